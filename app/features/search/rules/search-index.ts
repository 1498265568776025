import { cityRoutePath } from "../../../shared/rules/city-route";
import { categoryCityPath } from "../../../shared/rules/paths";
import { hindiTownName } from "../../../shared/i18n/town-names-hi";
import { bestPerKind } from "./best-per-kind";
import type { HitKind, SearchHit } from "../../../shared/search/hit";
import { type SearchDocs, type SearchIndex, type TownPages, buildIndex, firstTypeId, kindOf, morePopular, shownOf, typesOf } from "./index-data";
import { type Reading, readQuery } from "./query-reading";

// The search: a query is a few binary searches in the index's sorted words and one scan of the
// words of similar length (./query-reading.ts), then its hits: a type's and dealers' pages in the
// town named, the documents that cover every typed word, ranked (./index-data.ts;
// docs/decisions/114-one-search-box.md, figures in docs/BENCHMARKS.md).

export { buildIndex, type SearchIndex, type TownPages };

const PER_KIND = 8;
const MOST_HITS = 40;
const TOWN_TYPES = 4;
const TYPE_MODELS = 4;

/** A document's type (a type's own name, a model's type): its first. */
const typeOf = (index: SearchDocs, d: number): string | undefined => index.typeNames[firstTypeId(index, d)];



/**
 * The types whose town pages a search needs (TownPages): the type named with a town, or every
 * type when a town is named alone; none for any other search.
 */
export function typesInTownAsked(index: SearchIndex, text: string): string[] {
  return townPagesAsked(index, readQuery(index, () => [index], text))?.types ?? [];
}

/** A hit found, not yet shown: a document (read when it is kept) or a town's page. */
export type Found = { kind: HitKind; score: number; doc: number } | { kind: HitKind; score: number; hit: SearchHit };

/**
 * The hits for a typed text, best first: exact names before partial ones, then the popular.
 * A type and a town typed together ("loader noida") give that type's page and dealers in that
 * town first (from `townPages`, by default the ones the index was built with); a town alone, its
 * types' pages; "dealer" (डीलर, showroom) keeps dealers.
 */
export function search(index: SearchIndex, text: string, townPages: TownPages = index.townPages): SearchHit[] {
  return hitsOf(index, foundFor(index, readQuery(index, () => [index], text), townPages));
}

/**
 * The town pages a reading needs (TownPages): of the type named with a town, or of every type
 * when a town is named alone; none for any other search.
 */
export function townPagesAsked(index: SearchDocs, { town, type }: Reading): { town: string; types: string[] } | null {
  if (!town) return null;
  return { town: index.towns[index.townOf[town.doc]!]!, types: (type ? [type.doc] : index.typeDocs).map((d) => typeOf(index, d)!) };
}

/** The documents among what a search found: whose lines its hits show. */
export const docsFound = (found: readonly Found[]): number[] => found.flatMap((f) => ("doc" in f ? [f.doc] : []));

