import { fieldText } from "#app/features/console/components/field-words";
import * as messages from "#app/features/console/messages";
import { cellOf, headerKey } from "#app/features/console/rules/csv";
import { type CatalogueEntity, type CatalogueItem, englishFieldOf, fieldsOf } from "#app/features/catalogue/rules/entities";
import { csvDocument } from "#app/features/leads/rules/csv";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";

// The columns of an import file in words an operator reads (docs/decisions/130): "Ex-showroom
// price (₹)", "मॉडल के बारे में (हिंदी में)". The words are the console's field words
// (app/features/console/components/field-words), never typed again here. A file's header may name a column
// by these words in either language, or by its storage name as the export writes it, so an export
// still imports as it is.

const LANGS: readonly Lang[] = ["en", "hi"];

/** A field's column in a language: its label, with its unit in brackets when it has one. */
export function columnName(lang: Lang, entity: CatalogueEntity, field: string): string {
  const english = englishFieldOf(entity, field);
  if (english) return fill(messages[lang].import.hindiColumn, { label: columnName(lang, entity, english) });
  const { label, unit } = fieldText(lang, entity, field);
  return unit ? fill(messages[lang].edit.labelWithUnit, { label, unit }) : label;
}

const aliasCache = new Map<CatalogueEntity, Map<string, string>>();

/**
 * Every spelling of each field's column the import accepts, by `headerKey`: its storage name, and
 * its column name and bare label in English and Hindi. A spelling two fields share would be
 * ambiguous, so it names neither (a test keeps the tables free of such pairs).
 */
export function columnAliases(entity: CatalogueEntity): ReadonlyMap<string, string> {
  let aliases = aliasCache.get(entity);
  if (aliases) return aliases;
  const owners = new Map<string, Set<string>>();
  const add = (spelling: string, field: string) => {
    const key = headerKey(spelling);
    owners.set(key, (owners.get(key) ?? new Set()).add(field));
  };
  for (const { name } of fieldsOf(entity)) {
    add(name, name);
    for (const lang of LANGS) {
      add(columnName(lang, entity, name), name);
      if (!englishFieldOf(entity, name)) add(fieldText(lang, entity, name).label, name);
    }
  }
  aliases = new Map([...owners].filter(([, fields]) => fields.size === 1).map(([key, fields]) => [key, [...fields][0]!]));
  // a storage name always names its own field, even should a label elsewhere read the same
  for (const { name } of fieldsOf(entity)) aliases.set(headerKey(name), name);
  aliasCache.set(entity, aliases);
  return aliases;
}

/**
 * The template of an import file: the header in the operator's words, then a few records of the
 * catalogue as examples, every column filled as the import reads it, Hindi columns included.
 */
export function templateCsv(lang: Lang, entity: CatalogueEntity, examples: readonly CatalogueItem[]): string {
  const fields = fieldsOf(entity);
  return csvDocument([fields.map((f) => columnName(lang, entity, f.name)), ...examples.map((item) => fields.map((f) => cellOf(f, item[f.name])))]);
}
