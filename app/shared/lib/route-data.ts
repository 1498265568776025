import { parseMore } from "#app/shared/rules/lists";
import { slugToName } from "#app/shared/rules/slug";
import { notFound } from "./route-errors";

// Small helpers every catalogue loader shares.

/** `?more=N`: how many times a list's View More was clicked. */
export function moreClicks(request: Request, param = "more"): number {
  return parseMore(new URL(request.url).searchParams.get(param));
}

/** A route parameter as the name the lookups take (slug to name). */
export function nameOf(segment: string | undefined): string {
  const name = slugToName(segment ?? "").trim();
  return name === "" ? notFound() : name;
}

/**
 * A list asked for one item beyond what it shows, so the page knows whether to offer View More
 * without a second call: the shown items, and whether more exist.
 */
export function shownAndMore<T>(items: readonly T[], shown: number): { items: T[]; more: boolean } {
  return { items: items.slice(0, shown), more: items.length > shown };
}
