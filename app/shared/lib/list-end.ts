import { redirect } from "react-router";
import { type ListKind, clicksToShow } from "#app/shared/rules/lists";

/**
 * ?more past the end of a list (more clicks than the list needs) is redirected to the least ?more
 * that shows the same list: one address, and one cached page, per list, not one per number a link
 * names (docs/decisions/066-cache-keys-and-writes.md).
 */
export function redirectPastTheEnd(request: Request, kind: ListKind, clicks: number, total: number): void {
  const needed = clicksToShow(kind, total);
  if (clicks <= needed) return;
  const url = new URL(request.url);
  if (needed > 0) url.searchParams.set("more", String(needed));
  else url.searchParams.delete("more");
  throw redirect(`${url.pathname}${url.search}`);
}
