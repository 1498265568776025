import { FILLER_WORDS, KIND_WORDS } from "../glossary";
import { cityRoutePath } from "../rules/city-route";
import { categoryCityPath } from "../rules/paths";
import { hindiTownName } from "../rules/town";
import type { SearchCatalogue, SearchDoc } from "./documents";
import { searchDocuments } from "./documents";
import type { HitKind, SearchHit } from "./hit";
import { editDistance, typoAllowance, words } from "./normalise";

// The search index: every name of every document in sound form (./normalise.ts), as an inverted
// index of words, with the words sorted for prefixes (the last word is still being typed) and
// bucketed by length for typos. Built once from the catalogue and kept by the Worker's isolate
// (worker/search.ts); a query is a few map look-ups and one scan of the words of similar length
// (docs/decisions/114-one-search-box.md, figures in docs/BENCHMARKS.md).

/**
 * One name of one document, as one number (no object per posting: a big catalogue has tens of
 * thousands): document × 2048 + name × 32 + words in the name (0: the whole name as one word).
 */
type Posting = number;
const posting = (doc: number, name: number, length: number): Posting => doc * 2048 + Math.min(name, 63) * 32 + Math.min(length, 31);
const docOf = (p: Posting) => Math.floor(p / 2048);
const lengthOf = (p: Posting) => p % 32;

export type SearchIndex = {
  docs: readonly SearchDoc[];
  postings: ReadonlyMap<string, readonly Posting[]>;
  /** Every indexed word, sorted: a prefix is a range. */
  sorted: readonly string[];
  byLength: ReadonlyMap<number, readonly string[]>;
};

/**
 * The towns where a type has its price page and its dealers' page (the type screen's city
 * links), by type name: read only for the types a search names with a town
 * (`typesInTownAsked`), so building the index does not need every type's lists.
 */
export type TownPages = ReadonlyMap<string, { priceTowns: readonly string[]; dealerTowns: readonly string[] }>;

export function buildIndex(catalogue: SearchCatalogue): SearchIndex {
  const docs = searchDocuments(catalogue);
  const postings = new Map<string, Posting[]>();
  const add = (word: string, posting: Posting) => {
    const list = postings.get(word);
    if (list) list.push(posting);
    else postings.set(word, [posting]);
  };
  docs.forEach((doc, d) =>
    doc.names.forEach((name, n) => {
      const ws = [...new Set(words(name))];
      for (const w of ws) add(w, posting(d, n, ws.length));
      // "erickshaw" typed as one word meets "e rickshaw"
      if (ws.length > 1) add(ws.join(""), posting(d, n, 0));
    }),
  );
  const sorted = [...postings.keys()].sort();
  const byLength = new Map<number, string[]>();
  for (const w of sorted) {
    const bucket = byLength.get(w.length);
    if (bucket) bucket.push(w);
    else byLength.set(w.length, [w]);
  }
  return { docs, postings, sorted, byLength };
}

const FILLERS = new Set(FILLER_WORDS.flatMap((w) => words(w)));
const KINDS = new Map(Object.entries(KIND_WORDS).flatMap(([kind, list]) => list.flatMap((w) => words(w).map((f) => [f, kind as keyof typeof KIND_WORDS] as const))));

/** How well a typed word matched: exactly, as the start of a longer word, within the typo allowance. */
const EXACT = 1;
const PREFIX = 0.75;
const TYPO = [1, 0.6, 0.45];
/** Most words a short prefix may stand for: the first in sort order are taken. */
const PREFIX_WORDS = 400;

