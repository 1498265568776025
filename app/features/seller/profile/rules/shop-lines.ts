import type { Lang } from "#app/shared/i18n/lang";
import { type OperatorVersion, operatorVersion } from "#app/shared/rules/operator-language";
import { formatHours, parseHours } from "./opening-hours";
import * as words from "../words";

// A trader's approved opening hours and offers as its public page prints them.

export type PublishedProfile = { hours: string; offerEn: string; offerHi: string };

/** What the public page prints: the hours as a sentence in the page's language, the offer in the version it shows. */
export type ShopLines = { hours: string; offer: OperatorVersion<string> | null };

export function shopLines(lang: Lang, published: PublishedProfile): ShopLines {
  const hours = parseHours(published.hours);
  const offer = operatorVersion(lang, published.offerEn, published.offerHi);
  return { hours: hours ? formatHours(hours, words[lang].hours) : "", offer: offer.value ? offer : null };
}
