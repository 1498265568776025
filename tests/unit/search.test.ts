import { expect, test } from "vitest";
import { TYPE_WORDS } from "#app/shared/glossary";
import { HIT_GROUPS, groupHits } from "#app/shared/search/groups";
import { editDistance } from "#app/shared/search/normalise";
import type { SearchCatalogue } from "#app/features/search/rules/documents";
import { packShards } from "#app/features/search/rules/index-shards";
import { ShardedIndex, memorySource } from "#app/features/search/rules/sharded-index";
import { LINES_PER_SHARD } from "#app/features/search/rules/shard-rule";
import type { WordList } from "#app/features/search/rules/index-data";
import { buildIndex, search, typesInTownAsked } from "#app/features/search/rules/search-index";
import { sampleSearchCatalogue, sampleTownPages } from "../../seed/search-catalogue";

const index = buildIndex(sampleSearchCatalogue());
const towns = sampleTownPages();
const hrefs = (q: string) => search(index, q, towns).map((h) => h.href);
const first = (q: string) => search(index, q, towns)[0];

// Spelling and typo matching (how text is read: ./search-text.test.ts)

test("small typos match: one edit in a word of 4 letters or more, two in one of 8 or more, none in shorter ones", () => {
  expect(editDistance("mahindra", "mahindar", 2)).toBe(1);
  expect(first("mahindar")?.href).toBe("/brand/Mahindra");
  expect(first("ahter")?.href).toBe("/brand/Ather");
  expect(first("kinettic gren")?.href).toMatch(/^\/brand\/Kinetic-Green/);
  expect(hrefs("ola")).toContain("/brand/Ola");
  expect(hrefs("olaa")).toContain("/brand/Ola");
  expect(hrefs("xyzzy")).toEqual([]);
});

test("e-rickshaw, ई रिक्शा, इ-रिक्शा, ई-रिक्शा and e rikshaw all find the e-rickshaw type first, with its models", () => {
  for (const q of ["e rikshaw", "ई रिक्शा", "इ-रिक्शा", "ई-रिक्शा", "erickshaw", "E Rickshaw"]) {
    const hits = search(index, q, towns);
    expect(hits[0], q).toMatchObject({ kind: "type", href: "/three-wheeler/e-rickshaw", titleHi: "ई-रिक्शा" });
    expect(hits.filter((h) => h.kind === "model" && h.detail === "E Rickshaw").length, q).toBeGreaterThanOrEqual(3);
  }
});

test("Hindi and Hinglish names of the other types come from the glossary table", () => {
  expect(first("लोडर")?.href).toBe("/three-wheeler/e-rickshaw-loader");
  expect(first("स्कूटी")?.href).toBe("/two-wheeler/electric-scooter");
  expect(first("scooty")?.href).toBe("/two-wheeler/electric-scooter");
  expect(first("ई-ऑटो")?.href).toBe("/three-wheeler/electric-auto-rickshaw");
  expect(first("साइकिल")?.href).toBe("/two-wheeler/electric-cycle");
  // every type of the sample has its Hindi name in the one table
  for (const t of sampleSearchCatalogue().types) expect(TYPE_WORDS[t.typeName]?.hi, t.typeName).toBeTruthy();
});

test("a brand typed in Devanagari finds the brand", () => {
  expect(first("महिंद्रा")?.href).toBe("/brand/Mahindra");
});

// Ranking

test("a model name finds the model: mahindra treo and treo give the Treo first", () => {
  expect(first("mahindra treo")).toMatchObject({ kind: "model", href: "/brand/Mahindra/Treo" });
  expect(first("treo")).toMatchObject({ kind: "model", href: "/brand/Mahindra/Treo" });
});

test("exact before partial: the brand typed in full comes before its models; a word being typed finds what starts with it", () => {
  expect(first("mahindra")).toMatchObject({ kind: "brand", href: "/brand/Mahindra" });
  expect(first("mahin")).toMatchObject({ kind: "brand", href: "/brand/Mahindra" });
  expect(hrefs("mahin")).toContain("/brand/Mahindra/Treo");
});

/** A catalogue of a few made-up names, in the order the origin lists them (the popular first). */
function tiny(models: { brandName: string; name: string; typeName: string }[]): SearchCatalogue {
  return {
    brands: [...new Set(models.map((m) => m.brandName))].map((brandName) => ({ brandName })),
    types: [{ typeName: "e rickshaw", categoryName: "three wheeler" }, { typeName: "electric scooter", categoryName: "two wheeler" }],
    models, towns: [], dealers: [], manufacturers: [], guides: [],
  };
}

