import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { API } from "typescript/unstable/sync";
import { type Node, SyntaxKind } from "typescript/unstable/ast";
import { afterAll, expect, test } from "vitest";
import { batteryWords } from "#app/features/tools/components/battery/messages";
import { subsidyWords } from "#app/features/tools/components/subsidy/messages";
import { fieldWords } from "#app/features/console/components/field-words";
import { MODULES } from "#app/messages.server";
import { toolMessages } from "#app/features/tools/messages";
import { filesUnder, messageFiles } from "../support/message-files";

// One message catalogue: every piece of interface text, English and Hindi, comes from a keyed
// messages table of its feature (docs/decisions/121-one-message-catalogue.md).

const ROOT = join(__dirname, "../..");

const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** A counted message's forms by plural category (app/shared/i18n/plural.ts): one leaf, each language its own categories. */
const isCountForms = (value: object): value is Record<string, unknown> =>
  "other" in value && Object.keys(value).every((key) => PLURAL_CATEGORIES.has(key));

/** Every leaf of a message table as "a.b.c" → value. */
function leaves(value: unknown, at = ""): Map<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value) || isCountForms(value)) return new Map([[at, value]]);
  return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, at ? `${at}.${key}` : key)]));
}

/** The text whose placeholders both languages must share: a count's `other` form (one may leave out `{n}`). */
const formOf = (value: unknown) => (typeof value === "object" && value !== null && "other" in value ? value.other : value);

const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The problems of one table: keys one language lacks, empty texts, placeholders that differ. */
export function catalogueProblems(name: string, en: unknown, hi: unknown): string[] {
  const english = leaves(en);
  const hindi = leaves(hi);
  const problems: string[] = [];
  for (const key of english.keys()) if (!hindi.has(key)) problems.push(`${name}: "${key}" has no Hindi`);
  for (const key of hindi.keys()) if (!english.has(key)) problems.push(`${name}: "${key}" has no English`);
  for (const [key, text] of english) {
    if (!hindi.has(key)) continue;
    const other = hindi.get(key);
    // Messages are strings: they travel as JSON, and a value goes in where a message says `{name}`
    // (`fill`), so both languages fill the same places. A function would hide its words' order and
    // its placeholders from this test, and could not travel.
    let strings = true;
    for (const [lang, s] of [["en", text], ["hi", other]] as const) {
      if (typeof s === "object" && s !== null && isCountForms(s)) {
        // a count's forms: only the categories the language's plural rules have, each a string
        const known = new Intl.PluralRules(lang === "en" ? "en-IN" : "hi-IN").resolvedOptions().pluralCategories as string[];
        for (const [category, form] of Object.entries(s)) {
          if (!known.includes(category)) problems.push(`${name}: "${key}.${category}" is not a plural form of ${lang}`);
          if (typeof form !== "string" || form.trim() === "") problems.push(`${name}: "${key}.${category}" is not a text in ${lang}`);
        }
        continue;
      }
      if (typeof s !== "string") {
        strings = false;
        problems.push(`${name}: "${key}" is a ${typeof s} in ${lang}: messages are strings`);
      } else if (s.trim() === "") problems.push(`${name}: "${key}" is empty in ${lang}`);
    }
    if (!strings) continue;
    if (placeholders(formOf(text)).join() !== placeholders(formOf(other)).join()) {
      problems.push(`${name}: "${key}" fills {${placeholders(formOf(text)).join("}, {")}} in English but {${placeholders(formOf(other)).join("}, {")}} in Hindi`);
    }
  }
  return problems;
}

test("every key has both languages, and messages are strings", async () => {
  // The name tables (MODULES.names, MODULES.specNames) are not messages: English shows the
  // catalogue's own names, so its tables are empty by design, and Hindi lists the names it translates.
  const { names: _names, specNames: _specNames, ...features } = MODULES;
  const tables: [string, { en: unknown; hi: unknown }][] = [
    ...Object.entries(features),
    ["toolMessages", toolMessages],
    ["batteryWords", batteryWords],
    ["subsidyWords", subsidyWords],
    // the console's catalogue fields (its other words are app/features/console/messages.ts)
    ["consoleFieldWords", fieldWords],
  ];
  // and every feature's messages.ts, wherever it is, so a new one cannot be left out
  for (const file of messageFiles()) {
    tables.push([relative(ROOT, file), (await import(file)) as { en: unknown; hi: unknown }]);
  }
  expect(tables.length).toBeGreaterThan(10);
  expect(tables.flatMap(([name, table]) => catalogueProblems(name, table.en, table.hi))).toEqual([]);
});

