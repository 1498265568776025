import { PRODUCT_TECH_FIELDS } from "../product-fields";
import type { CatalogueEntity } from "./entities";

// How long each text, HTML and list field of the catalogue may be, and whether it may span lines:
// the one table the catalogue schemas (entities.ts) enforce, so a CSV import and the console's
// editor refuse the same values with the same words. A page renders these fields whole, so an
// unbounded one makes every page that shows it as heavy as the operator's longest paste.
// Lengths are in characters as JavaScript counts them (UTF-16 code units: a Hindi letter is one).
// A list field is bounded by its cell, i.e. its JSON text, and every text inside it is checked
// for control characters like a text field. Whole numbers, flags and choices need no bound.

export type FieldLimit = { max: number; lines: "one" | "many" };

/** A name that is part of page addresses or names another record: brand, model, city, type. */
export const NAME: FieldLimit = { max: 120, lines: "one" };
/** One line of text: a heading, a title, a person's or company's name, a spec value. */
export const SHORT: FieldLimit = { max: 200, lines: "one" };
/** An address on the web: a picture, a video. */
export const URL_TEXT: FieldLimit = { max: 2_000, lines: "one" };
/** A paragraph or a few: a description, a trader's about text, a postal address. */
export const PARAGRAPH: FieldLimit = { max: 4_000, lines: "many" };
/** A block of HTML shown on a page: a model's about text, a price's offer, a blog post. */
export const HTML_BLOCK: FieldLimit = { max: 32_768, lines: "many" };
/** A list of names or references, as its JSON cell. */
export const LIST: FieldLimit = { max: 16_384, lines: "one" };
/** A long list: a trader's products, an article's sections (as its JSON cell). */
export const LONG_LIST: FieldLimit = { max: 65_536, lines: "many" };

/** The limits with each named field's Hindi version ("aboutProduct" → "aboutProductHi") bounded as the field is. */
const withHindi = (limits: Record<string, FieldLimit>, fields: readonly string[]): Record<string, FieldLimit> => ({
  ...limits,
  ...Object.fromEntries(fields.map((f) => [`${f}Hi`, limits[f]!])),
});

const SPEC_VALUES = Object.fromEntries(PRODUCT_TECH_FIELDS.map((f) => [f, SHORT]));

export const FIELD_LIMITS: { [E in CatalogueEntity]: Record<string, FieldLimit> } = {
  brands: { brandName: NAME },
  models: withHindi({
    brandName: NAME, name: NAME, categoryName: NAME, typeName: NAME, cityName: NAME,
    mileage: SHORT, pricePerKm: SHORT, speed: SHORT, ...SPEC_VALUES,
    aboutProduct: HTML_BLOCK, h2: SHORT, description: PARAGRAPH,
  }, ["aboutProduct"]),
  prices: withHindi({ brandName: NAME, name: NAME, cityName: NAME, offer: HTML_BLOCK, h2: SHORT, type: NAME }, ["offer"]),
  traders: withHindi({
    tName: NAME, traderName: SHORT, ceo: SHORT, foundationYear: SHORT, annualTurnover: SHORT, cin: SHORT,
    llp: SHORT, gstNumber: SHORT, legalCheck: SHORT, typeName: LIST, majorMarket: PARAGRAPH, about: PARAGRAPH,
    ourCapability: PARAGRAPH, infrastructure: PARAGRAPH, other: PARAGRAPH, address: PARAGRAPH, brandDeal: LIST,
    brandList: LONG_LIST, cityName: NAME, offeredBy: SHORT, employeeCount: SHORT,
  }, ["about", "ourCapability", "infrastructure", "other"]),
  blogs: withHindi({ url: NAME, category: NAME, name: SHORT, activate: SHORT, html: HTML_BLOCK, youtube: URL_TEXT, other: PARAGRAPH }, ["name", "html", "other"]),
  articles: withHindi({ url: NAME, h1: SHORT, p: PARAGRAPH, h2: SHORT, imgUrl: URL_TEXT, imgAlt: SHORT, content: LONG_LIST, ref: LIST }, ["h1", "p", "h2", "content"]),
  subsidies: { ruleId: NAME, scheme: SHORT, stateName: NAME, source: PARAGRAPH, sourceDate: SHORT, validFrom: SHORT, validTo: SHORT, note: PARAGRAPH },
};

/** Whether the field may hold line breaks (the console edits it in a text area). */
export const isMultiline = (entity: CatalogueEntity, field: string) => FIELD_LIMITS[entity][field]?.lines === "many";

/** 3145728 → "3,145,728" (by hand: the same in Node, workerd and every browser). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

const CONTROL = /[\x00-\x1f\x7f]/;
const LINE_BREAKS = new Set(["\t", "\n", "\r"]);

function controlProblem(text: string, limit: FieldLimit): string | null {
  if (!CONTROL.test(text)) return null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (!CONTROL.test(ch) || (limit.lines === "many" && LINE_BREAKS.has(ch))) continue;
    const at = `at character ${grouped(i + 1)}`;
    if (ch === "\0") return `holds a NUL byte (an invisible control character) ${at}: remove it`;
    if (ch === "\t") return `holds a tab ${at}: this field is one line`;
    if (ch === "\n" || ch === "\r") return `holds a line break ${at}: this field is one line`;
    const code = ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return `holds an invisible control character (U+${code}) ${at}: remove it`;
  }
  return null;
}

/** Every text inside a value (a list's items, an object's fields), in order. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * What is wrong with a field's value under its limit, in words for the operator ("is 3,145,728
 * characters; at most 32,768 are allowed"), or none. A list is measured as its JSON cell.
 */
export function limitProblems(value: unknown, limit: FieldLimit): string[] {
  const problems: string[] = [];
  const length = typeof value === "string" ? value.length : Array.isArray(value) ? JSON.stringify(value).length : 0;
  if (length > limit.max) {
    const what = Array.isArray(value) ? "characters as written in its cell" : "characters";
    problems.push(`is ${grouped(length)} ${what}; at most ${grouped(limit.max)} are allowed`);
  }
  for (const text of textsOf(value)) {
    const problem = controlProblem(text, limit);
    if (problem) {
      problems.push(problem);
      break;
    }
  }
  return problems;
}