test("popular first: each type's most popular model comes before the second of another type", () => {
  const small = buildIndex(tiny([
    { brandName: "Alpha", name: "Rider", typeName: "e rickshaw" },
    { brandName: "Beta", name: "Rider", typeName: "e rickshaw" },
    { brandName: "Gamma", name: "Rider", typeName: "electric scooter" },
  ]));
  const models = search(small, "rider").filter((h) => h.kind === "model").map((h) => h.title);
  expect(models).toEqual(["Alpha Rider", "Gamma Rider", "Beta Rider"]);
});

test("exact first: a name typed whole comes before a more popular name that only contains it", () => {
  const small = buildIndex(tiny([
    { brandName: "Alpha", name: "Treo Zor", typeName: "e rickshaw" },
    { brandName: "Beta", name: "Treo", typeName: "e rickshaw" },
  ]));
  expect(search(small, "treo").filter((h) => h.kind === "model").map((h) => h.title)).toEqual(["Beta Treo", "Alpha Treo Zor"]);
});

test("popular first: of the brands starting alike, the more popular one leads", () => {
  const brands = search(index, "hero", towns).filter((h) => h.kind === "brand").map((h) => h.title);
  const order = sampleSearchCatalogue().brands.map((b) => b.brandName).filter((b) => brands.includes(b));
  expect(brands).toEqual(order);
});

test("a search names the types whose town pages it needs: the type typed with a town, every type for a town alone, none otherwise", () => {
  expect(typesInTownAsked(index, "loader noida")).toEqual(["e rickshaw loader"]);
  expect(typesInTownAsked(index, "noida")).toEqual(sampleSearchCatalogue().types.map((t) => t.typeName));
  expect(typesInTownAsked(index, "mahindra treo")).toEqual([]);
  expect(typesInTownAsked(index, "e rikshaw")).toEqual([]);
});

test("a type and a town (loader noida): that type's page in that town, then its dealers there", () => {
  const hits = search(index, "loader noida", towns);
  expect(hits[0]).toMatchObject({ kind: "typeInTown", href: "/e-rickshaw-loader/Noida", detail: "Noida" });
  expect(hits[1]).toMatchObject({ kind: "dealersInTown", href: "/city/Noida/e-rickshaw-loader-dealers" });
  const dealers = hits.filter((h) => h.kind === "dealer");
  expect(dealers.length).toBeGreaterThan(0);
  for (const d of dealers) expect(d.detail).toBe("Noida");
  expect(search(index, "e rickshaw price in noida", towns)[0]).toMatchObject({ kind: "typeInTown", href: "/e-rickshaw/Noida" });
});

test("a town and 'dealer' (Noida dealer, नोएडा डीलर): the town's dealer pages and dealers, nothing else", () => {
  for (const q of ["Noida dealer", "dealer noida", "नोएडा डीलर"]) {
    const hits = search(index, q, towns);
    expect(hits.length, q).toBeGreaterThan(0);
    expect(hits.every((h) => h.kind === "dealersInTown" || h.kind === "dealer"), q).toBe(true);
    expect(hits.filter((h) => h.kind === "dealer").every((h) => h.detail === "Noida"), q).toBe(true);
  }
});

test("a name written as one word that the word being typed starts covers every typed word: beside a rarer word, it is found too", () => {
  // "electric" starts "electricautoriksa" (electric auto rickshaw as one word) and the guide's title run together
  const found = hrefs("hero electric");
  expect(found[0]).toBe("/brand/Hero-Electric");
  expect(found).toContain("/three-wheeler/electric-auto-rickshaw");
  expect(found).toContain("/blog/golf-carts-for-resorts-and-campuses");
});

test("guides are found by their title's words", () => {
  expect(search(index, "loan emi", towns).some((h) => h.kind === "guide" && h.href === "/blog/e-rickshaw-loan-and-emi-guide")).toBe(true);
});

test("grouped suggestions: groups ordered by their best hit, each group capped", () => {
  const groups = groupHits(search(index, "ई रिक्शा", towns), 3);
  expect(groups[0]?.group).toBe("types");
  expect(groups.map((g) => g.group)).toContain("models");
  for (const g of groups) expect(g.hits.length).toBeLessThanOrEqual(3);
  expect(HIT_GROUPS.flatMap((g) => g.kinds).sort()).toEqual(["brand", "dealer", "dealersInTown", "guide", "manufacturer", "model", "town", "type", "typeInTown"]);
});

test("the index of a catalogue ten times the sample still finds the sample's names first", () => {
  const big = buildIndex(sampleSearchCatalogue(10));
  const bigTowns = sampleTownPages(10);
  expect(search(big, "mahindra treo", bigTowns)[0]).toMatchObject({ href: "/brand/Mahindra/Treo" });
  expect(search(big, "loader noida", bigTowns)[0]).toMatchObject({ href: "/e-rickshaw-loader/Noida" });
});