test("every key has both languages: a key without Hindi, an empty text or a different placeholder is found", () => {
  expect(catalogueProblems("t", { a: "A {x}", b: { c: "C" }, d: "D", e: "E {y}" }, { a: "अ {x}", b: {}, d: " ", e: "ई {z}" })).toEqual([
    't: "b.c" has no Hindi',
    't: "d" is empty in hi',
    't: "e" fills {y} in English but {z} in Hindi',
  ]);
});

test("a counted message gives each language the plural forms of its own rules: Hindi may give only other, a category the language lacks is found", () => {
  const en = { a: { one: "{n} lead", other: "{n} leads" }, b: { one: "{n} row", other: "{n} rows" } };
  // Hindi's plural rules (CLDR) have "one" and "other"; "few" is a form of neither language
  const hi = { a: { other: "{n} लीड" }, b: { few: "{n} लाइनें", other: "{n} लाइनें" } };
  expect(catalogueProblems("t", en, hi)).toEqual(['t: "b.few" is not a plural form of hi']);
  expect(catalogueProblems("t", { c: { other: "{n} leads" } }, { c: { other: "{count} लीड" } })).toEqual(['t: "c" fills {n} in English but {count} in Hindi']);
});

test("messages are strings: a function in either language is found", () => {
  const heading = (title: string) => `EMI for the ${title}`;
  expect(
    catalogueProblems("t", { a: heading, b: "B {n}", c: { d: heading }, e: 1 }, { a: heading, b: (n: number) => `${n}`, c: { d: "डी {title}" }, e: "ई" }),
  ).toEqual([
    't: "a" is a function in en: messages are strings',
    't: "a" is a function in hi: messages are strings',
    't: "b" is a function in hi: messages are strings',
    't: "c.d" is a function in en: messages are strings',
    't: "e" is a number in en: messages are strings',
  ]);
});

// ---------------------------------------------------------------------------------------------

/**
 * Where interface text may still be written in a component, each for a reason:
 * - a trader's private lead page is shown in English: the traders read the English statements, CSVs
 *   and terms they work with. Its page and cards take their words from app/features/leads/
 *   messages.ts like every page; its dispute form and route (app/features/leads/components/lead-dispute.tsx,
 *   app/features/leads/routes/leads.tsx) still write theirs inline. The operator console
 *   follows the operator's language (docs/decisions/124, 130) but for its pictures page, whose
 *   words are being moved by its own change;
 * - the About, Contact, Privacy and Terms pages (app/features/content/components/static-page.tsx
 *   and terms-text*.tsx, app/features/content/routes/{about,contact,terms}.tsx,
 *   app/features/privacy/components/privacy-text*.tsx) are
 *   documents written whole in each language (legal text that is read as one, never keyed).
 */
const OUTSIDE = [
  ["app", "features", "console", "routes", "pictures.tsx"],
  ["app", "features", "leads", "components", "lead-dispute.tsx"],
  ["app", "features", "leads", "routes", "leads.tsx"],
  ["app", "features", "content", "components", "static-page.tsx"],
  ["app", "features", "content", "components", "terms-text.tsx"],
  ["app", "features", "content", "components", "terms-text-hi.tsx"],
  ["app", "features", "content", "routes", "about.tsx"],
  ["app", "features", "content", "routes", "contact.tsx"],
  ["app", "features", "content", "routes", "terms.tsx"],
  ["app", "features", "privacy", "components", "privacy-text.tsx"],
  ["app", "features", "privacy", "components", "privacy-text-hi.tsx"],
].map((parts) => parts.join(sep));

/** The console's parts in English and Hindi (docs/decisions/124): checked like the public pages. */
const CONSOLE_IN_TWO_LANGUAGES = [
  ["app", "features", "console", "components", "console-header.tsx"],
  ["app", "features", "console", "components", "import-report.tsx"],
  ["app", "features", "console", "components", "record-form.tsx"],
  ["app", "features", "console", "routes", "catalogue.tsx"],
  ["app", "features", "console", "routes", "catalogue-edit.tsx"],
  ["app", "features", "console", "routes", "catalogue-records.tsx"],
  ["app", "features", "console", "routes", "index.tsx"],
  ["app", "features", "console", "routes", "pictures.tsx"],
].map((parts) => parts.join(sep));

/** Proper names and marks that are the same in every language. */
const ALLOWED = new Set([
  // the logo's words: the site's name (SITE_NAME) drawn in two lines
  "EV Catalogue",
  "INDIA",
]);

