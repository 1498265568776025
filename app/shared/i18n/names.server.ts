import { CATEGORY_WORDS, TYPE_WORDS } from "#app/shared/glossary";
import { HINDI_STATE_NAMES, SHOWN_TOWN_NAMES_HI } from "#app/shared/i18n/town-names-hi";
import type { Lang } from "./lang";
import { type NameTables, type Names, namesFrom } from "./names";
import * as specNames from "./spec-names.server";

// The name tables of each language, as the page's messages carry them (app/messages.server.ts),
// and the naming functions for server code (loaders) that has the language but no component. The
// specification glossary is a module of its own (./spec-names.server.ts).

export const en: NameTables = { types: {}, categories: {}, towns: {}, states: {} };
export const hi: NameTables = {
  types: Object.fromEntries(Object.entries(TYPE_WORDS).map(([type, words]) => [type, words.hi])),
  categories: { ...CATEGORY_WORDS },
  towns: { ...SHOWN_TOWN_NAMES_HI },
  states: { ...HINDI_STATE_NAMES },
};

const modules = { en: { names: en, specNames: specNames.en }, hi: { names: hi, specNames: specNames.hi } };

export function namesIn(lang: Lang): Names {
  return namesFrom(modules[lang]);
}
