// The site's own name and the addresses its shell links to.

export const SITE_NAME = "EV Catalogue India";

export const FOOTER_LINKS = [
  { label: "Home", href: "/" },
  { label: "Guides", href: "/guides" },
  { label: "About Us", href: "/About-Us" },
  { label: "Contact Us", href: "/Contact-Us" },
  { label: "Terms of Use", href: "/Terms-of-Use" },
  { label: "Privacy Policy", href: "/Privacy-Policy" },
] as const;

/**
 * Spec §2 footer: a video, a professional-network and a social-network link. The operator's
 * channel addresses come from configuration (wrangler vars SOCIAL_YOUTUBE_URL, SOCIAL_LINKEDIN_URL,
 * SOCIAL_FACEBOOK_URL; README); a network whose address is not set is not shown, rather than
 * linking the network's home page (issue 18, point 9; ADR 096).
 */
export const SOCIAL_NETWORKS = [
  { network: "youtube", label: "YouTube (video)", setting: "SOCIAL_YOUTUBE_URL" },
  { network: "linkedin", label: "LinkedIn (professional network)", setting: "SOCIAL_LINKEDIN_URL" },
  { network: "facebook", label: "Facebook (social network)", setting: "SOCIAL_FACEBOOK_URL" },
] as const;

export type SocialLink = { network: (typeof SOCIAL_NETWORKS)[number]["network"]; label: string; href: string };
type SocialSettings = Partial<Record<(typeof SOCIAL_NETWORKS)[number]["setting"], string>>;

/** The configured social links: only https addresses, in the spec's order. */
export function socialLinks(settings: SocialSettings): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ network, label, setting }) => {
    const href = httpsUrl(settings[setting] ?? "");
    return href ? [{ network, label, href }] : [];
  });
}

function httpsUrl(value: string): string | null {
  const url = URL.parse(value.trim());
  return url && url.protocol === "https:" ? url.href : null;
}

export const COPYRIGHT_YEARS = "2021-2024";

/** Pages with a header of their own (spec §2; the operator console): the site header is hidden there. */
export function hasOwnHeader(pathname: string): boolean {
  return /^\/(dealer|manufacturer)\//i.test(pathname) || /^\/admin(\/|$)/.test(pathname);
}