/** Attributes a person reads or hears. `label` only on elements (option, optgroup, track). */
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-placeholder", "aria-roledescription", "aria-valuetext", "title", "placeholder", "alt"]);

const LATIN = /[A-Za-z]/;

type Finding = { file: string; line: number; text: string };

/** The interface text written inline in a .tsx source. */
function inlineText(file: string, source: Node & { text: string }): Finding[] {
  const found: Finding[] = [];
  const note = (node: Node, text: string) => {
    const trimmed = text.trim().replace(/\s+/g, " ");
    if (LATIN.test(trimmed) && !ALLOWED.has(trimmed)) {
      found.push({ file, line: source.text.slice(0, node.pos).split("\n").length, text: trimmed });
    }
  };
  const literal = (node: Node | undefined): node is Node & { text: string } =>
    !!node && (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral);
  /** A string shown as a child: `{"text"}`, `{hindi ? "…" : "…"}`, `{shown && "…"}`. */
  const shownStrings = (node: Node | undefined): Node[] => {
    if (!node) return [];
    if (literal(node)) return [node];
    const n = node as Node & { whenTrue?: Node; whenFalse?: Node; right?: Node; expression?: Node; operatorToken?: Node };
    if (node.kind === SyntaxKind.ConditionalExpression) return [...shownStrings(n.whenTrue), ...shownStrings(n.whenFalse)];
    if (node.kind === SyntaxKind.BinaryExpression) return shownStrings(n.right);
    if (node.kind === SyntaxKind.ParenthesizedExpression) return shownStrings(n.expression);
    return [];
  };
  const visit = (node: Node) => {
    // A <style> or <script> element's children are code, not words.
    const element = node as Node & { openingElement?: { tagName?: { text?: string } } };
    if (node.kind === SyntaxKind.JsxElement && ["style", "script"].includes(element.openingElement?.tagName?.text ?? "")) return;
    if (node.kind === SyntaxKind.JsxText) note(node, (node as Node & { text: string }).text);
    if (node.kind === SyntaxKind.JsxExpression && node.parent?.kind !== SyntaxKind.JsxAttribute) {
      for (const s of shownStrings((node as Node & { expression?: Node }).expression)) note(s, (s as Node & { text: string }).text);
    }
    if (node.kind === SyntaxKind.JsxAttribute) {
      const attribute = node as Node & { name: Node & { text: string }; initializer?: Node; parent: Node };
      const element = attribute.parent.parent as Node & { tagName?: Node & { text?: string } };
      const intrinsic = /^[a-z]/.test(element.tagName?.text ?? "");
      const read = READ_ATTRIBUTES.has(attribute.name.text) || (attribute.name.text === "label" && intrinsic);
      const value = attribute.initializer;
      if (read && literal(value)) note(value, value.text);
      if (read && value?.kind === SyntaxKind.JsxExpression) {
        for (const s of shownStrings((value as Node & { expression?: Node }).expression)) note(s, (s as Node & { text: string }).text);
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

// The TypeScript compiler (its API runs the native compiler beside the test) parses the app's
// components as the build does.
const api = new API({ cwd: ROOT });
afterAll(() => api.close());

/** The files as the TypeScript compiler parses them (the app's project, which holds tests/harness too). */
function parsed(files: string[]) {
  const snapshot = api.updateSnapshot({ openProject: join(ROOT, "tsconfig.cloudflare.json") });
  const program = snapshot.getProjects()[0]!.program;
  return files.map((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${relative(ROOT, file)} is not in the app's TypeScript project`);
    return { file: relative(ROOT, file), source: source as unknown as Node & { text: string } };
  });
}

test("no interface text is written inline in components", () => {
  const files = filesUnder(join(ROOT, "app"), (name) => name.endsWith(".tsx")).filter(
    (file) => CONSOLE_IN_TWO_LANGUAGES.includes(relative(ROOT, file)) || !OUTSIDE.some((outside) => relative(ROOT, file).startsWith(outside)),
  );
  expect(files.length).toBeGreaterThan(50);
  const findings = parsed(files).flatMap(({ file, source }) => inlineText(file, source));
  expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
});

test("no interface text is written inline in components: text, a read attribute and a ternary are found", () => {
  const [{ file, source }] = parsed([join(ROOT, "tests", "harness", "inline-text-sample.tsx")]) as [{ file: string; source: Node & { text: string } }];
  expect(inlineText(file, source).map((f) => f.text)).toEqual([
    "Written inline",
    "Inline heading",
    "Inline English",
    "Inline alt",
    "Inline group",
  ]);
});
