import type { DocKind, SearchCatalogue, SearchDoc } from "./documents";
import { searchDocuments } from "./documents";
import { words } from "./normalise";

// The search index as data: every name of every document in sound form (./normalise.ts) as an
// inverted index of words, sorted (a prefix is a range, a word is a binary search), and what the
// ranking reads of each document in typed arrays. What a hit shows (title, link) stays one line of
// JSON per document, parsed only when that document becomes a hit. The whole index packs into one
// buffer and loads back without rebuilding anything: a catalogue a hundred times the sample is
// built once per catalogue generation, away from any visitor's request, and each isolate loads
// the packed copy (worker/search.ts; docs/decisions/137-search-index-per-generation.md).

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

export type SearchIndex = {
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
  /** Every indexed word, sorted; word `w`'s postings are `postings[postingStart[w] … postingStart[w + 1]]`. */
  words: readonly string[];
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** Word numbers by word length (for typos): `lengthOrder[from … to]` for `byLength.get(length)`. */
  lengthOrder: Uint32Array;
  byLength: ReadonlyMap<number, Uint32Array>;
  /**
   * Each document's shown fields: one line of JSON per document (UTF-8, `shownStart[d] …
   * shownStart[d + 1]`), decoded and parsed when that document first becomes a hit.
   */
  shown: (Shown | undefined)[];
  shownBytes: Uint8Array;
  shownStart: Uint32Array;
  /** The town pages of every type, read with the lists the index was built from. */
  townPages: TownPages;
};

type Parts = Omit<SearchIndex, "byLength" | "typeDocs">;

function assemble(parts: Parts, lengths: readonly [number, number, number][]): SearchIndex {
  const byLength = new Map(lengths.map(([length, from, to]) => [length, parts.lengthOrder.subarray(from, to)]));
  const typeDocs: number[] = [];
  for (let d = 0; d < parts.size; d++) if (DOC_KINDS[parts.kinds[d]!] === "type") typeDocs.push(d);
  return { ...parts, byLength, typeDocs };
}

/** The words' numbers grouped by length, and each length's range in that order. */
function lengthGroups(words: readonly string[]): { lengthOrder: Uint32Array; lengths: [number, number, number][] } {
  const order = words.map((_, i) => i).sort((a, b) => words[a]!.length - words[b]!.length || a - b);
  const lengths: [number, number, number][] = [];
  order.forEach((w, i) => {
    const length = words[w]!.length;
    const last = lengths.at(-1);
    if (last && last[0] === length) last[2] = i + 1;
    else lengths.push([length, i, i + 1]);
  });
  return { lengthOrder: Uint32Array.from(order), lengths };
}

/** Each document's shown fields as lines of JSON in one UTF-8 buffer, with where each starts. */
function shownText(shown: readonly Shown[]): { shownBytes: Uint8Array; shownStart: Uint32Array } {
  const encoder = new TextEncoder();
  const lines = shown.map((s) => encoder.encode(JSON.stringify(s)));
  const shownStart = new Uint32Array(lines.length + 1);
  lines.forEach((line, d) => (shownStart[d + 1] = shownStart[d]! + line.byteLength));
  const shownBytes = new Uint8Array(shownStart[lines.length]!);
  lines.forEach((line, d) => shownBytes.set(line, shownStart[d]!));
  return { shownBytes, shownStart };
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
  const shown = docs.map(({ title, titleHi, detail, detailHi, href }) => ({ title, titleHi, detail, detailHi, href }));
  const { lengthOrder, lengths } = lengthGroups(sorted);
  return assemble({
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
    lengthOrder,
    shown,
    ...shownText(shown),
    townPages,
  }, lengths);
}

export const kindOf = (index: SearchIndex, d: number): DocKind => DOC_KINDS[index.kinds[d]!]!;

export function typesOf(index: SearchIndex, d: number): string[] {
  const out: string[] = [];
  for (let i = index.typeStart[d]!; i < index.typeStart[d + 1]!; i++) out.push(index.typeNames[index.typeIds[i]!]!);
  return out;
}

const decoder = new TextDecoder();

export function shownOf(index: SearchIndex, d: number): Shown {
  let shown = index.shown[d];
  if (!shown) index.shown[d] = shown = JSON.parse(decoder.decode(index.shownBytes.subarray(index.shownStart[d]!, index.shownStart[d + 1]!))) as Shown;
  return shown;
}

