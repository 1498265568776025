import { PRODUCT_TECH_FIELDS } from "#app/shared/product-fields";
import { shownSpec } from "#app/features/catalogue/rules/spec-shown";
import type { SchemeEnd } from "#app/features/tools/rules/subsidy";
import * as catalogueMessages from "../messages";
import { formatDayIn } from "#app/shared/i18n/dates";
import type { Lang } from "#app/shared/i18n/lang";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";

// A model's specification values as its pages show them (app/features/catalogue/rules/spec-shown.ts), worked
// out in the loader in the page's language: the rule, its units, the glossary and the dates stay
// out of the browser's first load, and the model, model-in-city and compare pages read one answer.

/** One value as shown: its text, and the ended scheme it named with that scheme's end in words. */
export type SpecShown = {
  text: string;
  /** A Hindi page showing the English: marked lang="en" (decision 120). */
  english: boolean;
  ended: { scheme: string; english: boolean; end: string } | null;
};

export type SpecsShown = Readonly<Record<string, SpecShown>>;

/** The fields a page shows: the summary's mileage and top speed, and the specification table's. */
const SHOWN_FIELDS = ["mileage", "speed", ...PRODUCT_TECH_FIELDS];

/** The values the model states, as a page in `lang` shows them. */
export function specsShown(lang: Lang, model: Readonly<Record<string, unknown>>, ends: readonly SchemeEnd[]): SpecsShown {
  const read = namesIn(lang).readSpec;
  const words = catalogueMessages[lang].schemeEnd;
  const out: Record<string, SpecShown> = {};
  for (const field of SHOWN_FIELDS) {
    const shown = shownSpec(field, model, { lang, read, ends });
    if (!shown) continue;
    const { ended } = shown;
    // a scheme is named in the page's language where its rules give a Hindi name, else in English
    const schemeHi = lang === "hi" ? ended?.schemeHi : "";
    out[field] = {
      text: shown.text,
      english: shown.english,
      ended: ended && { scheme: schemeHi || ended.scheme, english: lang === "hi" && !schemeHi, end: fill(words[ended.status], { date: formatDayIn(lang, ended.end) }) },
    };
  }
  return out;
}
