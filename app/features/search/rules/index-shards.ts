import { type LengthOrder, type SearchIndex, type Shown, type TownPages, type WordList, lengthGroups, lengthOrder } from "./index-data";
import { LINES_PER_SHARD, TOWN_BUCKETS, shardsOfWord, townShard } from "./shard-rule";

// The index packed in shards (./shard-rule.ts says which; docs/decisions/143): each shard one
// buffer, a little-endian u32 with its header's length, the header (JSON), then its parts at
// offsets that are multiples of 8, so typed arrays are views of the loaded bytes, nothing copied.

export const VERSION = 4;

/** The head: read by every search, with the names of the shards that exist. */
export type HeadMeta = {
  version: number;
  size: number;
  towns: readonly string[];
  typeNames: readonly string[];
  /** The type documents and their lines (a town's search shows its types' pages). */
  typeDocs: readonly number[];
  typeLines: readonly Shown[];
  /** The word shards stored (a query asks for no shard that is not). */
  wordShards: readonly string[];
  lineShards: number;
  townBuckets: number;
};

/** A town's pages of each type: its spelling in the type's price towns and dealer towns. */
export type TownShard = Record<string, Record<string, [string | null, string | null]>>;

const HEAD_PARTS = ["kinds", "popularity", "townOf", "typeStart", "typeIds", "typeModelStart", "typeModels", "townDealerStart", "townDealers"] as const;
const align8 = (n: number) => Math.ceil(n / 8) * 8;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export function packParts(meta: object, parts: Record<string, ArrayBufferView> = {}): Uint8Array {
  const at: Record<string, [number, number]> = {};
  let end = 0;
  for (const [name, part] of Object.entries(parts)) {
    at[name] = [end, part.byteLength];
    end = align8(end + part.byteLength);
  }
  const head = encoder.encode(JSON.stringify({ version: VERSION, ...meta, parts: at }));
  const bodyStart = align8(4 + head.byteLength);
  const out = new Uint8Array(bodyStart + end);
  new DataView(out.buffer).setUint32(0, head.byteLength, true);
  out.set(head, 4);
  for (const [name, part] of Object.entries(parts)) out.set(bytesOf(part), bodyStart + at[name]![0]);
  return out;
}

type Typed<T> = { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number };
export type Unpacked<M> = { meta: M; part: <T>(name: string, Type: Typed<T>) => T };

/** A shard loaded back; another format version is refused, not misread. */
export function unpackParts<M>(buffer: ArrayBuffer): Unpacked<M> {
  const headLength = new DataView(buffer).getUint32(0, true);
  const meta = JSON.parse(decoder.decode(new Uint8Array(buffer, 4, headLength))) as M & { version: number; parts: Record<string, [number, number]> };
  if (meta.version !== VERSION) throw new Error(`search index version ${meta.version}`);
  const bodyStart = align8(4 + headLength);
  return {
    meta,
    part: (name, Type) => {
      const [offset, length] = meta.parts[name]!;
      return new Type(buffer, bodyStart + offset, length / Type.BYTES_PER_ELEMENT);
    },
  };
}

/**
 * The words of one shard with their postings (numbers local to the shard), their letter masks and
 * their order by length: loading it reads views, nothing computed.
 */
function wordShard(index: SearchIndex, numbers: readonly number[]): Uint8Array {
  const words = numbers.map((w) => index.words[w]!);
  const { order, runs } = lengthOrder(words);
  const masks = Uint32Array.from(numbers, (w) => index.masks[w]!);
  const postingStart = new Uint32Array(numbers.length + 1);
  numbers.forEach((w, i) => (postingStart[i + 1] = postingStart[i]! + index.postingStart[w + 1]! - index.postingStart[w]!));
  const postings = new Uint32Array(postingStart[numbers.length]!);
  numbers.forEach((w, i) => postings.set(index.postings.subarray(index.postingStart[w]!, index.postingStart[w + 1]!), postingStart[i]!));
  return packParts({ count: numbers.length, runs }, { words: encoder.encode(words.join("\n")), postingStart, postings, masks, order });
}

function lineShard(index: SearchIndex, from: number, to: number): Uint8Array {
  const lines = [];
  for (let d = from; d < to; d++) lines.push(encoder.encode(JSON.stringify(index.lineOf(d))));
  const starts = new Uint32Array(lines.length + 1);
  lines.forEach((line, i) => (starts[i + 1] = starts[i]! + line.byteLength));
  const bytes = new Uint8Array(starts[lines.length]!);
  lines.forEach((line, i) => bytes.set(line, starts[i]!));
  return packParts({ from }, { starts, bytes });
}

