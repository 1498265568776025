import { CATEGORY_WORDS, TYPE_WORDS } from "#app/domain/glossary";
import { HINDI_STATE_NAMES, HINDI_TOWN_NAMES } from "#app/domain/rules/town-names-hi";
import type { Lang } from "./lang";
import { type NameTables, type Names, namesFrom, townKey } from "./names";
import * as specNames from "./spec-names.server";

// The name tables of each language, as the page's messages carry them (app/i18n/catalog.server.ts),
// and the naming functions for server code (loaders) that has the language but no component. The
// specification glossary is a module of its own (./spec-names.server.ts).

const towns: Record<string, string> = {};
// the first Hindi spelling of a town is the one shown (others are what buyers may type)
for (const [hindi, english] of Object.entries(HINDI_TOWN_NAMES)) towns[townKey(english)] ??= hindi;

export const en: NameTables = { types: {}, categories: {}, towns: {}, states: {} };
export const hi: NameTables = {
  types: Object.fromEntries(Object.entries(TYPE_WORDS).map(([type, words]) => [type, words.hi])),
  categories: { ...CATEGORY_WORDS },
  towns,
  states: { ...HINDI_STATE_NAMES },
};

const modules = { en: { names: en, specNames: specNames.en }, hi: { names: hi, specNames: specNames.hi } };

export function namesIn(lang: Lang): Names {
  return namesFrom(modules[lang]);
}
