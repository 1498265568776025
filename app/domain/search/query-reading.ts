import { FILLER_WORDS, KIND_WORDS } from "../glossary";
import type { SearchDoc } from "./documents";
import { type Posting, type SearchIndex, firstAtOrAfter, kindOf, wordNumber } from "./index-data";
import { editDistance, typoAllowance, words } from "./normalise";

// Reading a typed query against the index: which indexed words each typed word matches (exactly,
// as a prefix, within the typo allowance), each document's best name for them and its rank, and
// the town (and type) the query names. ./search-index.ts turns the reading into hits
// (docs/decisions/114-one-search-box.md).

const docOf = (p: Posting) => Math.floor(p / 2048);
const lengthOf = (p: Posting) => p % 32;

const FILLERS = new Set(FILLER_WORDS.flatMap((w) => words(w)));
const KINDS = new Map(Object.entries(KIND_WORDS).flatMap(([kind, list]) => list.flatMap((w) => words(w).map((f) => [f, kind as keyof typeof KIND_WORDS] as const))));

/** How well a typed word matched: exactly, as the start of a longer word, within the typo allowance. */
const EXACT = 1;
const PREFIX = 0.75;
const TYPO = [1, 0.6, 0.45];
/** Most words a short prefix may stand for: the first in sort order are taken. */
const PREFIX_WORDS = 400;

/** The indexed words (by number) a typed word matches, with how well. */
function matchesOf(index: SearchIndex, word: string, last: boolean): Map<number, number> {
  const found = new Map<number, number>();
  const exact = wordNumber(index, word);
  if (exact >= 0) found.set(exact, EXACT);
  // a prefix of one letter stands for too much ("zzzz" is "j" in sound form)
  if (last && word.length >= 2) {
    const all = index.words;
    for (let i = firstAtOrAfter(index, word), n = 0; i < all.length && n < PREFIX_WORDS && all[i]!.startsWith(word); i++, n++) {
      if (!found.has(i)) found.set(i, PREFIX);
    }
  }
  const max = typoAllowance(word.length);
  for (let len = word.length - max; max > 0 && len <= word.length + max; len++) {
    for (const w of index.byLength.get(len) ?? []) {
      const candidate = index.words[w]!;
      if (found.has(w) || candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      const d = editDistance(word, candidate, max);
      if (d <= max) found.set(w, TYPO[d]!);
    }
  }
  return found;
}

export type Scored = { doc: number; covered: number; quality: number; exact: boolean; mask: number; rank: number };

const KIND_WEIGHT: Record<SearchDoc["kind"], number> = { type: 6, town: 5, brand: 5, model: 4, manufacturer: 2, dealer: 1, guide: 0 };

/**
 * Each document's best name for the typed words: how many it covers, how well, whether exactly.
 * A common word ("e") has tens of thousands of postings at scale: what each name matched is kept
 * in flat arrays (a slot per name), not an object per name.
 */
function scoreDocs(index: SearchIndex, typed: readonly string[]): Scored[] {
  const n = typed.length;
  const slots = new Map<number, number>();
  const names: number[] = [];
  const lengths: number[] = [];
  const whole: boolean[] = [];
  let quality = new Float64Array(256 * n);
  const note = (p: Posting, i: number, q: number) => {
    const length = lengthOf(p);
    const id = p - length;
    let slot = slots.get(id);
    if (slot === undefined) {
      slot = names.length;
      slots.set(id, slot);
      names.push(id);
      lengths.push(length);
      whole.push(false);
      if ((slot + 1) * n > quality.length) {
        const grown = new Float64Array(quality.length * 2);
        grown.set(quality);
        quality = grown;
      }
    }
    const at = slot * n;
    if (length === 0) {
      // the whole name written as one word ("erickshaw"): it covers every typed word
      if (q === EXACT) whole[slot] = true;
      for (let k = 0; k < n; k++) if (q > quality[at + k]!) quality[at + k] = q;
    } else {
      if (q > quality[at + i]!) quality[at + i] = q;
      lengths[slot] = length;
    }
  };
  const noteAll = (w: number, i: number, q: number) => {
    const postings = index.postings;
    for (let k = index.postingStart[w]!, end = index.postingStart[w + 1]!; k < end; k++) note(postings[k]!, i, q);
  };
  typed.forEach((word, i) => {
    for (const [w, q] of matchesOf(index, word, i === n - 1)) noteAll(w, i, q);
  });
  const joined = n > 1 ? wordNumber(index, typed.join("")) : -1;
  if (joined >= 0) noteAll(joined, 0, EXACT);
  const best = new Map<number, Scored>();
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
    const exact = whole[slot]! || (lengths[slot] === covered && allExact);
    const rank = rankFor(index, doc, sum / n, exact);
    const kept = best.get(doc);
    if (!kept || rank > kept.rank) best.set(doc, { doc, covered, quality: sum / n, exact, mask, rank });
  }
  return [...best.values()];
}

function rankFor(index: SearchIndex, doc: number, quality: number, exact: boolean): number {
  return 100 * quality + (exact ? 30 : 0) + 10 * index.popularity[doc]! + KIND_WEIGHT[kindOf(index, doc)];
}

/** The words a query is matched by: not a filler ("price") nor a kind ("dealer"), at most eight. */
const typedOf = (all: readonly string[]) => all.filter((w) => !FILLERS.has(w) && !KINDS.has(w)).slice(0, 8);

/** The typed words of a text, in sound form, as `readQuery` matches them. */
export const typedWords = (text: string): string[] => typedOf(words(text));

export type Reading = { typed: string[]; wanted: Set<string>; scored: Scored[]; town?: Scored; type?: Scored };

/** The typed words, the kinds asked for, each document's match, and the town (and type) named. */
export function readQuery(index: SearchIndex, text: string): Reading {
  const all = words(text);
  const wanted = new Set<string>(all.map((w) => KINDS.get(w)).filter((k) => k !== undefined));
  const typed = typedOf(all);
  if (typed.length === 0) return { typed, wanted, scored: [] };
  const full = (1 << typed.length) - 1;
  const scored = scoreDocs(index, typed);
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

