import { groupHits } from "#app/shared/search/groups";
import type { Lang } from "#app/shared/i18n/lang";
import type { Messages } from "#app/shared/i18n/types";
import { type ShownHit, hitLabel } from "./hit-label";
import type { SuggestionGroup } from "./search-combobox";

// The suggestions' own code, fetched the first time a visitor uses a search box (never with the
// page's first load; ./use-suggestions.ts imports it on demand): asks the site's /api/search and
// puts its hits in groups, in the page's words.

/** Suggestions per group: a phone screen shows them without scrolling far. */
const PER_GROUP = 3;

export async function fetchSuggestions(text: string, signal: AbortSignal, lang: Lang, t: Pick<Messages, "search" | "lists">): Promise<SuggestionGroup[]> {
  const res = await fetch(`/api/search?${new URLSearchParams({ q: text })}`, { signal, headers: { Accept: "application/json" } });
  // A search the call refuses (too long, nothing left once cleaned) suggests nothing.
  const hits = res.ok ? ((await res.json()) as (ShownHit & { score: number })[]) : [];
  return groupHits(hits, PER_GROUP).map(({ group, hits: shown }) => ({
    id: group,
    heading: t.search.groups[group],
    options: shown.map((hit) => ({ key: hit.href, href: hit.href, ...hitLabel(hit, lang, t), brand: hit.kind === "brand" ? hit.title : undefined })),
  }));
}
