import { expect, test } from "vitest";
import { SPEC_LATIN_KEPT } from "#app/domain/rules/spec-values-hi";
import { comparePath } from "#app/domain/tools/compare";
import { PAGE_TYPES } from "../../scripts/page-types.mjs";
import { sampleTables } from "../../worker/origin/sample";
import { decode, getPage, section } from "./helpers";

// The rule: a /hi/ page of every page type shows no interface text in Latin letters outside
// proper names. Catalogue words (types, towns, states, specification values) are named in Hindi
// (app/i18n/names.ts), generated sentences come from the messages' Hindi templates, and text the
// operator wrote in English is marked lang="en" (under a visible "(अंग्रेज़ी में)" note) and is
// left out here, as is an <address>. What stays is checked word by word against the catalogue's
// proper names and the units and codes Hindi readers see in Latin letters.

/** Page types not yet checked, and why. This list only shrinks. */
const EXCLUDED: Record<string, string> = {
};

/** Units, codes and names that Hindi pages print in Latin letters (docs/glossary-hi.md). */
const KEPT = [
  "km", "kg", "mm", "m", "ft", "v", "a", "w", "kw", "kwh", "ah", "nm", "x", "h",
  "gst", "emi", "nbfc", "rto", "otp", "whatsapp", "sms", "cin", "llpin", "llp", "gvw", "ev",
  "bldc", "pmsm", "ms", "cbs", "tft", "lcd", "icat", "arai", "bs6", "lfp", "nmc", "cng", "ac", "ccs2",
  "l1", "l2", "l3m", "l5m", "n1", "d", "ist",
  // the site's name ("EV Catalogue India") and the language switch's own name for English
  "ev", "catalogue", "india", "english",
  // the data sources the About page credits, by their names and licences
  "geonames", "cc", "by", "government", "open", "data", "license",
];

function allowedWords(): Set<string> {
  const t = sampleTables();
  const names = [
    ...t.brand.map((r) => r.brandName),
    ...t.product.flatMap((r) => [r.brandName, r.name, r.variantName]),
    ...t.trader.flatMap((r) => [r.traderName, r.tName, r.gstNumber, r.cin, r.llp]),
  ].map(String);
  const words = names.flatMap((n) => n.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []);
  // the units, codes and part makers a specification value keeps in Latin letters (spec-values-hi.ts)
  return new Set([...words, ...KEPT, ...SPEC_LATIN_KEPT].map((w) => w.toLowerCase()));
}

/** The HTML with every element marked English (and every address) removed, nesting included. */
function withoutEnglishBlocks(html: string): string {
  let out = html;
  for (;;) {
    const open = /<([a-z][a-z0-9]*)\b[^>]*\slang="en[^"]*"[^>]*>|<(address)\b[^>]*>/i.exec(out);
    if (!open) return out;
    const tag = (open[1] ?? open[2])!.toLowerCase();
    const re = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, "gi");
    re.lastIndex = open.index;
    let depth = 0;
    let end = out.length;
    for (let m = re.exec(out); m; m = re.exec(out)) {
      depth += m[0].startsWith("</") ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out = out.slice(0, open.index) + " " + out.slice(end);
  }
}

/** What a reader sees of a page: its title, description and body text. */
function readerText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  const text = withoutEnglishBlocks(body)
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  // an e-mail address, and a word quoted as the literal the site shows elsewhere ("Customer", "Verified")
  return decode(`${title} ${description} ${text}`).replace(/\S+@\S+|\S+\.in\b/g, " ").replace(/"[A-Za-z]+"/g, " ");
}

const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path.replace(/^\/(?=[?]|$)/, "")}`);

test("a /hi/ page of every page type shows no interface text in Latin letters outside proper names", async () => {
  const allowed = allowedWords();
  const checked = PAGE_TYPES.filter((p) => !(p.name in EXCLUDED));
  expect(checked.length).toBeGreaterThan(PAGE_TYPES.length / 2);
  const found: Record<string, string[]> = {};
  for (const { name, path } of checked) {
    const page = await getPage(hindi(path));
    const text = readerText(page.html);
    // the search page repeats what the visitor typed
    const typed = new URL(path, "http://x").searchParams.get("q") ?? "";
    const latin = (typed ? text.replaceAll(typed, " ") : text).match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
    // a single letter is an initial or a unit (the brand index's A–Z, "x" in sizes)
    const strangers = [...new Set(latin.filter((w) => w.length > 1 && !allowed.has(w.toLowerCase())))];
    if (strangers.length) found[name] = strangers;
  }
  expect(found).toEqual({});
});

/** The Latin words of a page's reader text that are neither proper names nor kept units and codes. */
const strangersIn = (html: string, allowed: Set<string>) =>
  [...new Set((readerText(html).match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => w.length > 1 && !allowed.has(w.toLowerCase())))];

// Every specification value of every sample model, on the Hindi comparison of three models at a
// time (a comparison shows every field of each): in Hindi, through the model's Hindi version or
// the glossary, or marked lang="en" (docs/decisions/150).
test("the Hindi comparison of every sample model shows each specification value in Hindi", async () => {
  const allowed = allowedWords();
  const models = sampleTables().product.map((p) => ({ brandName: String(p.brandName), name: String(p.name) }));
  const found: Record<string, string[]> = {};
  for (let i = 0; i < models.length; i += 3) {
    const path = hindi(comparePath(models.slice(i, i + 3)));
    const page = await getPage(path);
    expect(page.status, path).toBe(200);
    const strangers = strangersIn(section(page.html, "compare-table"), allowed);
    if (strangers.length) found[path] = strangers;
  }
  expect(found).toEqual({});
});

test("the page types left out of that rule are page types that exist", () => {
  const names = new Set(PAGE_TYPES.map((p) => p.name));
  for (const name of Object.keys(EXCLUDED)) expect(names.has(name), name).toBe(true);
});
