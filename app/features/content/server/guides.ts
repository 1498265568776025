import type { Api } from "#app/shared/contract";
import type { Lang } from "#app/shared/i18n/lang";
import type { Guide, GuideEntry } from "#app/features/content/rules/guides";
import { guideHref, guideWords, relatedGuides } from "#app/features/content/rules/guides";
import { CacheGuideWords } from "#app/shared/cache/cache-strategies";
import { isolateMemo } from "#app/shared/cache/isolate-caches";

// The site's guides: active blogs (getBlogByActivate '1'; offers are kept inactive) and the
// listed article pairs (getMetadataByName "article" | "trending", docs/decisions/041). Each
// list comes newest first from the origin (docs/decisions/091-guides-hub.md).

const LIST_ALL = 1000;

/** Every guide, without the titles articles keep in their page metadata. */
export async function guideEntries(api: Api): Promise<GuideEntry[]> {
  const [blogs, articles, trending] = await Promise.all([
    api.call("getBlogByActivate", { activate: "1" }),
    api.call("getMetadataByName", { name: "article", count: LIST_ALL }),
    api.call("getMetadataByName", { name: "trending", count: LIST_ALL }),
  ]);
  return [
    ...blogs.filter((b) => b.category !== "offer").map((b) => ({ section: "blog" as const, url: b.url, category: b.category, title: b.name, titleHi: b.nameHi })),
    ...[...articles, ...trending].map((a) => ({ section: a.name as "article" | "trending", url: a.value, category: a.name })),
  ];
}

/**
 * Guides with their titles: an article's is its page's h1 (a guide without one is left out). For
 * a Hindi page an article's Hindi title is read from the article itself (blogs bring theirs).
 */
export async function withTitles(api: Api, entries: readonly GuideEntry[], lang: Lang = "en"): Promise<Guide[]> {
  const guides = await Promise.all(
    entries.map(async (entry) => {
      if (entry.title) return { ...entry, title: entry.title, href: guideHref(entry) };
      const section = entry.section === "blog" ? null : entry.section;
      const [[page], [article]] = await Promise.all([
        api.call("getMetadata", { name: entry.section, value: entry.url }).catch(() => []),
        lang === "hi" && section ? api.call("getBlogging", { name: section, url: entry.url }).catch(() => []) : [],
      ]);
      const title = page?.h1 || page?.title;
      return title ? { ...entry, title, titleHi: article?.h1Hi ?? "", href: guideHref(entry) } : null;
    }),
  );
  return guides.filter((g): g is Guide => g !== null);
}

/** How many related guides a model or type screen links. */
export const RELATED_GUIDES = 3;

// Every model and type page scores every guide (up to a thousand of each list): a guide's words
// are read once per isolate, not on every page view (a sixth of the type page's own code time in
// `npm --prefix tools run bench:profile`). Keyed by address and title, so a retitled guide is
// read again.
const keptWords = isolateMemo<ReadonlySet<string>>(CacheGuideWords);

/** A guide's words, read once per isolate. */
export function keptGuideWords(g: GuideEntry): ReadonlySet<string> {
  const key = `${g.url} ${g.title ?? ""}`;
  return keptWords.peek(key) ?? keptWords.keep(key, guideWords(g));
}

/** The guides about a screen's subject (its brand, model and type names), titled for a page in `lang`. */
export async function relatedGuidesFor(api: Api, subject: readonly string[], lang: Lang): Promise<Guide[]> {
  return withTitles(api, relatedGuides(await guideEntries(api), subject, RELATED_GUIDES, keptGuideWords), lang);
}
