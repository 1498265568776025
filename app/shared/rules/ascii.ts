// A route parameter with a non-ASCII character leads to the error page (404), and so does
// an /api parameter; a page's query string does not (a campaign tag in Hindi is not a route).
// Values are checked as the router hands them over, i.e. already percent-decoded.

export function isAscii(value: string): boolean {
  return /^[\x00-\x7F]*$/.test(value);
}

type Params = Record<string, unknown> | URLSearchParams;

/** True when any parameter name or value holds a non-ASCII character. */
export function hasNonAscii(params: Params): boolean {
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  return entries.some(([name, value]) => !isAscii(name) || (typeof value === "string" && !isAscii(value)));
}

/** For a raw pathname: decodes each segment; one that cannot be decoded counts as non-ASCII. */
export function pathHasNonAscii(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      return !isAscii(decodeURIComponent(segment));
    } catch {
      return true;
    }
  });
}
