// The comparison key of a catalogue name (brand, model, dealer or manufacturer) in a lead: two
// spellings a person would call the same name get the same key, so a second enquiry cannot
// become a new billable lead by a zero-width character, a lookalike letter, fullwidth letters, a
// trailing dot, a doubled space or the slug form of the name (docs/decisions/060-lead-identity.md).

/**
 * Cyrillic and Greek letters that look like Latin ones, after case folding. NFKC leaves them
 * alone (they are distinct letters, not compatibility forms). Catalogue names are ASCII,
 * so mapping these can only turn a lookalike into the name it imitates.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t",
  у: "y", х: "x", ѕ: "s", і: "i", ї: "i", ј: "j", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l",
  // Greek
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", μ: "u", ν: "v", ο: "o", ρ: "p", τ: "t",
  υ: "u", χ: "x", ζ: "z",
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "gu");

/** Line breaks and tabs are spaces, not invisible controls. */
// Stryker disable next-line Regex: its "\V" is no escape under the u flag, a syntax error rather than a bug
const CONTROL_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/** Invisible characters (zero-width space and joiners, BOM, soft hyphen, bidi marks) and controls. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu;
/** Punctuation inside a word that a name may or may not carry: "R.K." is "RK", "Treo." is "Treo". */
const JOINING = /[.'’`´&,!?:;"“”*+#@]/gu;
/** What separates words in either form: spaces, hyphens (slug), underscores and slashes, brackets. */
const SEPARATOR = /[\s\-_/\\()[\]{}|–—]+/gu;

export function identityKey(name: string): string {
  return name
    .normalize("NFKC")
    .replace(CONTROL_SPACE, " ")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(LOOKALIKE, (letter) => LOOKALIKES[letter] ?? letter)
    .replace(JOINING, "")
    .replace(SEPARATOR, " ")
    .trim();
}

/** Whether two names are the same catalogue name. */
export function sameName(a: string, b: string): boolean {
  return identityKey(a) === identityKey(b);
}
