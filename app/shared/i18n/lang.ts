// The site's two languages. The address decides the language: a path under /hi/ is
// the Hindi page, any other the English one, with the same path after the prefix. No cookie or
// Accept-Language header changes what an address shows, so pages cache and index per address.

export type Lang = "en" | "hi";

export const LANGS: readonly Lang[] = ["en", "hi"];

/** The hreflang / BCP 47 tag of each language (also the Intl locale of its numbers and dates). */
export const LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

const HI_PREFIX = "/hi";

/** "/hi" or "/hi/…" → hi; every other path → en. */
export function langOfPath(pathname: string): Lang {
  return pathname === HI_PREFIX || pathname.startsWith(`${HI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix: "/hi/brand/Mahindra" → "/brand/Mahindra", "/hi" → "/". */
export function withoutLang(pathname: string): string {
  return langOfPath(pathname) === "hi" ? pathname.slice(HI_PREFIX.length) || "/" : pathname;
}

const ANOTHER_HOST = /^\/[/\\]/;

/**
 * A path a browser reads as another host ("//host", "/\host"), as it is or once it is moved out
 * of its language ("/hi//host" in English is "//host"): never a path of this site, in either
 * language. The one test of it, for return addresses and catalogue links alike
 * (app/shared/rules/safe-url.ts) and for moving a path between languages (`pathIn`).
 */
export function leavesTheSite(pathname: string): boolean {
  return ANOTHER_HOST.test(pathname) || ANOTHER_HOST.test(withoutLang(pathname));
}

/**
 * Paths that are not pages of the public site: they have one address for both languages. A
 * trader's lead page is a page in both (/leads/{token}, /hi/leads/{token}).
 */
const SHARED_PATH = /^\/(api|admin|image|sitemap|robots\.txt|assets|favicon)(\/|\.|$)/;

/**
 * The address of a site path in a language: "/brand/Mahindra" in hi → "/hi/brand/Mahindra", "/"
 * in hi → "/hi". A path already in a language is moved to this one; anything that is not a
 * page path of the site (another origin, a fragment, /api, /image, a lead page) is left as it is,
 * and so is a path that moving would turn into another host's ("/hi//host": `leavesTheSite`).
 */
export function pathIn(lang: Lang, path: string): string {
  if (!path.startsWith("/")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (leavesTheSite(pathname)) return path;
  const rest = cut === -1 ? "" : path.slice(cut);
  const bare = withoutLang(pathname);
  if (SHARED_PATH.test(bare)) return path;
  if (lang === "en") return bare + rest;
  return (bare === "/" ? HI_PREFIX : HI_PREFIX + bare) + rest;
}