/** What a reading finds, ranked and capped, before any document's line is read. */
export function foundFor(index: SearchDocs, reading: Reading, townPages: TownPages): Found[] {
  const { typed, wanted, scored, town, type } = reading;
  if (typed.length === 0) return wanted.size ? popularOf(index, wanted) : [];
  const found: Found[] = [];
  const seen = new Set<string | number>();
  const push = (f: Found) => {
    const key = "doc" in f ? f.doc : f.hit.href;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(f);
    }
  };
  const pushDoc = (doc: number, score: number) => push({ kind: kindOf(index, doc) as HitKind, score: Math.round(score * 100) / 100, doc });

  if (town) {
    // a town document's town is its name (in lower case, as it is compared)
    const townName = index.towns[index.townOf[town.doc]!]!;
    const here = (list: readonly string[] | undefined) => list?.find((t) => t.toLowerCase() === townName);
    const top = 1000 + town.rank;
    let n = 0;
    for (const t of type ? [type.doc] : index.typeDocs) {
      if (n >= (type ? 1 : TOWN_TYPES)) break;
      const typeName = typeOf(index, t)!;
      const { title, titleHi } = shownOf(index, t);
      const price = here(townPages.get(typeName)?.priceTowns);
      const dealers = here(townPages.get(typeName)?.dealerTowns);
      const where = price ?? dealers ?? townName;
      const base = { title, titleHi, detail: where, detailHi: hindiTownName(where) ?? undefined, score: top - n };
      if (price && !wanted.has("dealer")) push({ kind: "typeInTown", score: base.score, hit: { ...base, kind: "typeInTown", href: categoryCityPath(typeName, price) } });
      if (dealers) push({ kind: "dealersInTown", score: top - n - 0.5, hit: { ...base, kind: "dealersInTown", href: cityRoutePath(dealers, `${typeName} dealers`), score: top - n - 0.5 } });
      if (price || dealers) n++;
    }
    // the town's most popular dealers (of that type)
    const typeName = type ? typeOf(index, type.doc) : undefined;
    const townId = index.townOf[town.doc]!;
    for (let k = index.townDealerStart[townId]!, n = 0, end = index.townDealerStart[townId + 1]!; k < end && n < PER_KIND; k++) {
      const d = index.townDealers[k]!;
      if (!typeName || typesOf(index, d).includes(typeName)) {
        pushDoc(d, top - 10 + index.popularity[d]!);
        n++;
      }
    }
    if (type) pushDoc(type.doc, top - 20);
  }
  const townFound = found.length > 0;

  // Everything else that covers every typed word; when nothing does, what covers the most.
  let most = 0;
  for (const s of scored) if (kindOf(index, s.doc) !== "town" && s.covered > most) most = s.covered;
  if (townFound && most < typed.length) return capPerKind(found);
  const rest = scored
    .filter((s) => s.covered === most && most > 0 && kindOf(index, s.doc) !== "town")
    .filter((s) => wanted.size === 0 || wanted.has(kindOf(index, s.doc)));
  // In rank order, only what can be shown: every type (an exact one brings its models), and of
  // each other kind the best PER_KIND, and as many more as may be found already (a town's
  // dealers, a type's models: found again, each keeps its first score), so that PER_KIND of the
  // kind are new here, all ranked above the rest of it (capPerKind would drop those).
  const bringing = rest.filter((s) => kindOf(index, s.doc) === "type").length * TYPE_MODELS;
  const shown = bestPerKind(rest, PER_KIND + found.length + bringing, (s) => kindOf(index, s.doc), (s) => kindOf(index, s.doc) === "type");
  for (const s of shown) {
    const score = s.rank - (most < typed.length ? 50 : 0);
    pushDoc(s.doc, score);
    // a type named exactly brings its popular models along ("ई रिक्शा": the type, then its models)
    if (kindOf(index, s.doc) === "type" && s.exact && s.covered === typed.length && wanted.size === 0) {
      const typeId = firstTypeId(index, s.doc);
      const first = typeId < 0 ? 0 : index.typeModelStart[typeId]!;
      const end = typeId < 0 ? 0 : Math.min(index.typeModelStart[typeId + 1]!, first + TYPE_MODELS);
      for (let k = first; k < end; k++) pushDoc(index.typeModels[k]!, score - 1 - (k - first) / 10);
    }
  }
  return capPerKind(found.sort((a, b) => b.score - a.score));
}

/**
 * The `n` most popular of `docs`, in that order: one pass keeping the best few, not a sort of
 * them all (a kind has thousands of documents at a hundred times the sample).
 */
function mostPopular(index: SearchDocs, docs: readonly number[], n: number): number[] {
  const best: number[] = [];
  for (const d of docs) {
    if (best.length === n && !morePopular(index.popularity, d, best[n - 1]!)) continue;
    let at = best.length < n ? best.length : n - 1;
    while (at > 0 && morePopular(index.popularity, d, best[at - 1]!)) at--;
    if (best.length === n) best.pop();
    best.splice(at, 0, d);
  }
  return best;
}

/** The hits kept, as shown: only now is each document's line read. */
export function hitsOf(index: SearchDocs, found: readonly Found[]): SearchHit[] {
  return found.map((f) => ("hit" in f ? f.hit : hitOf(index, f.doc, f.score)));
}

function hitOf(index: SearchDocs, d: number, score: number): SearchHit {
  const doc = shownOf(index, d);
  const hit: SearchHit = { kind: kindOf(index, d) as HitKind, title: doc.title, href: doc.href, score };
  if (doc.titleHi) hit.titleHi = doc.titleHi;
  if (doc.detail) hit.detail = doc.detail;
  if (doc.detailHi) hit.detailHi = doc.detailHi;
  return hit;
}

/** "dealer" alone: the most popular of the kinds asked for. */
function popularOf(index: SearchDocs, wanted: ReadonlySet<string>): Found[] {
  // the most popular of each kind (only they can be kept: capPerKind), then in one order
  const byKind = new Map<string, number[]>();
  for (let d = 0; d < index.size; d++) {
    const kind = kindOf(index, d);
    if (wanted.has(kind)) (byKind.get(kind) ?? (byKind.set(kind, []), byKind.get(kind)!)).push(d);
  }
  const docs = [...byKind.values()].flatMap((list) => mostPopular(index, list, PER_KIND));
  docs.sort((a, b) => (morePopular(index.popularity, a, b) ? -1 : 1));
  const found = docs.map((doc): Found => ({ kind: kindOf(index, doc) as HitKind, score: Math.round(10 * index.popularity[doc]! * 100) / 100, doc }));
  return capPerKind(found);
}

function capPerKind<T extends { kind: string }>(hits: readonly T[]): T[] {
  const count = new Map<string, number>();
  return hits
    .filter((h) => {
      const n = (count.get(h.kind) ?? 0) + 1;
      count.set(h.kind, n);
      return n <= PER_KIND;
    })
    .slice(0, MOST_HITS);
}
