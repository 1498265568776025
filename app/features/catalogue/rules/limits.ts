import { PRODUCT_TECH_FIELDS, SPEC_VALUE_FIELDS } from "../../../shared/product-fields";
import { PRICE_FREE_FIELDS, firstPriceSentence } from "./price-prose";
import { SIMPLE_TEXT_FIELDS, hasMarkup } from "../../../shared/rules/simple-text";
import type { CatalogueEntity } from "./entities";

// How long each text, HTML and list field of the catalogue may be, and whether it may span lines:
// the one table the catalogue schemas (entities.ts) enforce, so a CSV import and the console's
// editor refuse the same values with the same words. A page renders these fields whole, so an
// unbounded one makes every page that shows it as heavy as the operator's longest paste.
// Lengths are in characters as JavaScript counts them (UTF-16 code units: a Hindi letter is one).
// A list field is bounded by its cell, i.e. its JSON text, and every text inside it is checked
// for control characters like a text field. Whole numbers, flags and choices need no bound.
// About texts and offers are plain text with simple formatting, never markup (docs/decisions/146);
// about texts and descriptions state no price or cost (the pages compose those sentences from the
// numbers, docs/decisions/145): `contentIssues`, by the fields the site reads them so.

export type FieldLimit = { max: number; lines: "one" | "many" };

/** A name that is part of page addresses or names another record: brand, model, city, type. */
export const NAME: FieldLimit = { max: 120, lines: "one" };
/** One line of text: a heading, a title, a person's or company's name, a spec value. */
export const SHORT: FieldLimit = { max: 200, lines: "one" };
/** An address on the web: a picture, a video. */
export const URL_TEXT: FieldLimit = { max: 2_000, lines: "one" };
/** A paragraph or a few: a description, a trader's about text, a postal address. */
export const PARAGRAPH: FieldLimit = { max: 4_000, lines: "many" };
/** A block of HTML shown on a page: a blog post. */
export const HTML_BLOCK: FieldLimit = { max: 32_768, lines: "many" };
/** A model's about text or a price's offer: plain text with simple formatting (docs/decisions/146). */
export const TEXT_BLOCK: FieldLimit = { max: 32_768, lines: "many" };
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
    aboutProduct: TEXT_BLOCK, h2: SHORT, description: PARAGRAPH,
  }, ["aboutProduct", ...SPEC_VALUE_FIELDS]),
  prices: withHindi({ brandName: NAME, name: NAME, cityName: NAME, offer: TEXT_BLOCK, h2: SHORT, type: NAME }, ["offer"]),
  traders: withHindi({
    tName: NAME, traderName: SHORT, ceo: SHORT, foundationYear: SHORT, annualTurnover: SHORT, cin: SHORT,
    llp: SHORT, gstNumber: SHORT, legalCheck: SHORT, typeName: LIST, majorMarket: PARAGRAPH, about: PARAGRAPH,
    ourCapability: PARAGRAPH, infrastructure: PARAGRAPH, other: PARAGRAPH, address: PARAGRAPH, brandDeal: LIST,
    brandList: LONG_LIST, cityName: NAME, offeredBy: SHORT, employeeCount: SHORT,
  }, ["about", "ourCapability", "infrastructure", "other", "majorMarket", "address"]),
  blogs: withHindi({ url: NAME, category: NAME, name: SHORT, activate: SHORT, html: HTML_BLOCK, youtube: URL_TEXT, other: PARAGRAPH }, ["name", "html", "other"]),
  articles: withHindi({ url: NAME, h1: SHORT, p: PARAGRAPH, h2: SHORT, imgUrl: URL_TEXT, imgAlt: SHORT, content: LONG_LIST, ref: LIST }, ["h1", "p", "h2", "content"]),
  subsidies: withHindi({ ruleId: NAME, scheme: SHORT, stateName: NAME, source: PARAGRAPH, sourceDate: SHORT, validFrom: SHORT, validTo: SHORT, note: PARAGRAPH }, ["scheme", "source", "note"]),
};

/** Whether the field may hold line breaks (the console edits it in a text area). */
export const isMultiline = (entity: CatalogueEntity, field: string) => FIELD_LIMITS[entity][field]?.lines === "many";