/** Each town's pages of each type, in the buckets of ./shard-rule.ts. */
function townShards(townPages: TownPages): Map<string, TownShard> {
  const buckets = new Map<string, TownShard>();
  const file = (spelling: string, type: string, at: 0 | 1) => {
    const town = spelling.toLowerCase();
    const name = townShard(town);
    const bucket = buckets.get(name) ?? (buckets.set(name, {}), buckets.get(name)!);
    const pages = (bucket[town] ??= {});
    const entry = (pages[type] ??= [null, null]);
    // the first spelling listed, as the search finds it in the whole list
    entry[at] ??= spelling;
  };
  for (const [type, { priceTowns, dealerTowns }] of townPages) {
    for (const t of priceTowns) file(t, type, 0);
    for (const t of dealerTowns) file(t, type, 1);
  }
  return buckets;
}

/** The index as shards by name (./shard-rule.ts); the head is `head`, written last. */
export function packShards(index: SearchIndex): Map<string, Uint8Array> {
  const shards = new Map<string, Uint8Array>();
  const words = new Map<string, number[]>();
  index.words.forEach((word, w) => {
    const file = (name: string) => (words.get(name) ?? (words.set(name, []), words.get(name)!)).push(w);
    for (const name of shardsOfWord(word)) file(name);
  });
  for (const [name, numbers] of words) shards.set(name, wordShard(index, numbers));
  const lineShards = Math.ceil(index.size / LINES_PER_SHARD);
  for (let s = 0; s < lineShards; s++) shards.set(`l${s}`, lineShard(index, s * LINES_PER_SHARD, Math.min(index.size, (s + 1) * LINES_PER_SHARD)));
  for (const [name, bucket] of townShards(index.townPages)) shards.set(name, packParts({ towns: bucket }));
  const meta: Omit<HeadMeta, "version"> = {
    size: index.size,
    towns: index.towns,
    typeNames: index.typeNames,
    typeDocs: index.typeDocs,
    typeLines: index.typeDocs.map((d) => index.lineOf(d)),
    wordShards: [...words.keys()].sort(),
    lineShards,
    townBuckets: TOWN_BUCKETS,
  };
  shards.set("head", packParts(meta, Object.fromEntries(HEAD_PARTS.map((name) => [name, index[name]]))));
  return shards;
}

export type Head = Pick<SearchIndex, (typeof HEAD_PARTS)[number]> & { meta: HeadMeta };

export function loadHead(buffer: ArrayBuffer): Head {
  const { meta, part } = unpackParts<HeadMeta>(buffer);
  return {
    meta,
    kinds: part("kinds", Uint8Array),
    popularity: part("popularity", Float64Array),
    townOf: part("townOf", Int32Array),
    typeStart: part("typeStart", Uint32Array),
    typeIds: part("typeIds", Uint16Array),
    typeModelStart: part("typeModelStart", Uint32Array),
    typeModels: part("typeModels", Uint32Array),
    townDealerStart: part("townDealerStart", Uint32Array),
    townDealers: part("townDealers", Uint32Array),
  };
}

/** A word shard loaded: its words (decoded once), their postings, masks and order by length. */
export function loadWords(buffer: ArrayBuffer): WordList {
  const { meta, part } = unpackParts<{ count: number; runs: LengthOrder["runs"] }>(buffer);
  const words = meta.count === 0 ? [] : decoder.decode(part("words", Uint8Array)).split("\n");
  return {
    words,
    postingStart: part("postingStart", Uint32Array),
    postings: part("postings", Uint32Array),
    byLength: lengthGroups({ order: part("order", Uint32Array), runs: meta.runs }),
    masks: part("masks", Uint32Array),
  };
}

/** A line shard loaded: each line parsed when its document first becomes a hit. */
export type Lines = { from: number; line: (d: number) => Shown };

export function loadLines(buffer: ArrayBuffer): Lines {
  const { meta, part } = unpackParts<{ from: number }>(buffer);
  const starts = part("starts", Uint32Array);
  const bytes = part("bytes", Uint8Array);
  const parsed: Shown[] = [];
  return {
    from: meta.from,
    line: (d) => (parsed[d - meta.from] ??= JSON.parse(decoder.decode(bytes.subarray(starts[d - meta.from]!, starts[d - meta.from + 1]!))) as Shown),
  };
}

export const loadTowns = (buffer: ArrayBuffer): TownShard => unpackParts<{ towns: TownShard }>(buffer).meta.towns;
