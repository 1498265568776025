import { withoutLang } from "./i18n/lang";

// The site's own name and the addresses its shell links to.

export const SITE_NAME = "EV Catalogue India";

/** The footer's page links; their labels are the shell messages' `footerLinks`. */
export const FOOTER_LINKS = [
  { key: "home", href: "/" },
  { key: "about", href: "/About-Us" },
  { key: "contact", href: "/Contact-Us" },
  { key: "terms", href: "/Terms-of-Use" },
  { key: "privacy", href: "/Privacy-Policy" },
] as const;

/**
 * Spec §2 footer: a video, a professional-network and a social-network link. The operator's
 * channel addresses are not part of the spec; these point at each network until they are set
 * (docs/decisions/010-shell.md).
 */
export const SOCIAL_LINKS = [
  { network: "youtube", href: "https://www.youtube.com/" },
  { network: "linkedin", href: "https://www.linkedin.com/" },
  { network: "facebook", href: "https://www.facebook.com/" },
] as const;

export const COPYRIGHT_YEARS = "2021-2024";

/** Pages with a header of their own (spec §2; the operator console): the site header is hidden there. */
export function hasOwnHeader(path: string): boolean {
  const pathname = withoutLang(path);
  return /^\/(dealer|manufacturer)\//i.test(pathname) || /^\/admin(\/|$)/.test(pathname);
}