test("a word that matches nothing leaves the other words to decide: what covers them is found, wherever the word was typed", () => {
  const big = buildIndex(sampleSearchCatalogue(10));
  const bigTowns = sampleTownPages(10);
  const hits = search(big, "e rikshaw xqzv", bigTowns);
  expect(hits[0]).toMatchObject({ kind: "type", href: "/three-wheeler/e-rickshaw" });
  expect(hits.length).toBeGreaterThan(10);
  expect(hits.filter((h) => !/rickshaw/i.test(h.href))).toEqual([]);
  expect(search(big, "xqzv e rikshaw", bigTowns)).toEqual(hits);
});

test("a town is found by its Hindi spelling, and its hits carry the Hindi name for Hindi pages", () => {
  const hit = first("नोएडा");
  expect(hit?.kind).toBe("typeInTown");
  expect(hit?.href).toBe("/e-rickshaw/Noida");
  expect(hit?.detailHi).toBe("नोएडा");
});

// The index per catalogue generation: packed into shards for KV (a head and the shards a query
// needs, docs/decisions/143), loaded back by each isolate

/** Queries of every kind: types in both scripts, typos, prefixes, towns with and without a type, kind words, misses. */
const EVERY_KIND = [
  "e rikshaw", "ई रिक्शा", "इ-रिक्शा", "mahindra treo", "treo", "mahindr", "kinettic gren", "scooty", "लोडर", "loader noida",
  "Noida dealer", "नोएडा डीलर", "noida", "dealer", "company", "loan emi", "battery", "ather 450", "xyzzy", "e",
];

const opened = async (shards: Map<string, Uint8Array>) => (await ShardedIndex.open(memorySource(shards)))!;

test("a packed index loads back and answers every query as the index it was packed from, town pages included", async () => {
  for (const times of [1, 10]) {
    const built = buildIndex(sampleSearchCatalogue(times), sampleTownPages(times));
    const shards = packShards(built);
    // warm: one isolate answering every query in turn; cold: a new isolate for each
    const warm = await opened(shards);
    expect(warm.size).toBe(built.size);
    for (const q of EVERY_KIND) {
      expect(await warm.search(q), `${times}× ${q}`).toEqual(search(built, q));
      expect(await (await opened(shards)).search(q), `${times}× ${q}, new`).toEqual(search(built, q));
    }
    expect((await warm.search("loader noida"))[0]).toMatchObject({ kind: "typeInTown", href: "/e-rickshaw-loader/Noida" });
  }
});

test("a packed index is its whole: its word shards hold every word with all its postings, its line shards every line", async () => {
  const built = buildIndex(sampleSearchCatalogue(), towns);
  const shards = packShards(built);
  const index = await opened(shards);
  const { loadWords, loadLines } = await import("#app/features/search/rules/index-shards");
  const buffer = (name: string) => shards.get(name)!.slice().buffer as ArrayBuffer;
  const postingsOf = (list: WordList, w: number) => [...list.postings.subarray(list.postingStart[w]!, list.postingStart[w + 1]!)];
  const held = new Map<string, number[]>();
  for (const name of [...shards.keys()].filter((n) => /^[ab]/.test(n))) {
    const list = loadWords(buffer(name));
    expect(list.words, name).toEqual([...list.words].sort());
    list.words.forEach((word, w) => {
      // a word filed in two shards has the same postings in both
      if (held.has(word)) expect(postingsOf(list, w), word).toEqual(held.get(word));
      else held.set(word, postingsOf(list, w));
    });
  }
  expect([...held.keys()].sort()).toEqual(built.words);
  built.words.forEach((word, w) => expect(held.get(word), word).toEqual(postingsOf(built, w)));
  const lines = [...shards.keys()].filter((n) => n.startsWith("l")).map((n) => loadLines(buffer(n)));
  for (let d = 0; d < built.size; d++) expect(lines.find((l) => l.from <= d && d < l.from + LINES_PER_SHARD)!.line(d)).toEqual(built.lineOf(d));
  expect([...index.head.popularity]).toEqual([...built.popularity]);
});

test("a packed index of another format version is refused, not misread", async () => {
  const shards = packShards(buildIndex(sampleSearchCatalogue(), towns));
  const head = shards.get("head")!;
  const headLength = new DataView(head.buffer).getUint32(0, true);
  const header = new TextDecoder().decode(head.subarray(4, 4 + headLength)).replace(/"version":\d/, '"version":9');
  head.set(new TextEncoder().encode(header), 4);
  await expect(ShardedIndex.open(memorySource(shards))).rejects.toThrow(/version 9/);
});

test("an empty catalogue packs and loads: every search finds nothing, never an error", async () => {
  const empty = await opened(packShards(buildIndex({ brands: [], types: [], models: [], towns: [], dealers: [], manufacturers: [], guides: [] })));
  for (const q of EVERY_KIND) expect(await empty.search(q), q).toEqual([]);
});
