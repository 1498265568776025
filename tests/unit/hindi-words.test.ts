import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { batteryWords } from "#app/features/tools/components/battery/messages";
import { subsidyWords } from "#app/features/tools/components/subsidy/messages";
import { SPEC_PHRASES_HI } from "#app/shared/i18n/spec-values-hi";
import { MODULES } from "#app/messages.server";
import { toolMessages } from "#app/features/tools/messages";
import { SUBSIDY_RULES } from "../../seed/subsidies";
import { traderInfos } from "../../seed/traders";
import { messageFiles } from "../support/message-files";

// Hindi to the last word (docs/decisions/151): one word for a distance in every Hindi message, and
// a Hindi version of every text the sample catalogue gives its traders and subsidy rules.

const ROOT = join(__dirname, "../..");

/** Every string of a table with where it is, "module: a.b". */
function texts(table: unknown, at: string): [string, string][] {
  if (typeof table === "string") return [[at, table]];
  if (typeof table !== "object" || table === null) return [];
  return Object.entries(table).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
}

test("Hindi messages name a distance in one word, the glossary's किमी: no 'km' in a Hindi message a buyer or dealer reads", async () => {
  expect(SPEC_PHRASES_HI.km).toBe("किमी");
  const { names: _names, specNames: _specNames, ...features } = MODULES;
  const tables: [string, unknown][] = [
    ...Object.entries(features).map(([name, m]) => [name, m.hi] as [string, unknown]),
    ["toolMessages", toolMessages.hi],
    ["batteryWords", batteryWords.hi],
    ["subsidyWords", subsidyWords.hi],
  ];
  // every feature's messages.ts but the console's, whose help shows the operator what to type in
  // the English fields ("25 km/h")
  const files = messageFiles().filter((f) => !f.includes(join("features", "console")));
  for (const file of files) tables.push([relative(ROOT, file), ((await import(file)) as { hi: unknown }).hi]);
  expect(tables.length).toBeGreaterThan(10);
  // a {placeholder} is a value's name, not a word the reader sees
  const latinKm = tables.flatMap(([name, table]) => texts(table, name)).filter(([, text]) => /(?<![A-Za-z])km(?![A-Za-z])/i.test(text.replace(/\{\w+\}/g, "")));
  expect(latinKm).toEqual([]);
});

const LATIN_WORD = /[A-Za-z]{2,}/g;

test("every sample trader's main markets and address have a Hindi version, in Devanagari but for names and the PIN code", () => {
  const traders = traderInfos().map((t) => t.row);
  const written = (field: string) => traders.filter((r) => String(r[field]).trim() !== "");
  expect(written("majorMarket").length).toBeGreaterThan(10);
  expect(written("address").length).toBeGreaterThan(10);
  for (const row of written("majorMarket")) expect(String(row.majorMarketHi).match(LATIN_WORD), String(row.tName)).toBeNull();
  for (const row of written("address")) {
    expect(String(row.addressHi), String(row.tName)).not.toBe("");
    expect(String(row.addressHi).match(LATIN_WORD), String(row.tName)).toBeNull();
    // the same PIN code in both versions
    expect(String(row.addressHi).slice(-6), String(row.tName)).toBe(String(row.address).slice(-6));
  }
});

test("every sample subsidy rule's scheme, source and note have a Hindi version", () => {
  for (const rule of SUBSIDY_RULES) {
    for (const [english, hindi] of [[rule.scheme, rule.schemeHi], [rule.source, rule.sourceHi], [rule.note, rule.noteHi]] as const) {
      if (english.trim() === "") continue;
      expect(hindi.trim(), `${rule.ruleId}: ${english}`).not.toBe("");
      expect(hindi.match(LATIN_WORD), `${rule.ruleId}: ${hindi}`).toBeNull();
    }
  }
});