/** The indexed words a typed word matches, with how well. */
function matchesOf(index: SearchIndex, word: string, last: boolean): Map<string, number> {
  const found = new Map<string, number>();
  if (index.postings.has(word)) found.set(word, EXACT);
  // a prefix of one letter stands for too much ("zzzz" is "j" in sound form)
  if (last && word.length >= 2) {
    let lo = 0;
    let hi = index.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (index.sorted[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < index.sorted.length && n < PREFIX_WORDS && index.sorted[i]!.startsWith(word); i++, n++) {
      if (!found.has(index.sorted[i]!)) found.set(index.sorted[i]!, PREFIX);
    }
  }
  const max = typoAllowance(word.length);
  for (let len = word.length - max; max > 0 && len <= word.length + max; len++) {
    for (const candidate of index.byLength.get(len) ?? []) {
      if (found.has(candidate) || candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
      const d = editDistance(word, candidate, max);
      if (d <= max) found.set(candidate, TYPO[d]!);
    }
  }
  return found;
}

type Scored = { doc: number; covered: number; quality: number; exact: boolean; mask: number };

const KIND_WEIGHT: Record<SearchDoc["kind"], number> = { type: 6, town: 5, brand: 5, model: 4, manufacturer: 2, dealer: 1, guide: 0 };

/** Each document's best name for the typed words: how many it covers, how well, whether exactly. */
function scoreDocs(index: SearchIndex, typed: readonly string[]): Scored[] {
  const n = typed.length;
  const perName = new Map<number, { quality: Float64Array; length: number; whole: boolean }>();
  const note = (p: Posting, i: number, q: number) => {
    const length = lengthOf(p);
    const id = p - length;
    let entry = perName.get(id);
    if (!entry) perName.set(id, (entry = { quality: new Float64Array(n), length, whole: false }));
    if (length === 0) {
      // the whole name written as one word ("erickshaw"): it covers every typed word
      if (q === EXACT) entry.whole = true;
      for (let k = 0; k < n; k++) if (q > entry.quality[k]!) entry.quality[k] = q;
    } else if (q > entry.quality[i]!) entry.quality[i] = q;
    if (length > 0) entry.length = length;
  };
  typed.forEach((word, i) => {
    for (const [w, q] of matchesOf(index, word, i === n - 1)) for (const p of index.postings.get(w) ?? []) note(p, i, q);
  });
  if (n > 1) for (const p of index.postings.get(typed.join("")) ?? []) note(p, 0, EXACT);
  const best = new Map<number, Scored>();
  for (const [id, { quality, length, whole }] of perName) {
    const doc = docOf(id);
    let covered = 0;
    let sum = 0;
    let mask = 0;
    quality.forEach((q, i) => {
      if (q > 0) {
        covered++;
        sum += q;
        mask |= 1 << i;
      }
    });
    // the name typed whole and exactly (in a type and a town typed together, each is exact)
    const exact = whole || (length === covered && quality.every((q) => q === 0 || q === EXACT));
    const scored = { doc, covered, quality: sum / n, exact, mask };
    const kept = best.get(doc);
    if (!kept || rankOf(scored, index) > rankOf(kept, index)) best.set(doc, scored);
  }
  return [...best.values()];
}

function rankOf(s: Scored, index: SearchIndex): number {
  const doc = index.docs[s.doc]!;
  return 100 * s.quality + (s.exact ? 30 : 0) + 10 * doc.popularity + KIND_WEIGHT[doc.kind];
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
  const types = scored.filter((s) => index.docs[s.doc]!.kind === "type").sort((a, b) => rankOf(b, index) - rankOf(a, index));
  // a town is named by whole words of three letters or more, not by the start of a word ("e")
  const townWords = (mask: number) => typed.every((w, i) => !(mask & (1 << i)) || w.length >= 3);
  const towns = scored
    .filter((s) => index.docs[s.doc]!.kind === "town" && townWords(s.mask) && s.quality * typed.length >= 0.6 * s.covered)
    .sort((a, b) => rankOf(b, index) - rankOf(a, index));
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

/**
 * The types whose town pages a search needs (TownPages): the type named with a town, or every
 * type when a town is named alone; none for any other search.
 */
export function typesInTownAsked(index: SearchIndex, text: string): string[] {
  const { town, type } = readQuery(index, text);
  if (!town) return [];
  return type ? [index.docs[type.doc]!.types![0]!] : index.docs.filter((d) => d.kind === "type").map((d) => d.types![0]!);
}

/**
 * The hits for a typed text, best first: exact names before partial ones, then the popular.
 * A type and a town typed together ("loader noida") give that type's page and dealers in that
 * town first (from `townPages`); a town alone, its types' pages; "dealer" (डीलर, showroom)
 * keeps dealers.
 */
export function search(index: SearchIndex, text: string, townPages: TownPages = new Map()): SearchHit[] {
  const { typed, wanted, scored, town, type } = readQuery(index, text);
  if (typed.length === 0) return wanted.size ? popularOf(index, wanted) : [];
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  const push = (hit: SearchHit) => {
    if (!seen.has(hit.href)) {
      seen.add(hit.href);
      hits.push(hit);
    }
  };

  if (town) {
    const townName = index.docs[town.doc]!.town!;
    const here = (list: readonly string[] | undefined) => list?.find((t) => t.toLowerCase() === townName.toLowerCase());
    const top = 1000 + rankOf(town, index);
    const typeDocs = type ? [index.docs[type.doc]!] : index.docs.filter((d) => d.kind === "type");
    let n = 0;
    for (const t of typeDocs) {
      if (n >= (type ? 1 : TOWN_TYPES)) break;
      const typeName = t.types![0]!;
      const price = here(townPages.get(typeName)?.priceTowns);
      const dealers = here(townPages.get(typeName)?.dealerTowns);
      const where = price ?? dealers ?? townName;
      const base = { title: t.title, titleHi: t.titleHi, detail: where, detailHi: hindiTownName(where) ?? undefined, score: top - n };
      if (price && !wanted.has("dealer")) push({ ...base, kind: "typeInTown", href: categoryCityPath(typeName, price) });
      if (dealers) push({ ...base, kind: "dealersInTown", href: cityRoutePath(dealers, `${typeName} dealers`), score: top - n - 0.5 });
      if (price || dealers) n++;
    }
    // the town's dealers (of that type), active first
    const typeName = type ? index.docs[type.doc]!.types![0] : undefined;
    index.docs
      .filter((d) => d.kind === "dealer" && d.town?.toLowerCase() === townName.toLowerCase() && (!typeName || d.types?.includes(typeName)))
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, PER_KIND)
      .forEach((d) => push(hitOf(d, top - 10 + d.popularity)));
    if (type) push(hitOf(index.docs[type.doc]!, top - 20));
  }
  const townFound = hits.length > 0;

  // Everything else that covers every typed word; when nothing does, what covers the most.
  const most = Math.max(0, ...scored.filter((s) => index.docs[s.doc]!.kind !== "town").map((s) => s.covered));
  if (townFound && most < typed.length) return capPerKind(hits);
  const rest = scored
    .filter((s) => s.covered === most && most > 0 && index.docs[s.doc]!.kind !== "town")
    .filter((s) => wanted.size === 0 || wanted.has(index.docs[s.doc]!.kind as never))
    .sort((a, b) => rankOf(b, index) - rankOf(a, index));
  for (const s of rest) {
    const doc = index.docs[s.doc]!;
    const score = rankOf(s, index) - (most < typed.length ? 50 : 0);
    push(hitOf(doc, score));
    // a type named exactly brings its popular models along ("ई रिक्शा": the type, then its models)
    if (doc.kind === "type" && s.exact && s.covered === typed.length && wanted.size === 0) {
      index.docs
        .filter((m) => m.kind === "model" && m.types?.[0] === doc.types![0])
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, TYPE_MODELS)
        .forEach((m, i) => push(hitOf(m, score - 1 - i / 10)));
    }
  }
  return capPerKind(hits.sort((a, b) => b.score - a.score));
}

function hitOf(doc: SearchDoc, score: number): SearchHit {
  const kind = doc.kind as Exclude<HitKind, "typeInTown" | "dealersInTown">;
  const hit: SearchHit = { kind, title: doc.title, href: doc.href, score: Math.round(score * 100) / 100 };
  if (doc.titleHi) hit.titleHi = doc.titleHi;
  if (doc.detail) hit.detail = doc.detail;
  if (doc.detailHi) hit.detailHi = doc.detailHi;
  return hit;
}

/** "dealer" alone: the most popular of the kinds asked for. */
function popularOf(index: SearchIndex, wanted: ReadonlySet<string>): SearchHit[] {
  return capPerKind(
    index.docs
      .filter((d) => wanted.has(d.kind))
      .sort((a, b) => b.popularity - a.popularity)
      .map((d) => hitOf(d, 10 * d.popularity)),
  );
}

function capPerKind(hits: readonly SearchHit[]): SearchHit[] {
  const count = new Map<string, number>();
  return hits
    .filter((h) => {
      const n = (count.get(h.kind) ?? 0) + 1;
      count.set(h.kind, n);
      return n <= PER_KIND;
    })
    .slice(0, MOST_HITS);
}
