import { expect, test } from "vitest";
import { SearchTextSchema } from "#app/shared/search/hit";
import { MAX_QUERY_LENGTH, cleanQuery, editDistance, letterMask, masksRuleOut, romanise, words } from "#app/shared/search/normalise";

// How the search reads text (app/shared/search/normalise.ts): one form for both scripts, the typed
// text cleaned, and the edit distance of a typo.

// Normalisation

test("one spelling of e-rickshaw in every script: Hindi with ई or इ, with or without a hyphen, Hinglish, English", () => {
  const spellings = ["ई रिक्शा", "ई-रिक्शा", "इ-रिक्शा", "इ रिक्शा", "e rikshaw", "E-Rickshaw", "e riksha", "Ｅ－Ｒｉｃｋｓｈａｗ"];
  for (const s of spellings) expect(words(s), s).toEqual(["e", "riksa"]);
});

test("Devanagari is written out as Hinglish spells it", () => {
  expect(romanise("महिंद्रा")).toBe("mahindra");
  expect(romanise("लोडर")).toBe("lodar");
  expect(romanise("स्कूटी")).toBe("skuti");
  expect(romanise("फ़ूड")).toBe(romanise("फूड").replace("ph", "f"));
});

test("typed text is cleaned: control and invisible characters, broken surrogates and bad bytes go, spaces collapse", () => {
  expect(cleanQuery("  e\u0000 rick\u200Bshaw\t\n ")).toBe("e rick shaw");
  expect(cleanQuery("noida\uD800")).toBe("noida");
  expect(cleanQuery("\uFFFDloader")).toBe("loader");
  expect(cleanQuery("\u202Eadim\u202C")).toBe("adim");
});

test("the search text of the /api call is 1 to 100 characters once cleaned", () => {
  expect(SearchTextSchema.safeParse("  Noida  ").data).toBe("Noida");
  expect(SearchTextSchema.safeParse("\u0000\u0001").success).toBe(false);
  expect(SearchTextSchema.safeParse("a".repeat(MAX_QUERY_LENGTH)).success).toBe(true);
  expect(SearchTextSchema.safeParse("a".repeat(MAX_QUERY_LENGTH + 1)).success).toBe(false);
});

// Edit distance and the letter masks of the typo scan

/** The optimal string alignment distance, the whole table: what editDistance answers up to its `max`. */
function plainDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

test("a typo's distance: inserting, dropping, changing a letter or swapping two neighbours is one edit each; past the allowance, only more than it", () => {
  let x = 7;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 1000;
  const letters = "aeiknrst\u0928\u093e";
  const word = () => Array.from({ length: 3 + (next() % 8) }, () => letters[next() % letters.length]).join("");
  for (let n = 0; n < 3000; n++) {
    const a = word();
    const b = n % 3 === 0 ? a.slice(0, 2) + a[3] + a[2] + a.slice(4) : word();
    for (const max of [1, 2]) {
      const distance = plainDistance(a, b);
      if (distance <= max) expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(distance);
      else expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBeGreaterThan(max);
    }
  }
});

test("a typo scan's letter masks rule out only words more edits apart than allowed, never a typo within the allowance", () => {
  let x = 11;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 1000;
  // digits and other characters share bits: they may hide a difference, never add one
  const letters = "aeiknrst0148\u0928\u093e\u00e9";
  const word = () => Array.from({ length: 3 + (next() % 8) }, () => letters[next() % letters.length]).join("");
  let ruledOut = 0;
  for (let n = 0; n < 3000; n++) {
    const a = word();
    const b = n % 2 === 0 ? a.slice(0, n % a.length) + letters[next() % letters.length] + a.slice((n % a.length) + 1) : word();
    for (const max of [1, 2]) {
      const out = masksRuleOut(letterMask(a), letterMask(b), max);
      if (plainDistance(a, b) <= max) expect(out, `${a} ${b} ${max}`).toBe(false);
      if (out) ruledOut++;
    }
  }
  // and it does rule words out: "mahindra" and "kinetic" differ by more than two letters each way
  expect(masksRuleOut(letterMask("mahindra"), letterMask("kinetic"), 2)).toBe(true);
  expect(masksRuleOut(letterMask("treo"), letterMask("trio"), 1)).toBe(false);
  expect(masksRuleOut(letterMask("treo"), letterMask("trio"), 0)).toBe(true);
  expect(ruledOut).toBeGreaterThan(1000);
});
