import type { DocKind, SearchCatalogue, SearchDoc } from "./documents";
import { searchDocuments } from "./documents";
import { letterMask, words } from "../../../shared/search/normalise";

// The search index as data: every name of every document in sound form (./normalise.ts) as an
// inverted index of words, sorted (a prefix is a range, a word is a binary search), and what the
// ranking reads of each document in typed arrays. What a hit shows (title, link) stays one line of
// JSON per document, parsed only when that document becomes a hit. The index packs into shards
// (./index-shards.ts) and a query loads only the ones it needs (./sharded-index.ts): a catalogue
// a hundred times the sample is built once per catalogue generation, away from any visitor's
// request (app/features/search/server/search.ts; docs/decisions/137, 141 and 143).

/**
 * One name of one document, as one number (no object per posting: a big catalogue has hundreds
 * of thousands): document × 2048 + name × 32 + words in the name (0: the whole name as one word).
 */
export type Posting = number;
const posting = (doc: number, name: number, length: number): Posting => doc * 2048 + Math.min(name, 63) * 32 + Math.min(length, 31);
/** A posting's document, and its name's number of words (bit operations: postings fit in 32 bits). */
export const docOf = (p: Posting): number => p >>> 11;
export const lengthOf = (p: Posting): number => p & 31;

/**
 * The towns where a type has its price page and its dealers' page (the type screen's city
 * links), by type name: the search of a type and a town links them.
 */
export type TownPages = ReadonlyMap<string, { priceTowns: readonly string[]; dealerTowns: readonly string[] }>;

/** What a hit shows of its document. */
export type Shown = Pick<SearchDoc, "title" | "titleHi" | "detail" | "detailHi" | "href">;

export const DOC_KINDS: readonly DocKind[] = ["type", "town", "brand", "model", "dealer", "manufacturer", "guide"];

/** What the search reads of every document: the ranking's figures, and each one's shown fields. */
export type SearchDocs = {
  /** Documents: 0 … size − 1. */
  size: number;
  /** Each document's kind (into DOC_KINDS) and popularity. */
  kinds: Uint8Array;
  popularity: Float64Array;
  /** Each document's town (into `towns`, names in lower case), −1 for none. */
  townOf: Int32Array;
  towns: readonly string[];
  /** Each document's types: `typeIds[typeStart[d] … typeStart[d + 1]]`, into `typeNames`. */
  typeStart: Uint32Array;
  typeIds: Uint16Array;
  typeNames: readonly string[];
  /** The type documents, in the catalogue's order. */
  typeDocs: readonly number[];
  /**
   * Each type's models (by the number of the model's first type), most popular first:
   * `typeModels[typeModelStart[t] … typeModelStart[t + 1]]`. A type named brings its first few.
   */
  typeModelStart: Uint32Array;
  typeModels: Uint32Array;
  /** Each town's dealers (by town number), most popular first: a town named brings its first few. */
  townDealerStart: Uint32Array;
  townDealers: Uint32Array;
  /**
   * Each document's shown fields. A loaded index reads them from its line shards, which the
   * search loads for its hits only (./sharded-index.ts).
   */
  lineOf: (d: number) => Shown;
  /** The town pages of every type, read with the lists the index was built from. */
  townPages: TownPages;
};

/**
 * Indexed words, sorted, with their postings: the whole index's, or one word shard's (a query
 * reads its words in the few shards it needs, each as it was stored).
 */
export type WordList = {
  /** Word `w`'s postings are `postings[postingStart[w] … postingStart[w + 1]]`. */
  words: readonly string[];
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** Word numbers by word length (for typos), in word order within a length. */
  byLength: ReadonlyMap<number, Uint32Array>;
  /** Each word's letterMask: a typo scan passes over most words without reading them. */
  masks: Uint32Array;
};

export type SearchIndex = SearchDocs & WordList;

/** The type documents, in the catalogue's order. */
export function typeDocsOf(size: number, kinds: Uint8Array): number[] {
  const typeDocs: number[] = [];
  for (let d = 0; d < size; d++) if (DOC_KINDS[kinds[d]!] === "type") typeDocs.push(d);
  return typeDocs;
}

/**
 * The words' numbers in order of length (a counting sort: within a length, in word order), and
 * where each length's run starts and how long it is.
 */
export type LengthOrder = { order: Uint32Array; runs: [length: number, start: number, count: number][] };

export function lengthOrder(words: readonly string[]): LengthOrder {
  const count: number[] = [];
  for (const w of words) count[w.length] = (count[w.length] ?? 0) + 1;
  const runs: LengthOrder["runs"] = [];
  let at = 0;
  for (let length = 0; length < count.length; length++) {
    if (count[length]) runs.push([length, at, count[length]!]);
    at += count[length] ?? 0;
  }
  const order = new Uint32Array(words.length);
  const next: number[] = [];
  for (const [length, start] of runs) next[length] = start;
  words.forEach((w, i) => (order[next[w.length]!++] = i));
  return { order, runs };
}

/** Each length's word numbers, a view of one array. */
export const lengthGroups = ({ order, runs }: LengthOrder): Map<number, Uint32Array> =>
  new Map(runs.map(([length, start, count]) => [length, order.subarray(start, start + count)]));

/** Most popular first; of equal popularity, the catalogue's order. */
export const morePopular = (popularity: Float64Array, a: number, b: number): boolean =>
  popularity[a]! > popularity[b]! || (popularity[a] === popularity[b] && a < b);

