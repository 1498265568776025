import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { SPEC_LATIN_KEPT } from "#app/shared/i18n/spec-values-hi";
import { namesIn } from "#app/shared/i18n/names.server";
import { SITE_NAME } from "#app/shared/site";
import { comparePath } from "#app/features/tools/rules/compare";
import { readOutbox } from "#app/shared/messaging/local";
import { PAGE_TYPES } from "../../scripts/page-types.mjs";
import { sampleTables } from "../../seed";
import { decode, getPage, postApi, section, sendEnquiry } from "./helpers";

// The rule (docs/decisions/120, 151): everything a /hi/ page of every page type gives a reader —
// its title and descriptions, its body (text the operator wrote in English included: the sample
// has a Hindi version of each), the attributes a person hears or reads (alt, title, aria-label,
// placeholder) and its JSON-LD — and the SMS a buyer gets after an enquiry on a Hindi page, has
// no word in Latin letters but those of one short list: proper names, and the units and codes
// that Hindi readers see in Latin letters.

/** Pages checked besides one of every page type, and what each adds. */
const MORE_PAGES = [
  // a manufacturer's profile: its main markets and turnover
  { name: "manufacturer-about", path: "/manufacturer/Kinetic-Green-Energy-and-Power-Solutions-Ltd/About" },
  // a dealer's address on its contact tab
  { name: "dealer-contact", path: "/dealer/Shree-Ganesh-E-Motors/Contact" },
  // the answer of the subsidy check on a day the schemes were open: amounts, notes and sources
  { name: "subsidy-open", path: "/subsidy?model=Mahindra%2FTreo&town=Delhi&date=2025-06-01" },
  { name: "subsidy-two-wheeler", path: "/subsidy?model=Ather%2F450X&town=Delhi&date=2025-06-01" },
];

/**
 * Units and codes Hindi readers see in Latin letters (docs/glossary-hi.md): the specification
 * glossary's own list (kg, V, kWh, BLDC, ARAI…) and the codes printed so on papers and phones.
 */
const CODES = [...SPEC_LATIN_KEPT, "gst", "cin", "llpin", "llp", "otp", "sms", "nbfc", "whatsapp"];

/**
 * The sources the About page credits, by the names and licences they ask to be credited with
 * (docs/decisions/108).
 */
const CREDITED_SOURCES = ["geonames", "cc", "by", "data", "gov", "government", "open", "license"];

/**
 * Proper names: the catalogue's brands, models and variants, its traders, their owners and
 * registration numbers, the site's own name, and the towns and states the site has no Hindi
 * spelling of (they are shown as the catalogue writes them).
 */
function properNames(): string[] {
  const t = sampleTables();
  const hindi = namesIn("hi");
  const names = [
    SITE_NAME,
    ...t.brand.map((r) => r.brandName),
    ...t.product.flatMap((r) => [r.brandName, r.name, r.variantName]),
    ...t.trader.flatMap((r) => [r.traderName, r.tName, r.ceo, r.gstNumber, r.cin, r.llp]),
    ...t.city.flatMap((r) => [r.cityName, r.stateName].filter((name) => hindi.town(String(name)) === name && hindi.state(String(name)) === name)),
  ].map(String);
  return names.flatMap((n) => n.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []);
}

const allowed = new Set([...properNames(), ...CODES, ...CREDITED_SOURCES].map((w) => w.toLowerCase()));

/**
 * The Latin words of a text that are not on the list. Left out: a single letter (an initial, as
 * the brand index's A–Z, or the "x" of a size); an e-mail or web address the page gives to write
 * to (listings@evcatalogue.in); and one word in quotes, the literal the site stores or shows on
 * its English-only pages, quoted so ("Customer", the name of a buyer who gave none).
 */
function strangers(text: string): string[] {
  const words = text.replace(/\S+@\S+|\b[\w.-]+\.in\b|"[A-Za-z]+"/g, " ").match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 1 && !allowed.has(w.toLowerCase())))];
}

/** Attributes a person hears or reads. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g;
const META_TEXTS = /<meta (?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)" content="([^"]*)"/g;

/**
 * The header's language switch speaks the language it leads to ("English", "Read this page in
 * English", marked lang="en-IN"), as language pickers do: a reader of the other language finds it.
 */
const LANGUAGE_SWITCH = /<a\b[^>]*class="language-switch"[^>]*>[\s\S]*?<\/a>/;

