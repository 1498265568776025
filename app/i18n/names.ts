import { CATEGORY_WORDS, TYPE_WORDS } from "#app/domain/glossary";
import { titleCase } from "#app/domain/rules/display-name";
import { hindiTownName } from "#app/domain/rules/town";
import { HINDI_STATE_NAMES } from "#app/domain/rules/town-names-hi";
import { hindiSpecValue } from "#app/domain/rules/spec-values-hi";
import type { Lang } from "./lang";
import { useLang } from "./use-messages";

// How a page names the catalogue's vehicle types, categories, towns and states in its language.
// The catalogue stores them in English ("e rickshaw", "three wheeler", "Noida", "Uttar Pradesh");
// an English page shows their display form, and specification values as written; a Hindi page the glossary's word
// (app/domain/glossary.ts) or the town's Hindi spelling (app/domain/rules/town-names-hi.ts),
// and the English display form where the site knows none. Addresses keep the English names:
// only what a page prints changes, never a URL or a lookup.

/** "e rickshaw" → "E Rickshaw" (en) / "ई-रिक्शा" (hi). */
export function typeNameIn(lang: Lang, typeName: string): string {
  return (lang === "hi" && TYPE_WORDS[typeName.trim().toLowerCase()]?.hi) || titleCase(typeName);
}

/** "three wheeler" → "Three Wheeler" (en) / "तिपहिया" (hi). */
export function categoryNameIn(lang: Lang, categoryName: string): string {
  return (lang === "hi" && CATEGORY_WORDS[categoryName.trim().toLowerCase()]) || titleCase(categoryName);
}

/** "Noida" → "Noida" (en) / "नोएडा" (hi). */
export function townNameIn(lang: Lang, town: string): string {
  return lang === "hi" ? (hindiTownName(town) ?? town) : town;
}

/** "Uttar Pradesh" → "उत्तर प्रदेश" on a Hindi page. */
export function stateNameIn(lang: Lang, state: string): string {
  return lang === "hi" ? (HINDI_STATE_NAMES[state.trim()] ?? state) : state;
}

/** "8-10 hours" → "8-10 घंटे" on a Hindi page; a value the glossary does not cover stays as written. */
export function specValueIn(lang: Lang, value: string): string {
  return lang === "hi" ? (hindiSpecValue(value) ?? value) : value;
}

export type Names = {
  type: (name: string) => string;
  category: (name: string) => string;
  town: (name: string) => string;
  state: (name: string) => string;
  spec: (value: string) => string;
};

/** The naming functions of a language, for code that has the language but no component. */
export function namesIn(lang: Lang): Names {
  return {
    type: (name) => typeNameIn(lang, name),
    category: (name) => categoryNameIn(lang, name),
    town: (name) => townNameIn(lang, name),
    state: (name) => stateNameIn(lang, name),
    spec: (value) => specValueIn(lang, value),
  };
}

/** The naming functions of the page's language. */
export function useNames(): Names {
  return namesIn(useLang());
}
