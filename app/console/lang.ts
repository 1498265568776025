import type { Lang } from "#app/i18n/lang";

// The console's language (docs/decisions/124-console-words.md). Console addresses are one for both
// languages (app/i18n/lang.ts lists /admin among the shared paths: no /hi/admin), so the operator's
// choice is kept in a cookie, set by the switch in the console's header. Every console answer is
// private and never stored (worker/admin/gate.ts), so a cookie may decide what it shows. Without
// the cookie the console is in English.

export const CONSOLE_LANG_COOKIE = "console-lang";

/** The language the request's cookie chose for the console: "hi" or, by default, "en". */
export function consoleLangOf(request: Request): Lang {
  const cookies = request.headers.get("Cookie") ?? "";
  const chosen = cookies.split(";").map((c) => c.trim().split("=")).find(([name]) => name === CONSOLE_LANG_COOKIE)?.[1];
  return chosen === "hi" ? "hi" : "en";
}

/** The Set-Cookie that keeps a language for the console's pages, for a year. */
export function consoleLangCookie(lang: Lang, url: URL): string {
  return `${CONSOLE_LANG_COOKIE}=${lang}; Path=/admin; Max-Age=31536000; SameSite=Lax${url.protocol === "https:" ? "; Secure" : ""}`;
}
