import { expect, test } from "vitest";
import { buildIndex } from "#app/features/search/rules/index-data";
import { packShards } from "#app/features/search/rules/index-shards";
import { typoAllowance, words } from "#app/shared/search/normalise";
import { ShardedIndex, memorySource } from "#app/features/search/rules/sharded-index";
import {
  LINES_PER_SHARD,
  SHORTEST_TYPO_CANDIDATE,
  TOWN_BUCKETS,
  lineShardsFor,
  shardsOfWord,
  townShard,
  wordShardsFor,
} from "#app/features/search/rules/shard-rule";
import { sampleSearchCatalogue, sampleTownPages } from "../../seed/search-catalogue";

// Which shards of the index a query needs (docs/decisions/143, app/features/search/rules/shard-rule.ts).

test("a query needs the shard of each typed word's first letter, and where a typo is allowed of its second letter at each length a typo reaches", () => {
  // "e" is too short for a typo; "rikshaw" ("riksa" in sound form) may have one
  expect(words("e rikshaw")).toEqual(["e", "riksa"]);
  expect(wordShardsFor("e rikshaw")).toEqual(["ae", "ar", "bi0"]);
  // Hindi is read in its Hinglish sound form: the same shards
  expect(wordShardsFor("ई रिक्शा")).toEqual(wordShardsFor("e riksha"));
  expect(wordShardsFor("bat")).toEqual(["ab"]);
  // "mahindra" (8 letters) may differ by two: lengths 6 to 10, two bands; "treo" (4) by one: 3 to 5
  expect(wordShardsFor("mahindra treo")).toEqual(["am", "at", "ba0", "ba1", "br0"]);
});

test("filler and kind words need no shard: only the words a query is matched by", () => {
  expect(wordShardsFor("treo price")).toEqual(wordShardsFor("treo"));
  expect(wordShardsFor("dealer")).toEqual([]);
  expect(wordShardsFor("")).toEqual([]);
});

test("a word neither a–z nor 0–9 in its first or second letter is filed under one shard for all such", () => {
  expect(wordShardsFor("450")).toEqual(["a4"]);
  expect(shardsOfWord("ønsker")).toEqual(["a_", "bn0"]);
});

test("every word a typo may meet is filed by its second letter too: the shortest a typo reaches and longer", () => {
  const shortest = Math.min(...Array.from({ length: 40 }, (_, n) => n).filter((n) => typoAllowance(n) > 0).map((n) => n - typoAllowance(n)));
  expect(SHORTEST_TYPO_CANDIDATE).toBe(shortest);
  expect(shardsOfWord("ab")).toEqual(["aa"]);
  expect(shardsOfWord("abc")).toEqual(["aa", "bb0"]);
  // the longest words share one shard of their second letter
  expect(shardsOfWord("a".repeat(30))).toEqual(["aa", "ba5"]);
});

test("a hit's line is in the shard of its run of documents", () => {
  expect(lineShardsFor([0, LINES_PER_SHARD - 1, LINES_PER_SHARD, 3 * LINES_PER_SHARD + 5])).toEqual(["l0", "l1", "l3"]);
});

test("a town's pages are in one bucket, the same for the same town", () => {
  expect(townShard("noida")).toBe(townShard("noida"));
  expect(Number(townShard("noida").slice(1))).toBeLessThan(TOWN_BUCKETS);
  const buckets = new Set(["noida", "lucknow", "kanpur", "delhi", "patna", "agra", "jaipur", "indore"].map(townShard));
  expect(buckets.size).toBeGreaterThan(4);
});

test("a query reads the head, its word shards, its town's bucket and its hits' lines: nothing else", async () => {
  const shards = packShards(buildIndex(sampleSearchCatalogue(10), sampleTownPages(10)));
  const asked: string[] = [];
  const source = memorySource(shards);
  const index = (await ShardedIndex.open(async (names) => (asked.push(...names), source(names))))!;
  await index.search("loader noida");
  const stored = new Set(shards.keys());
  expect(asked.filter((n) => /^[ab]/.test(n))).toEqual(wordShardsFor("loader noida").filter((n) => stored.has(n)));
  expect(asked.filter((n) => n.startsWith("t"))).toEqual([townShard("noida")]);
  expect(asked[0]).toBe("head");
  let total = 0;
  for (const bytes of shards.values()) total += bytes.byteLength;
  expect(index.bytesRead).toBeLessThan(total / 2);
});
