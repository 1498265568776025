import { isAdminPath } from "#app/shared/rules/request-path";
import { safeSitePath } from "#app/shared/rules/safe-url";
import { SITE_NAME } from "#app/shared/site";

// Every console page: its title, never indexed or followed (the headers say so too).

export function consoleMeta(title: string) {
  return [{ title: `${title} | Operator console | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where to go after signing in: a console page (a site path, app/shared/rules/safe-url.ts, under /admin), never another site. */
export function safeNext(value: unknown): string {
  const path = safeSitePath(typeof value === "string" ? value : null);
  return path !== null && isAdminPath(path.replace(/[?#].*$/, "")) ? path : "/admin";
}
