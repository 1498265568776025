import { expect, test } from "vitest";
import { PAGE_TYPES } from "../../scripts/page-types.mjs";
import { MODULE_NAMES, SHELL_MODULES } from "#app/shared/i18n/message-modules";
import { TOWN_COOKIE } from "#app/features/town/rules/town";
import { fetchWorker, getPage, loggedLines } from "./helpers";

// The rule: a page carries only the message modules it reads — the shell's and those its routes
// name in `handle.messages` — and a page that reads one it was not given fails
// (docs/decisions/142-a-page-carries-its-own-messages.md). A lookup of a module the page lacks
// throws (app/shared/i18n/message-modules.ts): on the server the page is then an error, or a section of
// it is left to the browser (React's `<!--$!-->`) with the error logged. So one page of every page
// type, in both languages, is rendered here and must come out whole. What only the browser renders
// (the enquiry dialog, search suggestions) is checked by tests/browser/enquiry-dialog.spec.ts,
// search.spec.ts and hindi-journey.spec.ts.

const inLang = (lang: "en" | "hi", path: string) => (lang === "en" ? path : path === "/" ? "/hi" : `/hi${path.replace(/^\/(?=[?]|$)/, "")}`);

/** The modules of the page's data block, in the order it holds them. */
function blockModules(html: string): string[] {
  const block = /<script type="application\/json" id="site-messages" data-lang="[a-z]+">([^<]*)<\/script>/.exec(html)?.[1];
  return block === undefined ? [] : Object.keys(JSON.parse(block) as object);
}

test("a page of every page type, in both languages, renders with the message modules it was given", { timeout: 120_000 }, async () => {
  const failed: string[] = [];
  // without a town and with one (the header names it; model pages add the town's box)
  for (const cookie of [undefined, `${TOWN_COOKIE}=Noida`]) {
    for (const { name, path } of PAGE_TYPES) {
      for (const lang of ["en", "hi"] as const) {
        const which = `${name} (${lang}${cookie ? ", a town chosen" : ""})`;
        const res = await fetchWorker(inLang(lang, path), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
        const html = await res.text();
        const expected = name === "error" ? 404 : 200;
        if (res.status !== expected) failed.push(`${which}: status ${res.status}`);
        if (html.includes("<!--$!-->")) failed.push(`${which}: a section failed on the server`);
        const modules = blockModules(html);
        if (!SHELL_MODULES.every((m) => modules.includes(m))) failed.push(`${which}: the block lacks the shell's modules: ${modules}`);
      }
    }
  }
  const missing = loggedLines("error").filter((line) => /MissingMessages|were not given to this page/.test(line));
  expect(missing).toEqual([]);
  expect(failed).toEqual([]);
});

test("a page carries the shell's modules and its route's, no others", async () => {
  const of = async (path: string) => blockModules((await getPage(path)).html);
  expect(await of("/hi/types-of-electric-vehicles")).toEqual(["shell", "catalogue", "lists", "names"]);
  expect(await of("/hi/About-Us")).toEqual(["shell", "names"]);
  // the enquiry page shows the privacy notice before it takes the number (docs/decisions/152)
  expect(await of("/hi/enquiry?typeOfQuery=Contact")).toEqual(["shell", "enquiry", "names", "privacy"]);
  expect(await of("/hi/dealer/Shree-Ganesh-E-Motors/About")).toEqual(["shell", "enquiry", "trader", "names"]);
  expect(await of("/")).toEqual(["shell", "catalogue", "lists", "search", "town", "names"]);
  // the specification glossary only where specification values are printed
  expect(await of("/hi/brand/Mahindra/e-Alfa-Mini")).toEqual(["shell", "catalogue", "lists", "town", "names", "specNames"]);
});

test("a browser completes its language's messages from one JSON text per language", async () => {
  for (const lang of ["en", "hi"] as const) {
    const res = await fetchWorker(`/site-messages/${lang}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const all = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(all)).toEqual([...MODULE_NAMES]);
  }
  const hindi = (await (await fetchWorker("/site-messages/hi")).json()) as { shell: { skipLink: string } };
  expect(hindi.shell.skipLink).toMatch(/[\u0900-\u097F]/);
  const unknown = await fetchWorker("/site-messages/fr");
  expect(unknown.status).toBe(404);
  await unknown.body?.cancel();
});
