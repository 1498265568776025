// Blogs and articles as one list of guides, newest first, by category; and
// the guides related to a screen. Guides carry no date, so "newest" is the order the
// origin lists them in, newest first (docs/decisions/091-guides-hub.md).

import { type GuideSection, guidePath } from "../../../shared/rules/paths";

export type { GuideSection };

export type GuideEntry = {
  section: GuideSection;
  url: string;
  /** Blogs: their category ("guide", "news"); articles: their section. */
  category: string;
  /** Known for blogs from the list; articles get theirs from their page metadata. */
  title?: string;
  /** The Hindi title, where the operator wrote one ('' = none: a Hindi page shows the English, marked). */
  titleHi?: string;
};

export type Guide = GuideEntry & { title: string; href: string };

export function guideHref({ section, url }: Pick<GuideEntry, "section" | "url">): string {
  return guidePath(section, url);
}

/** Categories in the hub's order; a category the hub does not know follows, by name. */
const CATEGORY_ORDER = ["guide", "news", "article", "trending"];

export function byCategory<T extends Pick<GuideEntry, "category">>(guides: readonly T[]): { category: string; guides: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const g of guides) groups.set(g.category, [...(groups.get(g.category) ?? []), g]);
  const rank = (c: string) => (CATEGORY_ORDER.includes(c) ? CATEGORY_ORDER.indexOf(c) : CATEGORY_ORDER.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, guides: list }));
}

/** The newest of each category first, then the next of each, …: the latest few across categories. */
export function latestAcross<T extends Pick<GuideEntry, "category">>(guides: readonly T[], count: number): T[] {
  const groups = byCategory(guides).map((g) => g.guides);
  const out: T[] = [];
  for (let i = 0; out.length < count && groups.some((g) => i < g.length); i++) {
    for (const g of groups) if (i < g.length && out.length < count) out.push(g[i]!);
  }
  return out;
}

/** Words too common in vehicle names to tell one screen's guides from another's. */
const COMMON = new Set(["e", "electric", "vehicle", "the", "and", "of", "in", "for", "price", "india", "vs"]);

/** Lower-case words of a name, a plural read as its singular ("scooters" → "scooter"). */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .filter((w) => w.length > 1 && !COMMON.has(w));

/** The words of a guide's address and title, which its screen's subject words are looked up in. */
export function guideWords(g: GuideEntry): ReadonlySet<string> {
  return new Set(words(`${g.url} ${g.title ?? ""}`));
}

/**
 * Guides about a screen's subject: those whose title or url holds one of its words (a brand
 * name, the distinctive words of a type: "rickshaw", "scooter", "loader"). A guide naming more
 * of the words ranks higher; ties keep the newest first. `wordsOf` reads a guide's words (a
 * caller that scores the same guides on every page view passes one that keeps them).
 */
export function relatedGuides<T extends GuideEntry>(
  guides: readonly T[],
  subject: readonly string[],
  count: number,
  wordsOf: (g: GuideEntry) => ReadonlySet<string> = guideWords,
): T[] {
  const wanted = new Set(subject.flatMap(words));
  if (wanted.size === 0) return [];
  const scored = guides.map((g, i) => {
    const own = wordsOf(g);
    return { g, i, score: [...wanted].filter((w) => own.has(w)).length };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map((s) => s.g);
}
