import type { Lang } from "#app/shared/i18n/lang";
import type { SchemeEnd } from "../../tools/rules/subsidy";
import { isBlankSpec } from "./spec-table";
import { FIELD_UNITS, isBareNumber } from "./spec-units";

// How a page shows one specification value (docs/decisions/149 and 150), one rule for the model,
// model-in-city and compare pages:
// - a value naming a scheme that has ended (the dated subsidy rules, schemeEnds) loses that claim
//   and says the scheme's end instead: "ARAI approved (FAME II eligible)" → "ARAI approved" and
//   "FAME II (ended 31 Mar 2024)", so no page offers an ended scheme as a benefit;
// - a bare number takes its field's unit in the page's language ("120" → "120 किमी");
// - a Hindi page shows the model's Hindi version of the value where the operator wrote one, else
//   the glossary's reading where it reads every word, else the English marked as English.

export type ShownSpec = {
  /** The value in the page's language; the English where it has no Hindi (`english`). */
  text: string;
  /** A Hindi page showing the English: marked lang="en" (decision 120). */
  english: boolean;
  /** The ended scheme the value named, shown after it with its end. */
  ended: SchemeEnd | null;
};

export type SpecReading = {
  lang: Lang;
  /** The glossary's reading of a value, or null where it does not read every word (names.ts). */
  read: (value: string) => string | null;
  /** The ended schemes this model's values may name (schemeEndsFor). */
  ends: readonly SchemeEnd[];
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A scheme named with the words that offer it as a benefit ("eligible for FAME II", "FAME II subsidy", "FAME II योग्य"). */
const mention = (scheme: string) =>
  new RegExp(
    `(?:(?:eligible|approved)\\s+(?:for|under)\\s+|under\\s+)?(?<![A-Za-z0-9])${escape(scheme)}(?![A-Za-z0-9])(?:\\s*(?:eligible|subsidy|benefits?|approved|certified|compliant|के योग्य|योग्य|सब्सिडी))?`,
    "i",
  );

/** The value without the scheme's mention, its empty brackets and dangling commas. */
function without(value: string, scheme: string): string {
  return value
    .replace(mention(scheme), "")
    .replace(/\(\s*\)/g, "")
    .replace(/\s*,\s*(?=,|$)/g, "")
    .replace(/^\s*[,;]\s*/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The value of `field` as the page shows it, or null where the model states none. */
export function shownSpec(field: string, model: Readonly<Record<string, unknown>>, reading: SpecReading): ShownSpec | null {
  let english = String(model[field] ?? "").trim();
  if (isBlankSpec(english)) return null;
  let hindi = String(model[`${field}Hi`] ?? "").trim();
  const ended = reading.ends.find((e) => mention(e.scheme).test(english)) ?? null;
  if (ended) {
    english = without(english, ended.scheme);
    hindi = without(hindi, ended.scheme);
  }
  const unit = FIELD_UNITS[field];
  if (unit && isBareNumber(english)) return { text: `${english} ${unit[reading.lang]}`, english: false, ended };
  if (reading.lang === "en" || english === "") return { text: english, english: false, ended };
  if (hindi) return { text: hindi, english: false, ended };
  const read = reading.read(english);
  return read === null ? { text: english, english: true, ended } : { text: read, english: false, ended };
}