/** What a reader gets of a page: title, descriptions, body text and read attributes. */
function readerText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const metas = [...html.matchAll(META_TEXTS)].map((m) => m[1]);
  const body = html
    .slice(Math.max(0, html.indexOf("<body")))
    .replace(LANGUAGE_SWITCH, " ")
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ");
  const attributes = [...body.matchAll(READ_ATTRIBUTES)].map((m) => m[1]);
  const text = body.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " ");
  return decode([title, ...metas, ...attributes, text].join(" "));
}

/** Keys of JSON-LD whose values are addresses, types or codes, not text. */
const NOT_TEXT = new Set(["@context", "@type", "url", "item", "image", "logo", "mainEntityOfPage", "availability", "priceCurrency", "addressCountry"]);

/** Every text value of the page's JSON-LD, as "Type.key: value". */
function jsonLdTexts(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);
  const found: string[] = [];
  const walk = (value: unknown, type: string, key: string) => {
    if (typeof value === "string") {
      if (!NOT_TEXT.has(key)) found.push(`${type}.${key}: ${value}`);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, type, key));
    else if (value && typeof value === "object") {
      const own = (value as { "@type"?: string })["@type"] ?? type;
      for (const [k, v] of Object.entries(value)) walk(v, own, k);
    }
  };
  blocks.forEach((b) => walk(b, "", ""));
  return found;
}

const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path.replace(/^\/(?=[?]|$)/, "")}`);

test("a /hi/ page of every page type has no word in Latin letters but proper names, units and codes: text, attributes, head and JSON-LD", async () => {
  const found: Record<string, string[]> = {};
  const pages = [...PAGE_TYPES, ...MORE_PAGES];
  for (const { name, path } of pages) {
    const page = await getPage(hindi(path));
    expect(page.status, name).toBe(name === "error" ? 404 : 200);
    // the search page repeats what the visitor typed
    const typed = new URL(path, "http://x").searchParams.get("q") ?? "";
    const text = readerText(page.html);
    const inText = strangers(typed ? text.replaceAll(typed, " ") : text);
    const inJsonLd = jsonLdTexts(page.html).flatMap((t) => strangers(t.slice(t.indexOf(": ") + 2)).map((w) => `${t.slice(0, t.indexOf(":"))} ${w}`));
    if (inText.length || inJsonLd.length) found[name] = [...inText, ...inJsonLd];
  }
  expect(found).toEqual({});
});

test("the code's SMS to a buyer who enquired on a Hindi page has no word in Latin letters but OTP and the site's name", async () => {
  const mobile = "9855500001";
  expect((await sendEnquiry(mobile)).status).toBe(200);
  expect((await postApi("sendOtp", { mobile, lang: "hi" })).status).toBe(200);
  const [sms] = await readOutbox(env.DB, { to: mobile, limit: 1 });
  expect(sms).toMatchObject({ kind: "otp", language: "hi" });
  expect(strangers(sms!.text)).toEqual([]);
  expect(sms!.text).toMatch(/^\d{6} आपका OTP है/);
});

test("the list of words allowed in Latin letters finds a stranger: an English word, km beside किमी, a stray English note", () => {
  expect(strangers("नोएडा और आस-पास के ज़िले, 12 km दूर")).toEqual(["km"]);
  expect(strangers("Mahindra e-Alfa Mini, 48 V, 120 Ah, BLDC मोटर, GST नंबर 09SHWPC2585N1Z0")).toEqual([]);
  expect(strangers("स्रोत: Claimed through an e-voucher")).toEqual(["Claimed", "through", "an", "voucher"]);
  expect(strangers('लिखें: listings@evcatalogue.in, नाम न देने पर "Customer"')).toEqual([]);
});

// Every specification value of every sample model, on the Hindi comparison of three models at a
// time (a comparison shows every field of each): in Hindi, through the model's Hindi version or
// the glossary (docs/decisions/150).
test("the Hindi comparison of every sample model shows each specification value in Hindi", async () => {
  const models = sampleTables().product.map((p) => ({ brandName: String(p.brandName), name: String(p.name) }));
  const found: Record<string, string[]> = {};
  for (let i = 0; i < models.length; i += 3) {
    const path = hindi(comparePath(models.slice(i, i + 3)));
    const page = await getPage(path);
    expect(page.status, path).toBe(200);
    const inTable = strangers(readerText(section(page.html, "compare-table")));
    if (inTable.length) found[path] = inTable;
  }
  expect(found).toEqual({});
});
