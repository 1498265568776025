import { XSRF_HEADER, xsrfCookieName } from "#app/shared/security/anti-forgery";
import { cookieValue } from "#app/shared/lib/cookies";

// The anti-forgery token the Worker keeps in a script-readable cookie, echoed in a header on
// every POST the dialog sends (docs/decisions/002-post-calls.md, ARCHITECTURE "Anti-forgery").

export const readXsrfToken = (cookies: string, location: { protocol: string }): string | undefined =>
  cookieValue(cookies, xsrfCookieName(location));

/** JSON POST headers with the token of the current document. */
export function postHeaders(): Record<string, string> {
  const token = readXsrfToken(document.cookie, window.location);
  return { "Content-Type": "application/json", ...(token ? { [XSRF_HEADER]: token } : {}) };
}
