import { join } from "node:path";
import { expect, test } from "vitest";
import { MODULES, messagesFor, messagesJsonFor } from "#app/messages.server";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { langOfPath, pathIn, withoutLang } from "#app/shared/i18n/lang";
import { MODULE_NAMES, SHELL_MODULES } from "#app/shared/i18n/message-modules";
import { fill, messagesIn, metaMessages, provideMessages } from "#app/shared/i18n/use-messages";
import { messageFiles } from "../support/message-files";

// The site in Hindi under /hi/, the address deciding the language.

// Every key in both languages, non-empty, with the same placeholders: tests/unit/message-catalogue.test.ts.

/** Every leaf of a message object as "a.b.c" → value. */
function leaves(value: unknown, at = ""): Map<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return new Map([[at, value]]);
  return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, at ? `${at}.${key}` : key)]));
}

test("every feature's messages reach the page: each message file is in the catalogue", () => {
  // The buyer tools' words load with the tools' own code, apart from the page's first load, and
  // not as the root loader's data (app/features/tools/messages.ts); the subsidy check's and the battery
  // chooser's words travel in their own loaders' data, the page's language only (decisions 117, 118).
  // The console's words load with the console's own code, never with a public page (decision 124).
  const apart = [
    join("app", "features", "tools", "messages.ts"),
    join("app", "features", "tools", "components", "subsidy", "messages.ts"),
    join("app", "features", "tools", "components", "battery", "messages.ts"),
    join("app", "features", "console", "messages.ts"),
    join("app", "features", "console", "components", "lists", "messages.ts"),
    join("app", "features", "console", "components", "work", "messages.ts"),
    join("app", "features", "console", "components", "pictures", "messages.ts"),
    // The words the server writes itself, never shown by a component: the JSON-LD builders' and
    // the buyer's SMS (decision 151).
    join("app", "features", "seo", "messages.ts"),
    join("app", "shared", "messaging", "sms-texts.ts"),
    join("app", "features", "console", "components", "privacy", "messages.ts"),
    // A trader's lead page takes its words with its own code, in English or Hindi (decisions 121, 164).
    join("app", "features", "leads", "messages.ts"),
    // The seller workspace's words load with the workspace's own code, never with a public page (decision 164).
    join("app", "features", "seller", "messages.ts"),
  ];
  const sentWithThePage = messageFiles().filter((file) => !apart.some((path) => file.endsWith(path)));
  // and the name tables of the catalogue's types and towns (app/shared/i18n/names.server.ts) and of its
  // specification values (app/shared/i18n/spec-names.server.ts)
  expect(Object.keys(MODULES).filter((name) => name !== "names" && name !== "specNames").length).toBe(sentWithThePage.length);
});

test("Hindi interface text is written in Devanagari, not left in English", () => {
  for (const module of Object.values(MODULES)) {
    const hi = leaves(module.hi);
    const devanagari = [...hi.values()].filter((s) => /[\u0900-\u097F]/.test(String(s)));
    // a few values are names kept in Latin letters (the language switch's "English")
    expect(devanagari.length / hi.size).toBeGreaterThan(0.8);
  }
});

test("the address decides the language: /hi and /hi/… are Hindi, everything else English", () => {
  expect(langOfPath("/hi")).toBe("hi");
  expect(langOfPath("/hi/brand/Mahindra")).toBe("hi");
  expect(langOfPath("/")).toBe("en");
  expect(langOfPath("/hindi-news")).toBe("en");
  expect(langOfPath("/brand/hi")).toBe("en");
  expect(withoutLang("/hi/brand/Mahindra/Treo/Price-In-Noida")).toBe("/brand/Mahindra/Treo/Price-In-Noida");
  expect(withoutLang("/hi")).toBe("/");
  expect(withoutLang("/About-Us")).toBe("/About-Us");
});

