import type { DocKind, SearchCatalogue, SearchDoc } from "./documents";
import { searchDocuments } from "./documents";
import { words } from "./normalise";

// The search index as data: every name of every document in sound form (./normalise.ts) as an
// inverted index of words, sorted (a prefix is a range, a word is a binary search), and what the
// ranking reads of each document in typed arrays. What a hit shows (title, link) stays one line of
// JSON per document, parsed only when that document becomes a hit. The index packs into shards
// (./index-shards.ts) and a query loads only the ones it needs (./sharded-index.ts): a catalogue
// a hundred times the sample is built once per catalogue generation, away from any visitor's
// request (worker/search.ts; docs/decisions/137, 141 and 143).

/**
 * One name of one document, as one number (no object per posting: a big catalogue has hundreds
 * of thousands): document × 2048 + name × 32 + words in the name (0: the whole name as one word).
 */
export type Posting = number;
const posting = (doc: number, name: number, length: number): Posting => doc * 2048 + Math.min(name, 63) * 32 + Math.min(length, 31);

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
};

export type SearchIndex = SearchDocs & WordList;

/** The type documents, in the catalogue's order. */
export function typeDocsOf(size: number, kinds: Uint8Array): number[] {
  const typeDocs: number[] = [];
  for (let d = 0; d < size; d++) if (DOC_KINDS[kinds[d]!] === "type") typeDocs.push(d);
  return typeDocs;
}

/**
 * The words' numbers grouped by length (a counting sort: within a length, in word order), each
 * length's numbers a view of one array.
 */
export function lengthGroups(words: readonly string[]): Map<number, Uint32Array> {
  const count: number[] = [];
  for (const w of words) count[w.length] = (count[w.length] ?? 0) + 1;
  const start: number[] = [];
  let at = 0;
  for (let length = 0; length < count.length; length++) {
    start[length] = at;
    at += count[length] ?? 0;
  }
  const lengthOrder = new Uint32Array(words.length);
  const next = [...start];
  words.forEach((w, i) => (lengthOrder[next[w.length]!++] = i));
  const byLength = new Map<number, Uint32Array>();
  for (let length = 0; length < count.length; length++) {
    if (count[length]) byLength.set(length, lengthOrder.subarray(start[length]!, start[length]! + count[length]!));
  }
  return byLength;
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
  const typeIds: number[] = [];
  docs.forEach((doc, d) => {
    kinds[d] = DOC_KINDS.indexOf(doc.kind);
    popularity[d] = doc.popularity;
    townOf[d] = doc.town ? towns.of(doc.town.toLowerCase()) : -1;
    for (const t of doc.types ?? []) typeIds.push(types.of(t));
    typeStart[d + 1] = typeIds.length;
  });
  const shown = docs.map(({ title, titleHi, detail, detailHi, href }): Shown => ({ title, titleHi, detail, detailHi, href }));
  return {
    size: docs.length,
    kinds,
    popularity,
    townOf,
    towns: [...towns.ids.keys()],
    typeStart,
    typeIds: Uint16Array.from(typeIds),
    typeNames: [...types.ids.keys()],
    words: sorted,
    postingStart,
    postings,
    byLength: lengthGroups(sorted),
    typeDocs: typeDocsOf(docs.length, kinds),
    lineOf: (d) => shown[d]!,
    townPages,
  };
}

export const kindOf = (index: SearchDocs, d: number): DocKind => DOC_KINDS[index.kinds[d]!]!;

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

