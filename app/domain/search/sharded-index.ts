import { BoundedMap } from "../../lib/isolate-caches";
import type { SearchHit } from "./hit";
import { type SearchIndex, type Shown, type TownPages, lengthGroups } from "./index-data";
import { type Head, type Lines, type TownShard, type Words, loadHead, loadLines, loadTowns, loadWords } from "./index-shards";
import { readQuery } from "./query-reading";
import { docsFound, foundFor, hitsOf, townPagesAsked } from "./search-index";
import { lineShard, lineShardsFor, townShard, wordShardsFor } from "./shard-rule";

// A packed index read in shards (docs/decisions/143): the head once, then for each query the word
// shards its typed words need (./shard-rule.ts), merged into an index of those words alone, which
// the search reads as it reads the whole index; then the town's bucket if it names one, and the
// lines of the hits kept. Shards once loaded stay with the index (bounded), so a warm search
// reads nothing it read before.

/** Reads shards by name, all at once; null for a shard not stored. */
export type ShardSource = (names: readonly string[]) => Promise<(ArrayBuffer | null)[]>;

/** Shards held in memory (a build's own, the tests'). */
export const memorySource =
  (shards: ReadonlyMap<string, Uint8Array>): ShardSource =>
  async (names) =>
    names.map((name) => {
      const bytes = shards.get(name);
      return bytes ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer) : null;
    });

/** Shards kept once loaded: every word shard of a big catalogue, and the lines of many hits. */
const WORD_SHARDS_KEPT = 128;
const LINE_SHARDS_KEPT = 128;
const TOWN_SHARDS_KEPT = 64;
/** Indexes of the words of a few sets of word shards, so a repeated kind of query merges nothing. */
const VIEWS_KEPT = 8;

const NO_WORDS: Words = { words: [], postingStart: new Uint32Array(1), postings: new Uint32Array(0) };

export class ShardedIndex {
  /** Bytes of shards read since it opened (its head included). */
  bytesRead = 0;
  private readonly wordShards = new BoundedMap<string, Words>(WORD_SHARDS_KEPT);
  private readonly lineShards = new BoundedMap<string, Lines>(LINE_SHARDS_KEPT);
  private readonly townShards = new BoundedMap<string, TownShard>(TOWN_SHARDS_KEPT);
  private readonly views = new BoundedMap<string, SearchIndex>(VIEWS_KEPT);
  private readonly stored: ReadonlySet<string>;
  /** The types' lines are in the head: a town's search shows its types' pages. */
  private readonly typeLines: ReadonlyMap<number, Shown>;

  private constructor(
    readonly head: Head,
    private readonly source: ShardSource,
  ) {
    this.stored = new Set(head.meta.wordShards);
    this.typeLines = new Map(head.meta.typeDocs.map((d, i) => [d, head.meta.typeLines[i]!]));
  }

  /**
   * Opens a stored index: its head alone (a shard read before its head is stored could be
   * remembered by KV as missing). Null when none is stored; throws for another format version.
   */
  static async open(source: ShardSource): Promise<ShardedIndex | null> {
    const [head] = await source(["head"]);
    return head ? ShardedIndex.fromHead(head, source) : null;
  }

  /** An index of this head, its shards read from `source`; throws for another format version. */
  static fromHead(head: ArrayBuffer, source: ShardSource): ShardedIndex {
    const index = new ShardedIndex(loadHead(head), source);
    index.bytesRead += head.byteLength;
    return index;
  }

  get size(): number {
    return this.head.meta.size;
  }

  /** The hits for a typed text, as `search` over the whole index answers them. */
  async search(text: string): Promise<SearchHit[]> {
    const names = wordShardsFor(text).filter((name) => this.stored.has(name));
    await this.load(names, this.wordShards, (name, buffer) => this.keepWords(name, buffer));
    const view = this.viewOf(names);
    const reading = readQuery(view, text);
    const asked = townPagesAsked(view, reading);
    let townPages: TownPages = new Map();
    if (asked) {
      const bucket = townShard(asked.town);
      await this.load([bucket], this.townShards, (name, buffer) => buffer && this.townShards.set(name, loadTowns(buffer)));
      townPages = townPagesOf(this.townShards.get(bucket)?.[asked.town]);
    }
    const found = foundFor(view, reading, townPages);
    const lines = lineShardsFor(docsFound(found).filter((d) => !this.typeLines.has(d)));
    await this.load(lines, this.lineShards, (name, buffer) => {
      if (buffer) this.lineShards.set(name, loadLines(buffer));
      else throw new Error(`search index shard ${name} not stored`);
    });
    return hitsOf(view, found);
  }

