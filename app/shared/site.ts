import { withoutLang } from "./i18n/lang";

// The site's own name and the addresses its shell links to.

export const SITE_NAME = "EV Catalogue India";

/** The footer's page links; their labels are the shell messages' `footerLinks`. */
export const FOOTER_LINKS = [
  { key: "home", href: "/" },
  { key: "guides", href: "/guides" },
  { key: "about", href: "/About-Us" },
  { key: "contact", href: "/Contact-Us" },
  { key: "terms", href: "/Terms-of-Use" },
  { key: "privacy", href: "/Privacy-Policy" },
  { key: "myEnquiries", href: "/my-enquiries" },
] as const;

/**
 * Footer links: a video, a professional-network and a social-network link. The operator's
 * channel addresses come from configuration (wrangler vars SOCIAL_YOUTUBE_URL, SOCIAL_LINKEDIN_URL,
 * SOCIAL_FACEBOOK_URL; README); a network whose address is not set is not shown, rather than
 * linking the network's home page (ADR 096).
 */
export const SOCIAL_NETWORKS = [
  { network: "youtube", label: "YouTube (video)", setting: "SOCIAL_YOUTUBE_URL" },
  { network: "linkedin", label: "LinkedIn (professional network)", setting: "SOCIAL_LINKEDIN_URL" },
  { network: "facebook", label: "Facebook (social network)", setting: "SOCIAL_FACEBOOK_URL" },
] as const;

export type SocialLink = { network: (typeof SOCIAL_NETWORKS)[number]["network"]; label: string; href: string };
type SocialSettings = Partial<Record<(typeof SOCIAL_NETWORKS)[number]["setting"], string>>;

// The settings are the Worker's configuration, one object for the isolate's life: parse its
// addresses once, not on every page view.
const linksOfSettings = new WeakMap<SocialSettings, SocialLink[]>();

/** The configured social links: only https addresses, in the spec's order. */
export function socialLinks(settings: SocialSettings): SocialLink[] {
  let links = linksOfSettings.get(settings);
  if (!links) {
    links = SOCIAL_NETWORKS.flatMap(({ network, label, setting }) => {
      const href = httpsUrl(settings[setting] ?? "");
      return href ? [{ network, label, href }] : [];
    });
    linksOfSettings.set(settings, links);
  }
  return links;
}

function httpsUrl(value: string): string | null {
  const url = URL.parse(value.trim());
  return url && url.protocol === "https:" ? url.href : null;
}

/**
 * The hosts outside the site that catalogue content may link to, over https only: the video host
 * of the blogs' videos. Under the one safe-URL rule (app/shared/rules/safe-url.ts, decision 106)
 * a catalogue link to any other host is not rendered as a link; add a host here when the
 * catalogue has reason to link to it. The operator's social links above are configuration, not
 * catalogue content, and keep their own check.
 */
export const LINKED_HOSTS: readonly string[] = ["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be"];

export const COPYRIGHT_YEARS = "2021-2024";

/**
 * Pages with a header of their own (traders, the operator console, the seller workspace): the site
 * header and its breadcrumb are hidden there, at any spelling the router matches.
 */
export function hasOwnHeader(path: string): boolean {
  const pathname = withoutLang(path);
  return /^\/(dealer|manufacturer)\//i.test(pathname) || /^\/(admin|seller)(\/|$)/i.test(pathname);
}
