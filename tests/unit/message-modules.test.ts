import { expect, test } from "vitest";
import { MODULES, messagesFor, messagesJsonFor } from "#app/messages.server";
import { MODULE_NAMES, MissingMessages, SHELL_MODULES, messagesView, modulesOfMatches } from "#app/shared/i18n/message-modules";
import { messagesIn, metaMessages, provideMessages } from "#app/shared/i18n/use-messages";

// A page carries only the message modules it reads (docs/decisions/142-a-page-carries-its-own-messages.md):
// the shell's, and those its routes name in `handle.messages`. The pages themselves, in both
// languages: tests/worker/page-messages.test.ts.

test("the module names the browser knows are the catalogue's modules, in its order", () => {
  expect(MODULE_NAMES).toEqual(Object.keys(MODULES));
});

test("a page carries the shell's modules and those its routes name, in catalogue order", () => {
  expect(modulesOfMatches([])).toEqual(["shell", "names"]);
  expect(modulesOfMatches([{ handle: undefined }])).toEqual(["shell", "names"]);
  // a root without a handle, a page naming modules in any order, a route naming one twice
  expect(modulesOfMatches([{ handle: undefined }, { handle: { messages: ["search", "catalogue"] } }, { handle: { messages: ["catalogue"] } }]))
    .toEqual(["shell", "catalogue", "search", "names"]);
  // a handle that names no messages (query rules, breadcrumb names) adds none
  expect(modulesOfMatches([{ handle: { query: { more: "toggle" } } }, undefined])).toEqual(["shell", "names"]);
});

test("a lookup of a module the page was not given throws, naming the module", () => {
  const all = messagesFor("hi");
  const page = messagesView(all, ["shell", "catalogue"]);
  expect(page.shell).toBe(all.shell);
  expect(page.catalogue).toBe(all.catalogue);
  expect(() => page.enquiry).toThrow(MissingMessages);
  expect(() => page.enquiry.close).toThrow(/"enquiry" messages were not given to this page/);
  // a module named but not received (a browser that has not fetched it yet) throws too
  const { lists: _, ...withoutLists } = all;
  expect(() => messagesView(withoutLists, ["shell", "lists"]).lists).toThrow(MissingMessages);
  // only the given modules are the page's own keys (what the data block serialises)
  expect(Object.keys(page)).toEqual(["shell", "catalogue"]);
});

test("a page's data block holds only its modules, its text made once per language and set", () => {
  for (const lang of ["en", "hi"] as const) {
    provideMessages(lang, messagesJsonFor(lang));
    const page = messagesIn(lang, ["shell", "catalogue", "names"])!;
    expect(Object.keys(JSON.parse(page.json))).toEqual(["shell", "catalogue", "names"]);
    expect(JSON.parse(page.json).catalogue).toEqual(messagesFor(lang).catalogue);
    expect(page.json).not.toContain("<");
    // the same set is the same text and view; another set another
    expect(messagesIn(lang, ["shell", "catalogue", "names"])).toBe(page);
    expect(messagesIn(lang, SHELL_MODULES)?.json.length).toBeLessThan(page.json.length);
    // a route's meta reads the view of the modules its matches name
    expect(metaMessages([{ id: "root", loaderData: { lang } }, { id: "x", handle: { messages: ["catalogue"] } }])).toBe(page.messages);
    expect(() => metaMessages([{ id: "root", loaderData: { lang } }])!.catalogue).toThrow(MissingMessages);
  }
});