/** The first word at or after `word` in sort order. */
export function firstAtOrAfter(index: SearchIndex, word: string): number {
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
export function wordNumber(index: SearchIndex, word: string): number {
  const i = firstAtOrAfter(index, word);
  return index.words[i] === word ? i : -1;
}


// The packed form: a little-endian u32 with the header's length, the header (JSON: counts, the
// short tables, the town pages, where each part is), then each part at an offset that is a
// multiple of 8, so the typed arrays are views of the loaded buffer and nothing is copied.

const ARRAYS = ["kinds", "popularity", "townOf", "typeStart", "typeIds", "postingStart", "postings", "lengthOrder", "shownStart", "shownBytes"] as const;
const VERSION = 2;

type Header = {
  version: number;
  size: number;
  towns: readonly string[];
  typeNames: readonly string[];
  townPages: [string, { priceTowns: readonly string[]; dealerTowns: readonly string[] }][];
  /** Each word length's range in `lengthOrder`: [length, from, to]. */
  lengths: [number, number, number][];
  /** Each part's byte offset from the body's start and its length in bytes. */
  parts: Record<string, [number, number]>;
};

const align8 = (n: number) => Math.ceil(n / 8) * 8;

/** The index in one buffer, for KV. */
export function packIndex(index: SearchIndex): Uint8Array {
  const encoder = new TextEncoder();
  const bodies: [string, Uint8Array][] = [
    ...ARRAYS.map((name) => [name, new Uint8Array(index[name].buffer, index[name].byteOffset, index[name].byteLength)] as [string, Uint8Array]),
    ["words", encoder.encode(index.words.join("\n"))],
  ];
  const parts: Header["parts"] = {};
  let at = 0;
  for (const [name, bytes] of bodies) {
    parts[name] = [at, bytes.byteLength];
    at = align8(at + bytes.byteLength);
  }
  const at0 = index.lengthOrder.byteOffset;
  const lengths = [...index.byLength].map(([length, words]): [number, number, number] => {
    const from = (words.byteOffset - at0) / Uint32Array.BYTES_PER_ELEMENT;
    return [length, from, from + words.length];
  });
  const header: Header = { version: VERSION, size: index.size, towns: index.towns, typeNames: index.typeNames, townPages: [...index.townPages], lengths, parts };
  const head = encoder.encode(JSON.stringify(header));
  const bodyStart = align8(4 + head.byteLength);
  const out = new Uint8Array(bodyStart + at);
  new DataView(out.buffer).setUint32(0, head.byteLength, true);
  out.set(head, 4);
  for (const [name, bytes] of bodies) out.set(bytes, bodyStart + parts[name]![0]);
  return out;
}

/**
 * A packed index loaded back: every part a view of the buffer; only the words are decoded (a
 * word is a binary search among them), each document's line when it becomes a hit.
 */
export function loadIndex(buffer: ArrayBuffer): SearchIndex {
  const headLength = new DataView(buffer).getUint32(0, true);
  const header = JSON.parse(decoder.decode(new Uint8Array(buffer, 4, headLength))) as Header;
  if (header.version !== VERSION) throw new Error(`search index version ${header.version}`);
  const bodyStart = align8(4 + headLength);
  const view = <T>(name: string, Type: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }): T => {
    const [offset, length] = header.parts[name]!;
    return new Type(buffer, bodyStart + offset, length / Type.BYTES_PER_ELEMENT);
  };
  const words = view("words", Uint8Array);
  return assemble(
    {
      size: header.size,
      kinds: view("kinds", Uint8Array),
      popularity: view("popularity", Float64Array),
      townOf: view("townOf", Int32Array),
      towns: header.towns,
      typeStart: view("typeStart", Uint32Array),
      typeIds: view("typeIds", Uint16Array),
      typeNames: header.typeNames,
      words: words.byteLength === 0 ? [] : decoder.decode(words).split("\n"),
      postingStart: view("postingStart", Uint32Array),
      postings: view("postings", Uint32Array),
      lengthOrder: view("lengthOrder", Uint32Array),
      shown: new Array<Shown | undefined>(header.size),
      shownBytes: view("shownBytes", Uint8Array),
      shownStart: view("shownStart", Uint32Array),
      townPages: new Map(header.townPages),
    },
    header.lengths,
  );
}
