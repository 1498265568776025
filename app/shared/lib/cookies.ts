import { type CookieOptions, parse, serialize } from "hono/utils/cookie";

// Cookies are read and written one way everywhere: with Hono's cookie parser and serializer, the
// ones its `getCookie` (hono/cookie) uses in the Worker's middleware. Pure rules, loaders, actions
// and the enquiry dialog (on document.cookie) call these two functions, so a page and the Worker
// never disagree about what a Cookie header holds.

/** The value of the first cookie of this name in a Cookie header, percent-decoded; undefined when there is none. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header, name)[name] : undefined;
}

/** Where and how long a cookie lives; Secure over https (a __Host- name demands it, and Path=/). */
export type CookieRule = Pick<CookieOptions, "path" | "maxAge" | "httpOnly" | "sameSite" | "secure">;

/** A Set-Cookie header's value: the value percent-encoded, then the rule's attributes. */
export const setCookieHeader = (name: string, value: string, rule: CookieRule): string => serialize(name, value, rule);
