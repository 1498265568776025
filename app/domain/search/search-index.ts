import { FILLER_WORDS, KIND_WORDS } from "../glossary";
import { cityRoutePath } from "../rules/city-route";
import { categoryCityPath } from "../rules/paths";
import { hindiTownName } from "../rules/town";
import type { SearchDoc } from "./documents";
import type { HitKind, SearchHit } from "./hit";
import {
  type Posting,
  type SearchIndex,
  type TownPages,
  buildIndex,
  firstAtOrAfter,
  kindOf,
  shownOf,
  typesOf,
  wordNumber,
} from "./index-data";
import { editDistance, typoAllowance, words } from "./normalise";

// The search: a query is a few binary searches in the index's sorted words and one scan of the
// words of similar length (./index-data.ts; docs/decisions/114-one-search-box.md, figures in
// docs/BENCHMARKS.md).

export { buildIndex, type SearchIndex, type TownPages };

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

type Scored = { doc: number; covered: number; quality: number; exact: boolean; mask: number; rank: number };

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

const PER_KIND = 8;
const MOST_HITS = 40;
const TOWN_TYPES = 4;
const TYPE_MODELS = 4;

type Reading = { typed: string[]; wanted: Set<string>; scored: Scored[]; town?: Scored; type?: Scored };

/** The typed words, the kinds asked for, each document's match, and the town (and type) named. */
function readQuery(index: SearchIndex, text: string): Reading {
  const all = words(text);
  const wanted = new Set<string>(all.map((w) => KINDS.get(w)).filter((k) => k !== undefined));
  const typed = all.filter((w) => !FILLERS.has(w) && !KINDS.has(w)).slice(0, 8);
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

/** A document's type (a type's own name, a model's type): its first. */
const typeOf = (index: SearchIndex, d: number): string | undefined =>
  index.typeStart[d + 1]! > index.typeStart[d]! ? index.typeNames[index.typeIds[index.typeStart[d]!]!] : undefined;

/**
 * The types whose town pages a search needs (TownPages): the type named with a town, or every
 * type when a town is named alone; none for any other search.
 */
export function typesInTownAsked(index: SearchIndex, text: string): string[] {
  const { town, type } = readQuery(index, text);
  if (!town) return [];
  return (type ? [type.doc] : index.typeDocs).map((d) => typeOf(index, d)!);
}

/** A hit found, not yet shown: a document (read when it is kept) or a town's page. */
type Found = { kind: HitKind; score: number; doc: number } | { kind: HitKind; score: number; hit: SearchHit };

/**
 * The hits for a typed text, best first: exact names before partial ones, then the popular.
 * A type and a town typed together ("loader noida") give that type's page and dealers in that
 * town first (from `townPages`, by default the ones the index was built with); a town alone, its
 * types' pages; "dealer" (डीलर, showroom) keeps dealers.
 */
export function search(index: SearchIndex, text: string, townPages: TownPages = index.townPages): SearchHit[] {
  const { typed, wanted, scored, town, type } = readQuery(index, text);
  if (typed.length === 0) return wanted.size ? popularOf(index, wanted) : [];
  const found: Found[] = [];
  const seen = new Set<string | number>();
  const push = (f: Found) => {
    const key = "doc" in f ? f.doc : f.hit.href;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(f);
    }
  };
  const pushDoc = (doc: number, score: number) => push({ kind: kindOf(index, doc) as HitKind, score: Math.round(score * 100) / 100, doc });

  if (town) {
    const townName = shownOf(index, town.doc).title;
    const here = (list: readonly string[] | undefined) => list?.find((t) => t.toLowerCase() === townName.toLowerCase());
    const top = 1000 + town.rank;
    let n = 0;
    for (const t of type ? [type.doc] : index.typeDocs) {
      if (n >= (type ? 1 : TOWN_TYPES)) break;
      const typeName = typeOf(index, t)!;
      const { title, titleHi } = shownOf(index, t);
      const price = here(townPages.get(typeName)?.priceTowns);
      const dealers = here(townPages.get(typeName)?.dealerTowns);
      const where = price ?? dealers ?? townName;
      const base = { title, titleHi, detail: where, detailHi: hindiTownName(where) ?? undefined, score: top - n };
      if (price && !wanted.has("dealer")) push({ kind: "typeInTown", score: base.score, hit: { ...base, kind: "typeInTown", href: categoryCityPath(typeName, price) } });
      if (dealers) push({ kind: "dealersInTown", score: top - n - 0.5, hit: { ...base, kind: "dealersInTown", href: cityRoutePath(dealers, `${typeName} dealers`), score: top - n - 0.5 } });
      if (price || dealers) n++;
    }
    // the town's dealers (of that type), active first
    const typeName = type ? typeOf(index, type.doc) : undefined;
    const townId = index.townOf[town.doc]!;
    const dealers: number[] = [];
    for (let d = 0; d < index.size; d++) {
      if (kindOf(index, d) === "dealer" && index.townOf[d] === townId && (!typeName || typesOf(index, d).includes(typeName))) dealers.push(d);
    }
    for (const d of byPopularity(index, dealers).slice(0, PER_KIND)) pushDoc(d, top - 10 + index.popularity[d]!);
    if (type) pushDoc(type.doc, top - 20);
  }
  const townFound = found.length > 0;

  // Everything else that covers every typed word; when nothing does, what covers the most.
  let most = 0;
  for (const s of scored) if (kindOf(index, s.doc) !== "town" && s.covered > most) most = s.covered;
  if (townFound && most < typed.length) return shown(index, capPerKind(found));
  const rest = scored
    .filter((s) => s.covered === most && most > 0 && kindOf(index, s.doc) !== "town")
    .filter((s) => wanted.size === 0 || wanted.has(kindOf(index, s.doc)))
    .sort((a, b) => b.rank - a.rank);
  for (const s of rest) {
    const score = s.rank - (most < typed.length ? 50 : 0);
    pushDoc(s.doc, score);
    // a type named exactly brings its popular models along ("ई रिक्शा": the type, then its models)
    if (kindOf(index, s.doc) === "type" && s.exact && s.covered === typed.length && wanted.size === 0) {
      const typeName = typeOf(index, s.doc);
      const models: number[] = [];
      for (let m = 0; m < index.size; m++) if (kindOf(index, m) === "model" && typeOf(index, m) === typeName) models.push(m);
      byPopularity(index, models)
        .slice(0, TYPE_MODELS)
        .forEach((m, i) => pushDoc(m, score - 1 - i / 10));
    }
  }
  return shown(index, capPerKind(found.sort((a, b) => b.score - a.score)));
}