/** 3145728 → "3,145,728" (by hand: the same in Node, workerd and every browser). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

const CONTROL = /[\x00-\x1f\x7f]/;
const LINE_BREAKS = new Set(["\t", "\n", "\r"]);

/**
 * What is wrong with a field's value under its limit, as a code with its figures: the console words
 * it in the operator's language (app/features/console/messages.ts), the import in English below.
 */
export type LimitIssue =
  | { code: "tooLong"; length: number; max: number; inCell: boolean }
  | { code: "nul" | "tab" | "lineBreak"; at: number }
  | { code: "control"; at: number; char: string }
  /** HTML or a character reference in a plain text. */
  | { code: "markup" }
  /** A sentence that states a price or a cost, quoted (at most 80 characters). */
  | { code: "price"; sentence: string };

/** The first sentence of a text that states a price or a cost, at most 80 characters of it, or null. */
function priceSentence(text: string): string | null {
  const found = firstPriceSentence(text);
  return found && found.length > 80 ? `${found.slice(0, 79)}…` : found;
}

function controlIssue(text: string, limit: FieldLimit): LimitIssue | null {
  if (!CONTROL.test(text)) return null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (!CONTROL.test(ch) || (limit.lines === "many" && LINE_BREAKS.has(ch))) continue;
    if (ch === "\0") return { code: "nul", at: i + 1 };
    if (ch === "\t") return { code: "tab", at: i + 1 };
    if (ch === "\n" || ch === "\r") return { code: "lineBreak", at: i + 1 };
    return { code: "control", at: i + 1, char: `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` };
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

/** A field's limit issues: its length, then the first control character. A list is measured as its JSON cell. */
export function limitIssues(value: unknown, limit: FieldLimit): LimitIssue[] {
  const issues: LimitIssue[] = [];
  const length = typeof value === "string" ? value.length : Array.isArray(value) ? JSON.stringify(value).length : 0;
  if (length > limit.max) issues.push({ code: "tooLong", length, max: limit.max, inCell: Array.isArray(value) });
  for (const text of textsOf(value)) {
    const issue = controlIssue(text, limit);
    if (issue) {
      issues.push(issue);
      break;
    }
  }
  return issues;
}

/**
 * What a field may not hold whatever its length: markup in a plain text (an about text, an offer),
 * a sentence that states a price or a cost in an about text or a description.
 */
export function contentIssues(field: string, value: unknown): LimitIssue[] {
  if (typeof value !== "string") return [];
  const issues: LimitIssue[] = [];
  if (SIMPLE_TEXT_FIELDS.has(field) && hasMarkup(value)) issues.push({ code: "markup" });
  const sentence = PRICE_FREE_FIELDS.has(field) ? priceSentence(value) : null;
  if (sentence) issues.push({ code: "price", sentence });
  return issues;
}

/** A limit issue in English words for the import's report ("is 3,145,728 characters; at most 32,768 are allowed"). */
export function limitText(issue: LimitIssue): string {
  if (issue.code === "tooLong") {
    return `is ${grouped(issue.length)} ${issue.inCell ? "characters as written in its cell" : "characters"}; at most ${grouped(issue.max)} are allowed`;
  }
  if (issue.code === "markup") return `holds HTML: write plain text (a blank line between paragraphs, "- " before a bullet, **bold**)`;
  if (issue.code === "price") return `states a price or a cost ("${issue.sentence}"): the site writes prices from the town prices; leave the figure out`;
  const at = `at character ${grouped(issue.at)}`;
  if (issue.code === "control") return `holds an invisible control character (${issue.char}) ${at}: remove it`;
  if (issue.code === "nul") return `holds a NUL byte (an invisible control character) ${at}: remove it`;
  if (issue.code === "tab") return `holds a tab ${at}: this field is one line`;
  return `holds a line break ${at}: this field is one line`;
}

/** What is wrong with a field's value under its limit, in English words for the operator, or none. */
export function limitProblems(value: unknown, limit: FieldLimit): string[] {
  return limitIssues(value, limit).map(limitText);
}
