import { FILLER_WORDS, KIND_WORDS } from "../../../shared/glossary";
import type { SearchDoc } from "./documents";
import { DOC_KINDS, type Posting, type SearchDocs, type WordList, docOf, firstAtOrAfter, kindOf, lengthOf, wordNumber } from "./index-data";
import { editDistance, letterMask, masksRuleOut, typoAllowance, words } from "../../../shared/search/normalise";

// Reading a typed query against the index: which indexed words each typed word matches (exactly,
// as a prefix, within the typo allowance), each document's best name for them and its rank, and
// the town (and type) the query names. ./search-index.ts turns the reading into hits
// (docs/decisions/114-one-search-box.md).

const FILLERS = new Set(FILLER_WORDS.flatMap((w) => words(w)));
const KINDS = new Map(Object.entries(KIND_WORDS).flatMap(([kind, list]) => list.flatMap((w) => words(w).map((f) => [f, kind as keyof typeof KIND_WORDS] as const))));

/** How well a typed word matched: exactly, as the start of a longer word, within the typo allowance. */
const EXACT = 1;
const PREFIX = 0.75;
const TYPO = [1, 0.6, 0.45];
/** Most words a short prefix may stand for: the first in sort order are taken. */
const PREFIX_WORDS = 400;

/** The word lists that hold every match of a typed word (in sound form). */
export type ListsOf = (word: string) => readonly WordList[];

/** An indexed word a typed word matches: where its postings are, and how well it matched. */
type Match = { list: WordList; w: number; quality: number };

/** The first in sort order, each word once (a word can be in two of a query's lists). */
function inWordOrder<T extends { word: string }>(found: T[]): T[] {
  const seen = new Set<string>();
  return found
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .filter((f) => {
      if (seen.has(f.word)) return false;
      seen.add(f.word);
      return true;
    });
}

/**
 * The indexed words a typed word matches, by word, in the order the ranking notes them: the exact
 * word, the words it starts in sort order, its typos by length then in sort order. The lists are
 * the whole index, or the word's shards, which together hold every word it can match.
 */
function matchesOf(lists: readonly WordList[], word: string, last: boolean): Map<string, Match> {
  const found = new Map<string, Match>();
  const add = (list: WordList, w: number, quality: number) => {
    if (!found.has(list.words[w]!)) found.set(list.words[w]!, { list, w, quality });
  };
  const exact = lists.find((list) => wordNumber(list, word) >= 0);
  if (exact) add(exact, wordNumber(exact, word), EXACT);
  // a prefix of one letter stands for too much ("zzzz" is "j" in sound form)
  if (last && word.length >= 2) {
    const starting: { word: string; list: WordList; w: number }[] = [];
    for (const list of lists) {
      const all = list.words;
      for (let i = firstAtOrAfter(list, word), n = 0; i < all.length && n < PREFIX_WORDS && all[i]!.startsWith(word); i++, n++) starting.push({ word: all[i]!, list, w: i });
    }
    for (const s of inWordOrder(starting).slice(0, PREFIX_WORDS)) add(s.list, s.w, PREFIX);
  }
  const max = typoAllowance(word.length);
  const mask = letterMask(word);
  for (let len = word.length - max; max > 0 && len <= word.length + max; len++) {
    const near: { word: string; list: WordList; w: number; d: number }[] = [];
    for (const list of lists) {
      const ofLength = list.byLength.get(len);
      // thousands of words at scale, most ruled out by their masks alone: an indexed loop
      for (let k = 0; ofLength && k < ofLength.length; k++) {
        const w = ofLength[k]!;
        if (masksRuleOut(mask, list.masks[w]!, max)) continue;
        const candidate = list.words[w]!;
        if ((candidate[0] !== word[0] && candidate[1] !== word[1]) || found.has(candidate)) continue;
        const d = editDistance(word, candidate, max);
        if (d <= max) near.push({ word: candidate, list, w, d });
      }
    }
    for (const n of inWordOrder(near)) add(n.list, n.w, TYPO[n.d]!);
  }
  return found;
}

export type Scored = { doc: number; covered: number; quality: number; exact: boolean; mask: number; rank: number };

const KIND_WEIGHT: Record<SearchDoc["kind"], number> = { type: 6, town: 5, brand: 5, model: 4, manufacturer: 2, dealer: 1, guide: 0 };