/** Most popular first; of equal popularity, the catalogue's order. */
const byPopularity = (index: SearchIndex, docs: number[]) => docs.sort((a, b) => index.popularity[b]! - index.popularity[a]! || a - b);

/** The hits kept, as shown: only now is each document's line read. */
function shown(index: SearchIndex, found: readonly Found[]): SearchHit[] {
  return found.map((f) => ("hit" in f ? f.hit : hitOf(index, f.doc, f.score)));
}

function hitOf(index: SearchIndex, d: number, score: number): SearchHit {
  const doc = shownOf(index, d);
  const hit: SearchHit = { kind: kindOf(index, d) as HitKind, title: doc.title, href: doc.href, score };
  if (doc.titleHi) hit.titleHi = doc.titleHi;
  if (doc.detail) hit.detail = doc.detail;
  if (doc.detailHi) hit.detailHi = doc.detailHi;
  return hit;
}

/** "dealer" alone: the most popular of the kinds asked for. */
function popularOf(index: SearchIndex, wanted: ReadonlySet<string>): SearchHit[] {
  const docs: number[] = [];
  for (let d = 0; d < index.size; d++) if (wanted.has(kindOf(index, d))) docs.push(d);
  const found = byPopularity(index, docs).map((doc): Found => ({ kind: kindOf(index, doc) as HitKind, score: Math.round(10 * index.popularity[doc]! * 100) / 100, doc }));
  return shown(index, capPerKind(found));
}

function capPerKind<T extends { kind: string }>(hits: readonly T[]): T[] {
  const count = new Map<string, number>();
  return hits
    .filter((h) => {
      const n = (count.get(h.kind) ?? 0) + 1;
      count.set(h.kind, n);
      return n <= PER_KIND;
    })
    .slice(0, MOST_HITS);
}