  private keepWords(name: string, buffer: ArrayBuffer | null) {
    // the head is written after every shard: one it lists is stored
    if (!buffer && this.stored.has(name)) throw new Error(`search index shard ${name} not stored`);
    this.wordShards.set(name, buffer ? loadWords(buffer) : NO_WORDS);
  }

  private async load<T>(names: readonly string[], kept: Map<string, T>, keep: (name: string, buffer: ArrayBuffer | null) => unknown) {
    const missing = names.filter((name) => !kept.has(name));
    if (missing.length === 0) return;
    const buffers = await this.source(missing);
    missing.forEach((name, i) => {
      this.bytesRead += buffers[i]?.byteLength ?? 0;
      keep(name, buffers[i] ?? null);
    });
  }

  /** The index of the words of these shards: every document, only these words. */
  private viewOf(names: readonly string[]): SearchIndex {
    const key = names.join(",");
    let view = this.views.get(key);
    if (!view) {
      view = { ...this.documents(), ...mergeWords(names.map((name) => this.wordShards.get(name) ?? NO_WORDS)) };
      this.views.set(key, view);
    }
    return view;
  }

  private documents(): Omit<SearchIndex, "words" | "postingStart" | "postings" | "lengthOrder" | "byLength"> {
    const { meta, ...parts } = this.head;
    return {
      ...parts,
      size: meta.size,
      towns: meta.towns,
      typeNames: meta.typeNames,
      typeDocs: meta.typeDocs,
      townPages: new Map(),
      lineOf: (d) => {
        const line = this.typeLines.get(d) ?? this.lineShards.get(lineShard(d))?.line(d);
        if (!line) throw new Error(`search index line ${d} not loaded`);
        return line;
      },
    };
  }
}

/** The town's pages of each type as TownPages: only that town's spelling in each list. */
function townPagesOf(town: TownShard[string] | undefined): TownPages {
  return new Map(
    Object.entries(town ?? {}).map(([type, [price, dealers]]) => [type, { priceTowns: price ? [price] : [], dealerTowns: dealers ? [dealers] : [] }]),
  );
}

/**
 * Word shards merged into one sorted list of words with their postings. A word filed in two
 * shards (by its first and its second letter) has the same postings in both: it is taken once.
 */
export function mergeWords(shards: readonly Words[]): Pick<SearchIndex, "words" | "postingStart" | "postings" | "lengthOrder" | "byLength"> {
  const at = shards.map(() => 0);
  const words: string[] = [];
  const from: number[] = [];
  const number: number[] = [];
  for (;;) {
    let least: string | undefined;
    let which = -1;
    for (let s = 0; s < shards.length; s++) {
      const word = shards[s]!.words[at[s]!];
      if (word !== undefined && (least === undefined || word < least)) {
        least = word;
        which = s;
      }
    }
    if (least === undefined) break;
    words.push(least);
    from.push(which);
    number.push(at[which]!);
    for (let s = 0; s < shards.length; s++) if (shards[s]!.words[at[s]!] === least) at[s]!++;
  }
  const postingStart = new Uint32Array(words.length + 1);
  words.forEach((_, i) => {
    const { postingStart: starts } = shards[from[i]!]!;
    postingStart[i + 1] = postingStart[i]! + starts[number[i]! + 1]! - starts[number[i]!]!;
  });
  const postings = new Uint32Array(postingStart[words.length]!);
  words.forEach((_, i) => {
    const shard = shards[from[i]!]!;
    postings.set(shard.postings.subarray(shard.postingStart[number[i]!]!, shard.postingStart[number[i]! + 1]!), postingStart[i]!);
  });
  return { words, postingStart, postings, ...lengthGroups(words) };
}