/**
 * Each document's best name for the typed words: how many it covers, how well, whether exactly.
 * A common word ("e") has thousands of postings at scale: of several typed words, the documents
 * that can cover every word that matches anything are scored first (those the rarest such word
 * finds, and those with a name matched as one word, which covers every typed word), with every
 * type and town (a town search reads them covering some words only). When one of them, not a
 * town, covers all those words, the hits are among them (./search-index.ts shows what covers the
 * most words), and the other documents' postings are passed over.
 */
function scoreDocs(index: SearchDocs, listsOf: ListsOf, typed: readonly string[]): Scored[] {
  const n = typed.length;
  const matches = typed.map((word, i) => [...matchesOf(listsOf(word), word, i === n - 1).values()]);
  // the words typed as one ("erickshaw" for "e rickshaw") cover every typed word
  const joined = n > 1 ? typed.join("") : undefined;
  const joinedIn = joined === undefined ? undefined : listsOf(joined).find((list) => wordNumber(list, joined) >= 0);
  const whole = joinedIn ? [{ list: joinedIn, w: wordNumber(joinedIn, joined!), quality: EXACT }] : [];
  // a word that matches nothing ("n123") is covered by no document: the others decide
  const matched = matches.filter((found) => found.length > 0);
  if (matched.length > 1) {
    const count = (found: readonly Match[]) => found.reduce((sum, { list, w }) => sum + list.postingStart[w + 1]! - list.postingStart[w]!, 0);
    const rarest = matched.reduce((best, found) => (count(found) < count(best) ? found : best));
    const candidates = new Uint8Array(index.size);
    for (const { list, w } of [...rarest, ...whole]) {
      for (let k = list.postingStart[w]!, end = list.postingStart[w + 1]!; k < end; k++) candidates[docOf(list.postings[k]!)] = 1;
    }
    // a name matched as one word ("electricscooter" for "electric") covers every typed word
    for (const { list, w } of matches.flat()) {
      for (let k = list.postingStart[w]!, end = list.postingStart[w + 1]!; k < end; k++) {
        if (lengthOf(list.postings[k]!) === 0) candidates[docOf(list.postings[k]!)] = 1;
      }
    }
    const some = scoreNames(index, matches, whole, candidates);
    if (some.some((s) => s.covered >= matched.length && kindOf(index, s.doc) !== "town")) return some;
  }
  return scoreNames(index, matches, whole, null);
}

const TYPE = DOC_KINDS.indexOf("type");
const TOWN = DOC_KINDS.indexOf("town");

/**
 * The documents' best names for the words matched (`whole`: the words typed as one), of every
 * document or of the candidates, every type and town. What each name matched is kept in flat
 * arrays (a slot per name), not an object per name.
 */
function scoreNames(index: SearchDocs, matches: readonly Match[][], whole: readonly Match[], candidates: Uint8Array | null): Scored[] {
  const n = matches.length;
  // each document's slots, a list through `nextSlot` (slot + 1; 0 ends it): a document has few names
  const firstSlot = new Int32Array(index.size);
  const nextSlot: number[] = [];
  const names: number[] = [];
  const lengths: number[] = [];
  const typedWhole: boolean[] = [];
  let quality = new Float64Array(256 * n);
  const note = (p: Posting, i: number, q: number) => {
    const length = lengthOf(p);
    const id = p - length;
    const doc = docOf(p);
    let slot = firstSlot[doc]! - 1;
    while (slot >= 0 && names[slot] !== id) slot = nextSlot[slot]! - 1;
    if (slot < 0) {
      slot = names.length;
      nextSlot.push(firstSlot[doc]!);
      firstSlot[doc] = slot + 1;
      names.push(id);
      lengths.push(length);
      typedWhole.push(false);
      if ((slot + 1) * n > quality.length) {
        const grown = new Float64Array(quality.length * 2);
        grown.set(quality);
        quality = grown;
      }
    }
    const at = slot * n;
    if (length === 0) {
      // the whole name written as one word ("erickshaw"): it covers every typed word
      if (q === EXACT) typedWhole[slot] = true;
      for (let k = 0; k < n; k++) if (q > quality[at + k]!) quality[at + k] = q;
    } else {
      if (q > quality[at + i]!) quality[at + i] = q;
      lengths[slot] = length;
    }
  };
  const noteAll = ({ list, w, quality: q }: Match, i: number) => {
    const postings = list.postings;
    for (let k = list.postingStart[w]!, end = list.postingStart[w + 1]!; k < end; k++) {
      const p = postings[k]!;
      if (candidates) {
        const doc = docOf(p);
        if (candidates[doc] === 0 && index.kinds[doc] !== TYPE && index.kinds[doc] !== TOWN) continue;
      }
      note(p, i, q);
    }
  };
  matches.forEach((found, i) => found.forEach((match) => noteAll(match, i)));
  for (const match of whole) noteAll(match, 0);
  // each document once, where its first name was noted, with its best name's score
  const scored: Scored[] = [];
  const scoredAt = new Int32Array(index.size);
  for (let slot = 0; slot < names.length; slot++) {
    const doc = docOf(names[slot]!);
    let covered = 0;
    let sum = 0;
    let mask = 0;
    let allExact = true;
    for (let i = 0; i < n; i++) {
      const q = quality[slot * n + i]!;
      if (q > 0) {
        covered++;
        sum += q;
        mask |= 1 << i;
        if (q !== EXACT) allExact = false;
      }
    }
    // the name typed whole and exactly (in a type and a town typed together, each is exact)
    const exact = typedWhole[slot]! || (lengths[slot] === covered && allExact);
    const rank = rankFor(index, doc, sum / n, exact);
    const at = scoredAt[doc]! - 1;
    if (at < 0) scoredAt[doc] = scored.push({ doc, covered, quality: sum / n, exact, mask, rank });
    else if (rank > scored[at]!.rank) scored[at] = { doc, covered, quality: sum / n, exact, mask, rank };
  }
  return scored;
}

