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
 * channel addresses are not part of the spec; these point at each network until they are set
 * (docs/decisions/010-shell.md).
 */
export const SOCIAL_LINKS = [
  { network: "youtube", label: "YouTube (video)", href: "https://www.youtube.com/" },
  { network: "linkedin", label: "LinkedIn (professional network)", href: "https://www.linkedin.com/" },
  { network: "facebook", label: "Facebook (social network)", href: "https://www.facebook.com/" },
] as const;

export const COPYRIGHT_YEARS = "2021-2024";

/** Pages with a header of their own (spec §2; the operator console): the site header is hidden there. */
export function hasOwnHeader(pathname: string): boolean {
  return /^\/(dealer|manufacturer)\//i.test(pathname) || /^\/admin(\/|$)/.test(pathname);
}
