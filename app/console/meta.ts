import { SITE_NAME } from "#app/site";

// Every console page: its title, never indexed or followed (the headers say so too).

export function consoleMeta(title: string) {
  return [{ title: `${title} | Operator console | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where to go after signing in: a console page, never another site. */
export function safeNext(value: unknown): string {
  const path = typeof value === "string" ? value : "";
  return /^\/admin\/[A-Za-z0-9/_\-?=&%.+]*$/.test(path) && !path.startsWith("//") ? path : "/admin";
}
