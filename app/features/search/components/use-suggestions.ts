import { useEffect, useState } from "react";
import { brandSuggestions } from "#app/features/catalogue/rules/brand-search";
import { MAX_QUERY_LENGTH, cleanQuery } from "#app/shared/search/normalise";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import type { SuggestionGroup } from "./search-combobox";

// What a search box suggests while the visitor types: the page's own brands by substring at once
// (the home page has them all), and the one search's groups from /api/search, whose code
// (./suggest.ts) is fetched on the box's first use, as the enquiry dialog's is on its first click
// (docs/decisions/114). The last line always offers every result on the /search page.

const loadSuggest = () => import("./suggest");
/** Typing pauses this long before a search is asked: one request per word, not per letter. */
const PAUSE_MS = 150;
const LOCAL_BRANDS = 4;

export type Suggestions = { groups: SuggestionGroup[]; busy: boolean; start: () => void };

export function useSuggestions(text: string, localBrands: readonly string[] = []): Suggestions {
  const lang = useLang();
  const t = useMessages();
  const [started, setStarted] = useState(false);
  const [remote, setRemote] = useState<{ text: string; groups: SuggestionGroup[] }>({ text: "", groups: [] });
  const [busy, setBusy] = useState(false);
  const q = cleanQuery(text);

  useEffect(() => {
    if (!started || q === "" || q.length > MAX_QUERY_LENGTH) {
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    const timer = setTimeout(() => {
      loadSuggest()
        .then(({ fetchSuggestions }) => fetchSuggestions(q, controller.signal, lang, t))
        .then((groups) => setRemote({ text: q, groups }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn("search suggestions could not be loaded", error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, started, lang, t]);

  if (q === "") return { groups: [], busy: false, start: () => setStarted(true) };
  const brands = brandSuggestions(localBrands, q).slice(0, LOCAL_BRANDS);
  // the answer for an earlier text is kept while the next one loads, so the list does not flicker
  const groups = remote.text ? remote.groups : [];
  const shown: SuggestionGroup[] = brands.length
    ? [{ id: "brands", heading: t.search.groups.brands, options: brands.map((b) => ({ key: `brand:${b}`, label: b, brand: b })) }, ...groups.filter((g) => g.id !== "brands")]
    : groups;
  const all = { key: "all", label: fill(t.search.allResults, { q }), href: `/search?${new URLSearchParams({ q })}` };
  return { groups: [...shown, { id: "all", heading: "", options: [all] }], busy, start: () => setStarted(true) };
}
