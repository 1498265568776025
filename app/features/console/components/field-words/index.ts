import { type CatalogueEntity, englishFieldOf } from "#app/features/catalogue/rules/entities";
import { isSpecValueField } from "#app/shared/product-fields";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import * as messages from "../../messages";
import { en } from "./en";
import { hi } from "./hi";

// What the console calls a catalogue field, in a language: its label, one line of help, its unit
// ("" when it has none) and, for a field with a fixed set of values, each value's words.

export const fieldWords = { en, hi };

type Words = { label: string; help: string; unit?: string; options?: Record<string, string> };
export type FieldText = { label: string; help: string; unit: string; options: Record<string, string> };

/** "groundClearance" → "Ground clearance": only for a field the tables lack, which a test forbids. */
const spelledOut = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldText(lang: Lang, entity: CatalogueEntity, field: string): FieldText {
  const english = englishFieldOf(entity, field);
  if (english) {
    // a Hindi version is named after its English field
    const t = messages[lang].edit;
    const help = entity === "models" && isSpecValueField(english) ? t.hindiSpecHelp : t.hindiHelp;
    return { label: fill(t.hindiLabel, { label: fieldText(lang, entity, english).label }), help, unit: "", options: {} };
  }
  const words = (fieldWords[lang][entity] as Record<string, Words>)[field];
  return { label: words?.label ?? spelledOut(field), help: words?.help ?? "", unit: words?.unit ?? "", options: words?.options ?? {} };
}

/** Whether the field holds whole rupees (its unit is ₹): shown as money. */
export const isMoney = (entity: CatalogueEntity, field: string) => (en[entity] as Record<string, Words>)[field]?.unit === "₹";
