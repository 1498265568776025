import { BoundedMap } from "../../../shared/cache/isolate-caches";
import type { SearchHit } from "../../../shared/search/hit";
import type { SearchDocs, Shown, TownPages, WordList } from "./index-data";
import { type Head, type Lines, type TownShard, loadHead, loadLines, loadTowns, loadWords } from "./index-shards";
import { readQuery } from "./query-reading";
import { docsFound, foundFor, hitsOf, townPagesAsked } from "./search-index";
import { lineShard, lineShardsFor, shardsOfTyped, townShard, wordShardsFor } from "./shard-rule";

// A packed index read in shards (docs/decisions/143): the head once, then for each query the word
// shards its typed words need (./shard-rule.ts), which the search reads as it reads the whole
// index's words (each shard a sorted list of its own, nothing merged); then the town's bucket if
// it names one, and the lines of the hits kept. Shards once loaded stay with the index (bounded),
// so a warm search reads nothing it read before.

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

export class ShardedIndex {
  /** Bytes of shards read since it opened (its head included). */
  bytesRead = 0;
  private readonly wordShards = new BoundedMap<string, WordList>(WORD_SHARDS_KEPT);
  private readonly lineShards = new BoundedMap<string, Lines>(LINE_SHARDS_KEPT);
  private readonly townShards = new BoundedMap<string, TownShard>(TOWN_SHARDS_KEPT);
  private readonly stored: ReadonlySet<string>;
  /** The types' lines are in the head: a town's search shows its types' pages. */
  private readonly typeLines: ReadonlyMap<number, Shown>;
  /** Every document, as the search reads it (its lines from the line shards loaded). */
  private readonly docs: SearchDocs;

  private constructor(
    readonly head: Head,
    private readonly source: ShardSource,
  ) {
    this.stored = new Set(head.meta.wordShards);
    this.typeLines = new Map(head.meta.typeDocs.map((d, i) => [d, head.meta.typeLines[i]!]));
    const { meta, ...parts } = head;
    this.docs = {
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
    // the head is written after every shard: one it lists is stored
    const lists = await this.load(names, this.wordShards, (name, buffer) => loadWords(stored(name, buffer)));
    const byName = new Map(names.map((name, i) => [name, lists[i]!]));
    // each typed word is read in its own shards only (the query's others hold none of its matches)
    const reading = readQuery(this.docs, (word) => shardsOfTyped(word).flatMap((name) => byName.get(name) ?? []), text);
    const asked = townPagesAsked(this.docs, reading);
    let townPages: TownPages = new Map();
    if (asked) {
      const [bucket] = await this.load([townShard(asked.town)], this.townShards, (_, buffer) => (buffer ? loadTowns(buffer) : {}));
      townPages = townPagesOf(bucket![asked.town]);
    }
    const found = foundFor(this.docs, reading, townPages);
    const lines = lineShardsFor(docsFound(found).filter((d) => !this.typeLines.has(d)));
    await this.load(lines, this.lineShards, (name, buffer) => loadLines(stored(name, buffer)));
    return hitsOf(this.docs, found);
  }

  /** The shards named, from those kept or read at once (and kept). */
  private async load<T>(names: readonly string[], kept: Map<string, T>, read: (name: string, buffer: ArrayBuffer | null) => T): Promise<T[]> {
    const shards = names.map((name) => kept.get(name));
    const missing = names.filter((_, i) => shards[i] === undefined);
    if (missing.length === 0) return shards as T[];
    const buffers = await this.source(missing);
    const loaded = new Map<string, T>();
    missing.forEach((name, i) => {
      this.bytesRead += buffers[i]?.byteLength ?? 0;
      const shard = read(name, buffers[i] ?? null);
      loaded.set(name, shard);
      kept.set(name, shard);
    });
    return names.map((name, i) => shards[i] ?? loaded.get(name)!);
  }
}

/** A shard the head names: KV not answering it is an error, never an empty answer. */
function stored(name: string, buffer: ArrayBuffer | null): ArrayBuffer {
  if (!buffer) throw new Error(`search index shard ${name} not stored`);
  return buffer;
}

/** The town's pages of each type as TownPages: only that town's spelling in each list. */
function townPagesOf(town: TownShard[string] | undefined): TownPages {
  return new Map(
    Object.entries(town ?? {}).map(([type, [price, dealers]]) => [type, { priceTowns: price ? [price] : [], dealerTowns: dealers ? [dealers] : [] }]),
  );
}
