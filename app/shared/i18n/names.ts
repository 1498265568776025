import { titleCase } from "#app/shared/rules/display-name";
import { specValueReader } from "#app/shared/i18n/spec-value-reader";
import { townKey } from "#app/shared/rules/town-key";
import { type MetaMatch, metaMessages, useMessages } from "./use-messages";

// How a page names the catalogue's vehicle types, categories, towns and states in its language.
// The catalogue stores them in English ("e rickshaw", "three wheeler", "Noida", "Uttar Pradesh");
// an English page shows their display form, and specification values as written; a Hindi page the
// glossary's word (app/shared/glossary.ts), the town's or state's Hindi spelling
// (app/shared/i18n/town-names-hi.ts) or the value read through the specification glossary
// (app/shared/i18n/spec-values-hi.ts), and the English display form where the site knows none.
// The tables travel with the page's messages (app/shared/i18n/names.server.ts), so only a Hindi page
// carries them and no page's JavaScript does. Addresses keep the English names: only what a page
// prints changes, never a URL or a lookup.

/** A language's names: empty for English. */
export type NameTables = {
  types: Record<string, string>;
  categories: Record<string, string>;
  /** By `townKey` of the English name. */
  towns: Record<string, string>;
  states: Record<string, string>;
};

/**
 * A language's specification glossary: empty for English. A module of its own (`specNames`), as
 * only the pages that print specification values read it.
 */
export type SpecTables = { phrases: Record<string, string>; kept: string[] };

/** The two message modules the names are read from (a page's messages, or the server's). */
export type NameModules = { readonly names: NameTables; readonly specNames: SpecTables };

export type Names = {
  type: (name: string) => string;
  category: (name: string) => string;
  town: (name: string) => string;
  state: (name: string) => string;
  spec: (value: string) => string;
  /** The glossary's reading of a specification value, or null where it does not read every word. */
  readSpec: (value: string) => string | null;
};

export { townKey };

const made = new WeakMap<NameModules, Names>();

/**
 * The naming functions of a language's modules. The specification glossary is read on the first
 * `spec` call, so a page that prints no specification value needs no `specNames`.
 */
export function namesFrom(modules: NameModules): Names {
  const known = made.get(modules);
  if (known) return known;
  const tables = modules.names;
  let reader: ((value: string) => string | null) | undefined;
  const spec = (value: string) => {
    if (!reader) {
      const { phrases, kept } = modules.specNames;
      reader = Object.keys(phrases).length ? specValueReader(phrases, kept) : () => null;
    }
    return reader(value);
  };
  const names: Names = {
    type: (name) => tables.types[name.trim().toLowerCase()] || titleCase(name),
    category: (name) => tables.categories[name.trim().toLowerCase()] || titleCase(name),
    town: (name) => tables.towns[townKey(name)] ?? name,
    state: (name) => tables.states[name.trim()] ?? name,
    spec: (value) => spec(value) ?? value,
    readSpec: spec,
  };
  made.set(modules, names);
  return names;
}

/** The naming functions of the page's language. */
export function useNames(): Names {
  return namesFrom(useMessages());
}

/** The naming functions in a route's `meta`: the page's language's, English where none ran. */
export function metaNames(matches: readonly MetaMatch[]): Names {
  return namesFrom(metaMessages(matches) ?? ENGLISH);
}

const ENGLISH: NameModules = { names: { types: {}, categories: {}, towns: {}, states: {} }, specNames: { phrases: {}, kept: [] } };