/**
 * The documents of each group (`groupOf`: its number, −1 for none), most popular first, as one
 * array and where each group's run starts.
 */
function groupedByPopularity(size: number, groups: number, groupOf: (d: number) => number, popularity: Float64Array): [Uint32Array, Uint32Array] {
  const start = new Uint32Array(groups + 1);
  for (let d = 0; d < size; d++) if (groupOf(d) >= 0) start[groupOf(d) + 1]!++;
  for (let g = 0; g < groups; g++) start[g + 1]! += start[g]!;
  const docs = new Uint32Array(start[groups]!);
  const next = start.slice(0, groups);
  for (let d = 0; d < size; d++) if (groupOf(d) >= 0) docs[next[groupOf(d)]!++] = d;
  for (let g = 0; g < groups; g++) docs.subarray(start[g]!, start[g + 1]!).sort((a, b) => (morePopular(popularity, a, b) ? -1 : 1));
  return [start, docs];
}

export function buildIndex(catalogue: SearchCatalogue, townPages: TownPages = new Map()): SearchIndex {
  const docs = searchDocuments(catalogue);
  const lists = new Map<string, Posting[]>();
  const add = (word: string, p: Posting) => {
    const list = lists.get(word);
    if (list) list.push(p);
    else lists.set(word, [p]);
  };
  docs.forEach((doc, d) =>
    doc.names.forEach((name, n) => {
      const ws = [...new Set(words(name))];
      for (const w of ws) add(w, posting(d, n, ws.length));
      // "erickshaw" typed as one word meets "e rickshaw"
      if (ws.length > 1) add(ws.join(""), posting(d, n, 0));
    }),
  );
  const sorted = [...lists.keys()].sort();
  const postingStart = new Uint32Array(sorted.length + 1);
  sorted.forEach((w, i) => (postingStart[i + 1] = postingStart[i]! + lists.get(w)!.length));
  const postings = new Uint32Array(postingStart[sorted.length]!);
  sorted.forEach((w, i) => postings.set(lists.get(w)!, postingStart[i]!));

  const numbered = () => {
    const ids = new Map<string, number>();
    return { ids, of: (name: string) => ids.get(name) ?? (ids.set(name, ids.size), ids.size - 1) };
  };
  const towns = numbered();
  const types = numbered();
  const kinds = new Uint8Array(docs.length);
  const popularity = new Float64Array(docs.length);
  const townOf = new Int32Array(docs.length);
  const typeStart = new Uint32Array(docs.length + 1);
  const typeList: number[] = [];
  docs.forEach((doc, d) => {
    kinds[d] = DOC_KINDS.indexOf(doc.kind);
    popularity[d] = doc.popularity;
    townOf[d] = doc.town ? towns.of(doc.town.toLowerCase()) : -1;
    for (const t of doc.types ?? []) typeList.push(types.of(t));
    typeStart[d + 1] = typeList.length;
  });
  const shown = docs.map(({ title, titleHi, detail, detailHi, href }): Shown => ({ title, titleHi, detail, detailHi, href }));
  const MODEL = DOC_KINDS.indexOf("model");
  const DEALER = DOC_KINDS.indexOf("dealer");
  const typeIds = Uint16Array.from(typeList);
  const [typeModelStart, typeModels] = groupedByPopularity(docs.length, types.ids.size, (d) => (kinds[d] === MODEL ? firstTypeId({ typeStart, typeIds }, d) : -1), popularity);
  const [townDealerStart, townDealers] = groupedByPopularity(docs.length, towns.ids.size, (d) => (kinds[d] === DEALER ? townOf[d]! : -1), popularity);
  return {
    size: docs.length,
    kinds,
    popularity,
    townOf,
    towns: [...towns.ids.keys()],
    typeStart,
    typeIds,
    typeNames: [...types.ids.keys()],
    words: sorted,
    postingStart,
    postings,
    byLength: lengthGroups(lengthOrder(sorted)),
    masks: Uint32Array.from(sorted, letterMask),
    typeDocs: typeDocsOf(docs.length, kinds),
    typeModelStart,
    typeModels,
    townDealerStart,
    townDealers,
    lineOf: (d) => shown[d]!,
    townPages,
  };
}

export const kindOf = (index: SearchDocs, d: number): DocKind => DOC_KINDS[index.kinds[d]!]!;

/** The number of a document's first type (into `typeNames`), −1 for none. */
export const firstTypeId = (index: Pick<SearchDocs, "typeStart" | "typeIds">, d: number): number =>
  index.typeStart[d + 1]! > index.typeStart[d]! ? index.typeIds[index.typeStart[d]!]! : -1;

export function typesOf(index: SearchDocs, d: number): string[] {
  const out: string[] = [];
  for (let i = index.typeStart[d]!; i < index.typeStart[d + 1]!; i++) out.push(index.typeNames[index.typeIds[i]!]!);
  return out;
}

export const shownOf = (index: SearchDocs, d: number): Shown => index.lineOf(d);

/** The first word at or after `word` in sort order. */
export function firstAtOrAfter(index: WordList, word: string): number {
  let lo = 0;
  let hi = index.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A word's number, or −1 when the index does not hold it. */
export function wordNumber(index: WordList, word: string): number {
  const i = firstAtOrAfter(index, word);
  return index.words[i] === word ? i : -1;
}

