// The ways of searching the catalogue that `npm --prefix tools run bench:search` measures against
// each other (docs/decisions/114-one-search-box.md, 137-search-index-per-generation.md): the index
// the Worker builds once per catalogue generation and each isolate reads in shards
// (app/features/search/rules, 143), MiniSearch (a small search library that runs in workerd) over the same
// documents, and SQLite's FTS5 in D1 (the statements here; tools/bench-search.mjs runs them in
// Miniflare's D1). All read text the same way (app/shared/search/normalise.ts), so Hindi and
// Hinglish reach each of them as the same words; what differs is the index and the matching.
// Bundled by esbuild for Node; never part of the Worker.

import MiniSearch, { type Options } from "minisearch";
import { type SearchDoc, searchDocuments } from "../../app/features/search/rules/documents";
import { packShards } from "../../app/features/search/rules/index-shards";
import { ShardedIndex, memorySource } from "../../app/features/search/rules/sharded-index";
import { buildIndex, search } from "../../app/features/search/rules/search-index";
import { words } from "../../app/shared/search/normalise";
import { sampleSearchCatalogue, sampleTownPages as allTownPages } from "../../seed/search-catalogue";

export { ShardedIndex, buildIndex, memorySource, packShards, sampleSearchCatalogue, search, searchDocuments, words };

/**
 * The sample's town pages `times` over, as the Worker reads them from its own D1: every listed
 * town of each type (docs/decisions/141; through a remote origin's contract, the first CITY_LINKS).
 */
export const sampleTownPages = (times = 1) => allTownPages(times);

/** The queries every candidate answers: the brief's examples, typos, prefixes, a miss. */
export const QUERIES = [
  "e rikshaw", "ई रिक्शा", "इ-रिक्शा", "ई-रिक्शा", "mahindra treo", "loader noida", "Noida dealer",
  "treo", "mahindr", "kinettic gren", "scooty", "लोडर", "battery", "xyzzy", "ather 450",
];

/** A document's words, one text per document, for the engines that tokenise by spaces. */
const textOf = (doc: SearchDoc) => [...new Set(doc.names.flatMap((n) => words(n)))].join(" ");

const MINI_OPTIONS: Options<{ id: number; text: string }> = {
  fields: ["text"],
  // the text is already in sound form: split on spaces only
  tokenize: (text: string) => text.split(" "),
  searchOptions: { prefix: true, fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0), combineWith: "AND" },
};

export function miniSearchOf(docs: readonly SearchDoc[]): MiniSearch<{ id: number; text: string }> {
  const mini = new MiniSearch<{ id: number; text: string }>(MINI_OPTIONS);
  mini.addAll(docs.map((doc, id) => ({ id, text: textOf(doc) })));
  return mini;
}

/** A serialised MiniSearch index loaded back (what an isolate would do with one stored in KV). */
export function loadMiniSearch(json: string): MiniSearch {
  return MiniSearch.loadJSON(json, MINI_OPTIONS);
}

export function miniSearchQuery(mini: MiniSearch, text: string): number[] {
  return mini.search(words(text).join(" ")).slice(0, 40).map((r) => Number(r.id));
}

/** FTS5 in D1: the table, the rows (the documents' words) and the query of a typed text. */
export const ftsTable = (suffix: number | string) => `CREATE VIRTUAL TABLE search_doc_${suffix} USING fts5(text, tokenize = 'unicode61')`;

export function ftsRows(docs: readonly SearchDoc[]): string[] {
  return docs.map(textOf);
}

/** Every word as a prefix, all required; FTS5 has no edit distance (typos are not matched). */
export function ftsMatch(text: string): string | null {
  const ws = words(text).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return ws.length ? ws.map((w) => `"${w}"*`).join(" AND ") : null;
}
