import { formatInr } from "#app/shared/rules/money";
import { fillDescription } from "#app/features/catalogue/rules/description";
import * as catalogueMessages from "../messages";
import type { Lang } from "#app/shared/i18n/lang";
import { namesIn } from "#app/shared/i18n/names.server";
import { fill } from "#app/shared/i18n/use-messages";
import { shownSpec } from "#app/features/catalogue/rules/spec-shown";

// A model's price said in a sentence, made from the numbers when the page is made, in the page's
// language (docs/decisions/145-one-price-truth.md): the one line a model's pages show under
// "About", and their meta and JSON-LD descriptions, so a page and its snippet never say two
// prices. The price is one of the two rules: its "from" price (app/shared/rules/from-price.ts)
// or its price in a town (the town's own price row, or the nearest priced town's).

export type PriceShown =
  /** The lowest ex-showroom price over the model's towns, and that town. */
  | { kind: "from"; amount: number; town: string }
  /** The price row of one town. */
  | { kind: "town"; amount: number; town: string };

export type SummaryInput = {
  title: string;
  /** Null or an amount of 0: no town publishes a price. */
  price: PriceShown | null;
  /** The model: its mileage and top speed, with their Hindi versions (shown as spec-shown.ts says). */
  specs: Readonly<Record<string, unknown>>;
  /**
   * The operator's description, English only and already without price sentences
   * (worker/bff/sanitize.ts); `cityName` in it reads as the page's town.
   */
  description: string;
};

/**
 * The model's price, then (on an English page) the operator's description, else its mileage and
 * top speed, each value named in the page's language.
 */
export function modelSummary(lang: Lang, { title, price, specs, description }: SummaryInput): string {
  const t = catalogueMessages[lang].summary;
  const names = namesIn(lang);
  const priceLine =
    !price || price.amount <= 0
      ? fill(t.noPrice, { title })
      : fill(price.kind === "town" ? t.price : t.fromPrice, { title, price: formatInr(price.amount), city: names.town(price.town) });
  const own = lang === "en" ? fillDescription(description, price?.kind === "town" ? price.town : NO_TOWN).trim() : "";
  // as the specification table shows them: with their unit, in the page's language
  const spec = (field: string) => shownSpec(field, specs, { lang, read: names.readSpec, ends: [] })?.text ?? "";
  const [mileage, speed] = [spec("mileage"), spec("speed")];
  const facts = own ? [own] : [mileage && fill(t.mileage, { mileage }), speed && fill(t.speed, { speed })];
  return [priceLine, ...facts].filter(Boolean).join(" ");
}

/** What `cityName` in a description reads on a page that names no town. */
const NO_TOWN = "India";
