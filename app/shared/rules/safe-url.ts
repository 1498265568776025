import { type Lang, leavesTheSite, pathIn } from "#app/shared/i18n/lang";
import { LINKED_HOSTS } from "#app/shared/site";
import { IMAGE_BASE } from "../images";

// Every link and picture address that comes from the catalogue (an article's pictures and
// references, the links and pictures inside catalogue HTML, the og:image and JSON-LD image built
// from them) passes this one rule (docs/decisions/106-one-safe-url-rule.md). An address is read
// the way a browser's URL parser reads it, and what is rendered is the normalised form that was
// checked, never the string as given: otherwise "/\t/evil.example/x" looks like a site path here
// and is "//evil.example/x", another site, to the browser.

/** Schemes a link may have: https (to LINKED_HOSTS) and the contact schemes. */
export const LINK_SCHEMES = ["https", "mailto", "tel"] as const;

// Site paths are resolved against a stand-in origin of the site: a path that stays on it is a
// site path. `.invalid` is reserved, so no real address can be mistaken for it.
const SITE = "https://site.invalid";

// The URL parser drops tab and newlines anywhere and the other C0 controls and spaces at the
// ends; dropping all of them (and DEL) everywhere leaves the browser nothing to read differently.
const ASCII_INVISIBLE = /[\u0000-\u0020\u007f]/g;

type Address = { url: URL; onSite: boolean };

function read(value: string): Address | null {
  const cleaned = value.replace(ASCII_INVISIBLE, "");
  // An address with a scheme is read on its own, never against a page: "https:evil.example" is
  // the host evil.example, whatever a relative reading on an https page would make of it.
  const absolute = URL.parse(cleaned);
  if (absolute) return { url: absolute, onSite: false };
  // Otherwise only a path from the site's root ("/…", or "\…", which the parser reads as "/"):
  // a path relative to the page ("brand/x") would lead somewhere else on each page.
  if (!/^[/\\]/.test(cleaned)) return null;
  const url = URL.parse(cleaned, SITE);
  // "//host", "/\host", "\\host" leave the site; "/.//host" stays on it but its path alone
  // ("//host") would not, nor would "/hi//host" on an English page (a site link is moved into the
  // page's language), so they are refused as well.
  return url && url.origin === SITE && !leavesTheSite(url.pathname) ? { url, onSite: true } : null;
}

const sitePath = (url: URL) => url.pathname + url.search + url.hash;

/**
 * The address to render for a link, or null: a site path ("/…", normalised), an https address
 * on one of the allowed hosts (no user name or password, no other port), or a mailto:/tel:
 * contact. Anything else (other hosts, http:, javascript:, data:, page-relative paths, addresses
 * hiding a second slash behind whitespace or a backslash) is dropped; the caller shows the text.
 */
export function safeHref(value: string): string | null {
  const address = read(value);
  if (!address) return null;
  const { url, onSite } = address;
  if (onSite) return sitePath(url);
  if (url.protocol === "mailto:" || url.protocol === "tel:") return url.href;
  const plainHttps = url.protocol === "https:" && url.username === "" && url.password === "";
  return plainHttps && LINKED_HOSTS.includes(url.host) ? url.href : null;
}

/**
 * The address to render for a picture, or null: one of the site's own pictures, a path under
 * /image/ (normalised, so "/image/../admin" is not one). Pictures are served from the site only.
 */
export function safePictureSrc(value: string): string | null {
  const address = read(value);
  return address?.onSite && address.url.pathname.startsWith(`${IMAGE_BASE}/`) ? sitePath(address.url) : null;
}

/** A return address is a path with its query: a few hundred characters, never a page's worth. */
export const MAX_RETURN_PATH = 500;

/**
 * Where a visitor or an operator is sent back to (the town picker's and the enquiry form's `back`,
 * the console's `next`): a path of this site, or null. The value is read the way the browser will
 * read the Location header or link made from it: resolved against the site with the URL parser,
 * and only then checked, on the parsed result: still this site, and a path that does not start
 * with "//" or "/\" (which the browser would read as another host), in either language: a page
 * moves an address into its own language (../../i18n/lang.ts pathIn), and "/hi//evil.example" in
 * English is "//evil.example". What is returned is that parsed path, so "/.//evil.example",
 * "/a/..//evil.example", "/%2e//evil.example" and "/hi/\evil.example" are refused rather than
 * handed on. A site makes its return addresses percent-encoded: one holding whitespace or a
 * control character is refused, not cleaned, since the parser would drop some of them and read
 * another path.
 */
export function safeSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH || !value.startsWith("/") || /[\u0000-\u0020\u007f]/.test(value)) return null;
  const url = URL.parse(value, SITE);
  if (!url || url.origin !== SITE || leavesTheSite(url.pathname)) return null;
  return sitePath(url);
}

/**
 * A return address as a page of `lang` sends the visitor to it: moved into that language, and the
 * safe-path rule held by that final address, the one a Location header or a link carries; else null.
 */
export function returnPathIn(lang: Lang, value: string | null | undefined): string | null {
  const path = safeSitePath(value);
  return path === null ? null : safeSitePath(pathIn(lang, path));
}

/**
 * Readable text for a reference link: a site path's segments as words, else the address. `roots`
 * names a path's first segment in the page's language ("brand" → "ब्रांड").
 */
export function referenceLabel(href: string, roots: Readonly<Record<string, string>> = {}): string {
  if (!href.startsWith("/")) {
    try {
      const url = new URL(href);
      return `${url.hostname.replace(/^www\./, "")}${url.pathname === "/" ? "" : url.pathname}`;
    } catch {
      return href;
    }
  }
  const words = href
    .split(/[?#]/)[0]!
    .split("/")
    .filter(Boolean)
    .map((segment, i) => (i === 0 && Object.hasOwn(roots, segment) ? roots[segment]! : safeDecode(segment).replace(/[-_]+/g, " ").trim()));
  return words.join(" › ") || href;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
