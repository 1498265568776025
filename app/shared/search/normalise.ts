// How the search reads text: what a visitor typed and the catalogue's names are brought to one
// form before they are compared, so that "ई-रिक्शा", "इ रिक्शा", "E-Rickshaw" and "e rikshaw" meet.
// Devanagari is written out in Latin letters the way Hinglish spells it (महिंद्रा → mahindra),
// then both scripts go through one sound fold (sh → s, w → v, ee → i, doubled letters once) that
// absorbs the usual spelling differences. Pure functions, shared by the Worker and the tests.

/** The longest search text read; a longer one is refused with a message, not cut silently. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The text as typed, made safe and plain: Unicode NFKC (fullwidth letters, compatibility
 * forms), control and format characters and lone surrogates removed, spaces collapsed. What is
 * left is what the visitor sees echoed back and what the search is cached by.
 */
export function cleanQuery(raw: string): string {
  return (
    raw
      // lone surrogates (a broken encoding) cannot be normalised: dropped first
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
      .normalize("NFKC")
      // controls, zero-width and bidirectional marks, the replacement character of a bad byte
      .replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const CONSONANTS: Record<string, string> = {
  क: "k", ख: "kh", ग: "g", घ: "gh", ङ: "n", च: "ch", छ: "chh", ज: "j", झ: "jh", ञ: "n",
  ट: "t", ठ: "th", ड: "d", ढ: "dh", ण: "n", त: "t", थ: "th", द: "d", ध: "dh", न: "n",
  प: "p", फ: "ph", ब: "b", भ: "bh", म: "m", य: "y", र: "r", ल: "l", व: "v", श: "sh",
  ष: "sh", स: "s", ह: "h", ळ: "l", क़: "k", ख़: "kh", ग़: "g", ज़: "z", ड़: "r", ढ़: "rh", फ़: "f",
};
const VOWELS: Record<string, string> = {
  अ: "a", आ: "a", इ: "i", ई: "i", उ: "u", ऊ: "u", ऋ: "ri", ए: "e", ऐ: "ai", ओ: "o", औ: "au", ऑ: "o", ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o", "ौ": "au", "ॉ": "o", "ॅ": "e",
};
const VIRAMA = "्";
const DEVANAGARI = /[\u0900-\u097F]/;
const NUKTA = "़";

/**
 * Devanagari in Latin letters as Hinglish writes it: a consonant carries its "a" unless a vowel
 * sign or a virama follows, and not at the end of a word (कानपुर → kanapur, close enough for the
 * typo rule); anusvara and chandrabindu are "n". Other characters pass unchanged.
 */
export function romanise(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  const chars = [...text.normalize("NFC")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    let ch = chars[i]!;
    if (chars[i + 1] === NUKTA) ch += chars[++i];
    const consonant = CONSONANTS[ch] ?? CONSONANTS[ch.replace(NUKTA, "")];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      const endsWord = next === undefined || !/[\u0900-\u097F]/.test(next);
      if (!endsWord && next !== VIRAMA && !(next! in SIGNS)) out += "a";
      continue;
    }
    if (ch in VOWELS) out += VOWELS[ch];
    else if (ch in SIGNS) out += SIGNS[ch];
    else if (ch === "ं" || ch === "ँ") out += "n";
    else if (ch === "ः") out += "h";
    else if (ch === VIRAMA || ch === NUKTA || ch === "\u200D" || ch === "\u200C") continue;
    else out += ch;
  }
  return out;
}

/**
 * One word in the search's sound form: Latin letters without accents, aspirates and doubled
 * letters once, the usual Hinglish spellings of one sound made one (rickshaw, rikshaw, riksha →
 * riksa). Applied alike to what is typed and to the catalogue, so only its consistency matters.
 */
export function foldWord(word: string): string {
  let w = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  w = w
    .replace(/ck/g, "k")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/ph/g, "f")
    .replace(/([kgcjtdpbsr])h/g, "$1")
    .replace(/ee|ii/g, "i")
    .replace(/oo|uu/g, "u")
    .replace(/(.)\1+/g, "$1")
    .replace(/(?<=.)(av|ah)$/, "a");
  // the one-letter "e" of e-rickshaw, typed ई or इ in Hindi
  return w === "i" ? "e" : w;
}

/** The words of a text in sound form: both scripts, split at anything that is not a letter or digit. */
export function words(text: string): string[] {
  return romanise(cleanQuery(text).toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(folded)
    .filter(Boolean);
}

// The same words come back again and again (brand names in every model's name, "e", "rickshaw"):
// each is folded once per isolate. Bounded: only what fits is kept.
const FOLDED_KEPT = 20_000;
const foldedWords = new Map<string, string>();
function folded(word: string): string {
  let f = foldedWords.get(word);
  if (f === undefined) {
    f = foldWord(word);
    if (foldedWords.size < FOLDED_KEPT) foldedWords.set(word, f);
  }
  return f;
}

/** How many edits apart two words may be and still match: none for short words. */
export function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * The optimal string alignment distance of two words (insert, delete, replace, swap two
 * neighbours), or `max + 1` as soon as it must exceed `max`. Three rows reused across calls: a
 * query compares one word with thousands.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (lettersApart(a, b) > max) return max + 1;
  const n = b.length + 1;
  if (rows[0]!.length < n) rows = [new Int32Array(n * 2), new Int32Array(n * 2), new Int32Array(n * 2)];
  let [prev2, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}
let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * How many letters one word has that the other lacks (counted with repeats), the more of the two
 * ways: each needs an edit of its own (a swap of two needs none), so it never exceeds the edit
 * distance, and rules out most words a query is compared with in one pass. 0 (no help) for a word
 * with characters past ASCII.
 */
function lettersApart(a: string, b: string): number {
  const counts = letterCounts;
  let ascii = true;
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i);
    if (c < 128) counts[c]!++;
    else ascii = false;
  }
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    if (c < 128) counts[c]!--;
    else ascii = false;
  }
  // each letter's surplus read once, then cleared for the next call
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < a.length + b.length; i++) {
    const c = i < a.length ? a.charCodeAt(i) : b.charCodeAt(i - a.length);
    if (c >= 128) continue;
    const n = counts[c]!;
    if (n > 0) more += n;
    else fewer -= n;
    counts[c] = 0;
  }
  return ascii ? Math.max(more, fewer) : 0;
}
const letterCounts = new Int32Array(128);

/**
 * Which letters a word has, a bit each: a–z their own, digits and every other character sharing
 * the last few bits. Stored with each indexed word, so a typo scan rules out most words with two
 * integer operations before it reads a letter of them (masksApart).
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 + (c % 4) : 30 + (c % 2));
  }
  return mask >>> 0;
}

/**
 * Whether two words' masks show more than `max` letters one has that the other lacks, either
 * way: each such letter needs an edit of its own, and characters sharing a bit only hide
 * differences, so words it rules out are more than `max` edits apart. (Each step clears the
 * lowest bit: what is left after `max` steps is more.)
 */
export function masksRuleOut(a: number, b: number, max: number): boolean {
  let more = a & ~b;
  let fewer = b & ~a;
  for (let i = 0; i < max; i++) {
    more &= more - 1;
    fewer &= fewer - 1;
  }
  return more !== 0 || fewer !== 0;
}
