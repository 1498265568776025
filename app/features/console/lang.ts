import type { Lang } from "#app/shared/i18n/lang";
import { cookieValue, setCookieHeader } from "#app/shared/lib/cookies";

// The console's language (docs/decisions/124-console-words.md). Console addresses are one for both
// languages (app/shared/i18n/lang.ts lists /admin among the shared paths: no /hi/admin), so the operator's
// choice is kept in a cookie, set by the switch in the console's header. Every console answer is
// private and never stored (app/features/console/server/gate.ts), so a cookie may decide what it shows. Without
// the cookie the console is in English.

export const CONSOLE_LANG_COOKIE = "console-lang";

/** The language the request's cookie chose for the console: "hi" or, by default, "en". */
export function consoleLangOf(request: Request): Lang {
  return cookieValue(request.headers.get("Cookie"), CONSOLE_LANG_COOKIE) === "hi" ? "hi" : "en";
}

/** The Set-Cookie that keeps a language for the console's pages, for a year. */
export function consoleLangCookie(lang: Lang, url: URL): string {
  return setCookieHeader(CONSOLE_LANG_COOKIE, lang, { path: "/admin", maxAge: 365 * 24 * 60 * 60, sameSite: "Lax", secure: url.protocol === "https:" });
}
