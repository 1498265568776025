import type { Lang } from "#app/shared/i18n/lang";

// Text the operator writes comes in English and, optionally, in Hindi: a field and its Hindi
// version named with "Hi" ("aboutProduct", "aboutProductHi"; docs/decisions/122). One rule picks
// what a page shows, so no screen passes English off as Hindi or hides a Hindi version.

export type OperatorVersion<T> = {
  /** The version the page shows. */
  value: T;
  /** True when a Hindi page shows the English version: it is marked lang="en" under "(अंग्रेज़ी में)". */
  english: boolean;
};

const present = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : Array.isArray(value) && value.length > 0);

/**
 * The version of an operator-written field a page shows: on a Hindi page its Hindi version when
 * there is one (text not blank, a list not empty), else the English marked as English; on an
 * English page always the English, whatever the Hindi holds.
 */
export function operatorVersion<T extends string | readonly unknown[]>(lang: Lang, english: T, hindi: T | undefined): OperatorVersion<T> {
  if (lang === "hi" && hindi !== undefined && present(hindi)) return { value: hindi, english: false };
  return { value: english, english: lang === "hi" };
}


/**
 * A sentence of the site's messages with one part the operator wrote ("Source: {source} ({date})"):
 * the message, its other values, the part's placeholder and the part in the version the page shows.
 */
export type WithOperatorPart = { message: string; values: Record<string, string>; name: string; part: OperatorVersion<string> };