/** KIND_WEIGHT by kind number (DOC_KINDS). */
const WEIGHT_OF_KIND = DOC_KINDS.map((kind) => KIND_WEIGHT[kind]);

function rankFor(index: SearchDocs, doc: number, quality: number, exact: boolean): number {
  return 100 * quality + (exact ? 30 : 0) + 10 * index.popularity[doc]! + WEIGHT_OF_KIND[index.kinds[doc]!]!;
}

/** The words a query is matched by: not a filler ("price") nor a kind ("dealer"), at most eight. */
const typedOf = (all: readonly string[]) => all.filter((w) => !FILLERS.has(w) && !KINDS.has(w)).slice(0, 8);

/** The typed words of a text, in sound form, as `readQuery` matches them. */
export const typedWords = (text: string): string[] => typedOf(words(text));

export type Reading = { typed: string[]; wanted: Set<string>; scored: Scored[]; town?: Scored; type?: Scored };

/**
 * The typed words, the kinds asked for, each document's match, and the town (and type) named:
 * `listsOf` gives the lists that hold a typed word's matches (the whole index, or its shards).
 */
export function readQuery(index: SearchDocs, listsOf: ListsOf, text: string): Reading {
  const all = words(text);
  const wanted = new Set<string>(all.map((w) => KINDS.get(w)).filter((k) => k !== undefined));
  const typed = typedOf(all);
  if (typed.length === 0) return { typed, wanted, scored: [] };
  const full = (1 << typed.length) - 1;
  const scored = scoreDocs(index, listsOf, typed);
  // A type and a town that between them cover every typed word.
  const types = scored.filter((s) => kindOf(index, s.doc) === "type").sort((a, b) => b.rank - a.rank);
  // a town is named by whole words of three letters or more, not by the start of a word ("e")
  const townWords = (mask: number) => typed.every((w, i) => !(mask & (1 << i)) || w.length >= 3);
  const towns = scored
    .filter((s) => kindOf(index, s.doc) === "town" && townWords(s.mask) && s.quality * typed.length >= 0.6 * s.covered)
    .sort((a, b) => b.rank - a.rank);
  // the reading that matches best: a town alone, or a town and a type sharing no word
  let reading: { town: Scored; type?: Scored; quality: number } | undefined;
  for (const t of towns) {
    if (t.mask === full && (!reading || t.quality > reading.quality)) reading = { town: t, quality: t.quality };
    for (const ty of types) {
      const quality = t.quality + ty.quality;
      if ((ty.mask | t.mask) === full && (ty.mask & t.mask) === 0 && (!reading || quality > reading.quality)) reading = { town: t, type: ty, quality };
    }
  }
  return { typed, wanted, scored, town: reading?.town, type: reading?.type };
}

