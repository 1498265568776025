// The one path every decision about a request reads: the operator gate, the lead-link pages, the
// anti-forgery and body-limit rules, the cache rules and both routers (Hono and React Router).
// A path is read once into its normal form, or refused when it has no single meaning:
//
// - percent-escapes of unreserved characters (letters, digits, "-", ".", "_", "~") are decoded
//   once, the others are kept with upper-case hex (RFC 3986 §6.2.2);
// - repeated slashes are collapsed, then "." and ".." segments removed (RFC 3986 §5.2.4);
// - an encoded slash or backslash, a backslash, a double encoding ("%25" + hex), a NUL or other
//   control character, or a broken escape is refused: two layers could read such a path two ways.
//
// The areas of the site that hold authority are named here too, matched without regard to case
// as React Router matches its routes, so that no spelling reaches a route the gate did not see.

export type PathVerdict = { ok: true; path: string } | { ok: false; status: 400 | 404; reason: string };

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Nothing to decode, collapse or resolve: the common case costs one test. */
const ALREADY_NORMAL = /^(?:\/(?!\.\.?(?:\/|$))[^/%\\\x00-\x20\x7f]+)*\/?$/;

export function normalisePath(raw: string): PathVerdict {
  if (ALREADY_NORMAL.test(raw)) return { ok: true, path: raw };
  if (!raw.startsWith("/")) return refused(400, "A path starts with /");
  if (/[\x00-\x1f\x7f]/.test(raw)) return refused(400, "A control character in the path");
  if (raw.includes("\\")) return refused(404, "A backslash in the path");
  let decoded = "";
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char !== "%") {
      decoded += char;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return refused(400, "A broken percent-escape in the path");
    const byte = parseInt(hex, 16);
    if (byte < 0x20 || byte === 0x7f) return refused(400, "A control character in the path");
    if (byte === 0x2f || byte === 0x5c) return refused(404, "An encoded slash or backslash in the path");
    if (byte === 0x25 && /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 3, i + 5))) return refused(400, "A double-encoded path");
    const char2 = String.fromCharCode(byte);
    decoded += byte < 0x80 && UNRESERVED.test(char2) ? char2 : `%${hex.toUpperCase()}`;
    i += 2;
  }
  return { ok: true, path: withoutDotSegments(decoded.replace(/\/{2,}/g, "/")) };
}

function refused(status: 400 | 404, reason: string): PathVerdict {
  return { ok: false, status, reason };
}

/** RFC 3986 §5.2.4 on a path without repeated slashes; a trailing "." or ".." keeps its slash. */
function withoutDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "..") out.pop();
    if (segment === "." || segment === "..") {
      if (last) out.push("");
      return;
    }
    out.push(segment);
  });
  return `/${out.join("/")}`;
}

/** The console's pages, their data requests, the operator API and its CSV files. */
export const isAdminPath = (path: string) => /^\/admin(?:\/|\.data$|$)/i.test(path);

/** The /admin paths answered as JSON or CSV (refused with 401 without an operator), not pages. */
export const isAdminApiPath = (path: string) => /^\/admin\/(?:api\/|cache(?:\/|$)|leads\.csv$|access\.csv$|statements\/)/i.test(path);

/**
 * The traders' area: a private lead page (its token is in the address), its data, its CSV and the
 * CSV's data address, the pull API, and every other path under /leads/.
 */
export const isLeadLinkPath = (path: string) => /^\/leads(?:\/|\.data$|$)/i.test(path);

/**
 * The traders' CRM pull API (a trader's key in its Authorization header): answered by the Worker
 * before React Router, which would read "api" as a lead page's token, at any spelling it matches.
 * Private like the lead pages it sits among.
 */
export const isLeadsApiPath = (path: string) => /^\/leads\/api(?:\/erasures)?\/?$/i.test(path);

/** The pull API's list of erased leads (docs/decisions/152). */
export const isErasuresPath = (path: string) => /^\/leads\/api\/erasures\/?$/i.test(path);

/** The seller's workspace in either language: its pages, their data addresses and its API (/seller/api). */
export const isSellerPath = (path: string) => /^(?:\/hi)?\/seller(?:\/|\.data$|$)/i.test(path);

/** Pages that hold authority: never cached, never in a breadcrumb or sitemap, a process of their own. */
export const isPrivatePath = (path: string) => isAdminPath(path) || isLeadLinkPath(path) || isSellerPath(path);

/** A buyer's own enquiries in either language, and its data address (docs/decisions/152). */
export const isMyEnquiriesPath = (path: string) => /^(?:\/hi)?\/my-enquiries(?:\.data)?$/i.test(path);

/** The enquiry page in either language, and its data address. */
export const isEnquiryPath = (path: string) => /^(?:\/hi)?\/enquiry(?:\.data)?$/i.test(path);

/**
 * A request React Router answers with data, not a page: a client-side navigation's data, at the
 * page's path with `.data` appended (the name React Router's documentation gives a page's data
 * file, "Pre-Rendering"), and route discovery at `/__manifest` ("Lazy Route Discovery"). The
 * Worker hands these on as sent and never stores them; their parameters are the router's own.
 */
export const isRouterDataRequest = (path: string) => path.endsWith(".data") || path === "/__manifest";
