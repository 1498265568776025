import { typoAllowance } from "../../../shared/search/normalise";
import { typedWords } from "./query-reading";

// Which shards of the packed index a query needs (docs/decisions/143-search-index-in-shards.md).
// The index is stored as a small head (what every search reads of every document: its kind,
// popularity, town and types) and shards a query loads as it needs them:
// - words, by their first letter (`a` + letter): a typed word's exact match, the words it starts
//   (the last word typed) and its typos with the same first letter;
// - words again, by their second letter and length (`b` + letter + band of lengths), for a typo
//   whose first letter differs (the typo rule takes a word of similar length with the same first OR
//   second letter);
// - the lines hits show (`l` + number), a run of documents each, read for the hits kept;
// - the town pages of the towns in one bucket (`t` + number), read when the query names a town.
// The words of the shards a query loads are every word the whole index would match for it, so a
// search answers exactly as it would from the whole index.

/** The letter a word is filed under: a–z and 0–9 as themselves, every other character as one. */
const letter = (ch: string | undefined) => (ch !== undefined && /^[a-z0-9]$/.test(ch) ? ch : "_");

/** The shard of the words starting as `word` does. */
export const firstLetterShard = (word: string) => `a${letter(word[0])}`;

/**
 * The shortest word a typo can meet: the shortest typed word allowed a typo (typoAllowance) less
 * the letters it may differ by. Shorter words are filed by their first letter only.
 */
export const SHORTEST_TYPO_CANDIDATE = 3;

/** Word lengths a second-letter shard holds together: a typo's reach (±1, ±2) is one or two bands. */
const BAND = 4;
/** Words this long or longer share their second letter's last band. */
const LONGEST_APART = 23;

/** The shard of the words of this length's band whose second letter is `word`'s. */
export const secondLetterShard = (word: string, length = word.length) =>
  `b${letter(word[1])}${Math.floor((Math.min(length, LONGEST_APART) - SHORTEST_TYPO_CANDIDATE) / BAND)}`;

/** The word shards an indexed word is filed in. */
export function shardsOfWord(word: string): string[] {
  return word.length >= SHORTEST_TYPO_CANDIDATE ? [firstLetterShard(word), secondLetterShard(word)] : [firstLetterShard(word)];
}

/**
 * The word shards a typed word (in sound form) needs: its first letter's, and where a typo is
 * allowed (a long enough word) its second letter's at each length a typo may reach.
 */
export function shardsOfTyped(word: string): string[] {
  const shards = [firstLetterShard(word)];
  const max = typoAllowance(word.length);
  for (let length = Math.max(SHORTEST_TYPO_CANDIDATE, word.length - max); max > 0 && length <= word.length + max; length++) {
    const name = secondLetterShard(word, length);
    if (!shards.includes(name)) shards.push(name);
  }
  return shards;
}

/**
 * The word shards a query needs: each typed word's. The words typed as one ("erickshaw") start
 * as the first word: its first letter's shard holds them.
 */
export const wordShardsFor = (text: string): string[] => [...new Set(typedWords(text).flatMap(shardsOfTyped))].sort();

/** Documents a line shard holds: a hit's line is one short read, a query's hits a few. */
export const LINES_PER_SHARD = 512;
export const lineShard = (doc: number) => `l${Math.floor(doc / LINES_PER_SHARD)}`;

/** The line shards the documents found need. */
export const lineShardsFor = (docs: readonly number[]): string[] => [...new Set(docs.map(lineShard))].sort();

/** Buckets of towns' pages: a few KB each at a hundred times the sample. */
export const TOWN_BUCKETS = 64;

/** The bucket of a town (in lower case, as the index holds it): a string hash, the same everywhere. */
export function townShard(town: string): string {
  let hash = 0;
  for (let i = 0; i < town.length; i++) hash = (Math.imul(hash, 31) + town.charCodeAt(i)) >>> 0;
  return `t${hash % TOWN_BUCKETS}`;
}