test("a Hindi page has the same path after the /hi prefix; the switch keeps the page and its query", () => {
  expect(pathIn("hi", "/brand/Mahindra")).toBe("/hi/brand/Mahindra");
  expect(pathIn("hi", "/")).toBe("/hi");
  expect(pathIn("hi", "/city/Noida/electric-rickshaw-dealers?page=2#list")).toBe("/hi/city/Noida/electric-rickshaw-dealers?page=2#list");
  expect(pathIn("en", "/hi/brand/Mahindra?x=1")).toBe("/brand/Mahindra?x=1");
  expect(pathIn("en", "/hi")).toBe("/");
  expect(pathIn("hi", "/hi/About-Us")).toBe("/hi/About-Us");
});

test("moving a path between languages never makes it another host's: a path that would become one is left as given", () => {
  // Without the rule: withoutLang("/hi//evil.example/login") = "//evil.example/login", a host to a browser.
  expect(pathIn("en", "/hi//evil.example/login")).toBe("/hi//evil.example/login");
  expect(pathIn("hi", "/hi//evil.example/login")).toBe("/hi//evil.example/login");
  expect(pathIn("en", "/hi/\\evil.example?x=1")).toBe("/hi/\\evil.example?x=1");
  expect(pathIn("hi", "//evil.example")).toBe("//evil.example");
});

test("a trader's lead page moves between languages like any page of the site", () => {
  expect(pathIn("hi", "/leads/abc")).toBe("/hi/leads/abc");
  expect(pathIn("en", "/hi/leads/abc?before=x")).toBe("/leads/abc?before=x");
});

test("addresses that are not pages of the site keep one address for both languages", () => {
  for (const path of ["/api/getBrandByOrder", "/image/brand/x.webp", "/admin", "/sitemap.xml", "/robots.txt"]) {
    expect(pathIn("hi", path)).toBe(path);
  }
  expect(pathIn("hi", "https://example.com/x")).toBe("https://example.com/x");
  expect(pathIn("hi", "//evil.example/x")).toBe("//evil.example/x");
  expect(pathIn("hi", "#top")).toBe("#top");
});

test("a message's {placeholders} are filled with values; unknown ones stay as written", () => {
  expect(fill("{count} dealers in {city}", { count: 3, city: "Noida" })).toBe("3 dealers in Noida");
  expect(fill("{missing}", {})).toBe("{missing}");
});

test("dates and times are in IST with Hindi month names and Latin digits on Hindi pages", () => {
  // 06:00 UTC is 11:30 in India Standard Time
  const at = Date.UTC(2026, 10, 24, 6, 0);
  const hindi = formatIstDateTime(at, "hi");
  expect(hindi).toContain("24 नवंबर 2026");
  expect(hindi).toContain("11:30");
  expect(hindi).not.toMatch(/[\u0966-\u096F]/); // no Devanagari digits
  expect(formatIstDateTime(at, "en")).toContain("24 November 2026");
  // the day changes at midnight IST, not UTC
  expect(formatIstDateTime(Date.UTC(2026, 10, 24, 19, 0), "hi")).toContain("25 नवंबर 2026");
});

test("a page's messages travel as a data block of its language, safe inside a script element, read back whole", () => {
  for (const lang of ["en", "hi"] as const) {
    provideMessages(lang, messagesJsonFor(lang));
    const text = messagesIn(lang, MODULE_NAMES)!;
    expect(text.messages).toEqual(messagesFor(lang));
    // no "<" can close the script element early; JSON reads the escape back as the same text
    expect(text.json).not.toContain("<");
    expect(JSON.parse(text.json)).toEqual(messagesFor(lang));
    // the layout and every route's meta share one object (here a page of the shell's modules alone)
    expect(metaMessages([{ id: "root", loaderData: { lang } }])).toBe(messagesIn(lang, SHELL_MODULES)!.messages);
  }
  expect(messagesIn("hi", SHELL_MODULES)?.messages.shell.skipLink).not.toBe(messagesIn("en", SHELL_MODULES)?.messages.shell.skipLink);
  // where the root loader did not run, there are no messages (the error screen stands alone)
  expect(metaMessages([{ id: "home" }])).toBeUndefined();
});
