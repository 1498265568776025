import { fieldText, isMoney } from "#app/features/console/components/field-words";
import * as messages from "#app/features/console/messages";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities } from "#app/features/catalogue/rules/entities";
import { CHOICE_FIELDS, type CatalogueChoices, choicesFor } from "#app/features/console/rules/field-problems";
import { formatInr } from "#app/shared/rules/money";
import type { Lang } from "#app/shared/i18n/lang";
import type { Names } from "#app/shared/i18n/names";
import { fill } from "#app/shared/i18n/use-messages";

// Catalogue records in plain words for the console's lists and form: amounts as money (₹1,19,000),
// types, categories, towns and states by their display names (app/shared/i18n/names.ts, the rule of the
// public pages and of decision 098), fixed values and flags in words, never a storage name.

/** A field's value in words: money, a display name, a fixed value's words, yes or no; other text as written. */
export function valueText(lang: Lang, entity: CatalogueEntity, field: string, value: unknown, names: Names): string {
  if (typeof value === "boolean") return value ? messages[lang].edit.yes : messages[lang].edit.no;
  if (typeof value === "number" && isMoney(entity, field)) return formatInr(value);
  const text = String(value ?? "");
  const words = fieldText(lang, entity, field).options[text];
  if (words) return words;
  return nameOf(CHOICE_FIELDS[entity][field], text, names);
}

function nameOf(list: keyof CatalogueChoices | undefined, text: string, names: Names): string {
  if (list === "types") return names.type(text);
  if (list === "categories") return names.category(text);
  if (list === "towns") return names.town(text);
  if (list === "states") return names.state(text);
  return text;
}

/** A record's line in the console's list: "Vehicle type: E Rickshaw · Price: ₹1,19,000" (empty fields left out). */
export function summaryOf(lang: Lang, entity: CatalogueEntity, item: CatalogueItem, names: Names): string {
  const t = messages[lang].records;
  return catalogueEntities[entity].summary
    .filter((field) => item[field] !== undefined && item[field] !== null && item[field] !== "")
    .map((field) => fill(t.valueOf, { label: fieldText(lang, entity, field).label, value: valueText(lang, entity, field, item[field], names) }))
    .join(t.separator);
}

/** Each choice field's options, [value, display name], the stored value kept even if the list lacks it. */
export function choiceOptions(entity: CatalogueEntity, choices: CatalogueChoices, item: CatalogueItem | null, names: Names): Record<string, [string, string][]> {
  return Object.fromEntries(
    Object.entries(CHOICE_FIELDS[entity]).map(([field, list]) => [
      field,
      choicesFor(choices[list], String(item?.[field] ?? "")).map((value): [string, string] => [value, nameOf(list, value, names)]),
    ]),
  );
}
