import { expect, test } from "vitest";
import { comparePath } from "#app/features/tools/rules/compare";
import { nameToSlug } from "#app/shared/rules/slug";
import { langOfPath } from "#app/shared/i18n/lang";
import { sample } from "./sample-data";
import { NOT_FOUND_TEXT, breadcrumbNav, fetchWorker, getPage, hrefs, section, visibleText } from "./helpers";

const TREO = "/Mahindra/Treo-Yaari";
const APE = "/Piaggio/Ape-E-City";
const ALFA = "/Mahindra/e-Alfa-Mini";
const CANONICAL = `/compare${TREO}/vs${APE}`;

test("a comparison of two models shows both side by side with their prices and specifications", async () => {
  const { status, html, text } = await getPage(CANONICAL);
  expect(status).toBe(200);
  expect(text).toContain("Mahindra Treo Yaari vs Piaggio Ape E-City");
  const table = visibleText(section(html, "compare-table"));
  expect(table).toContain("Price");
  expect(table).toContain("Battery Capacity");
  expect(html).toContain('class="differs"');
  expect(hrefs(html)).toEqual(expect.arrayContaining(["/brand/Mahindra/Treo-Yaari", "/brand/Piaggio/Ape-E-City"]));
  expect(html).toContain(`<link rel="canonical" href="http://localhost${CANONICAL}"/>`);
});

test("a Hindi comparison names every row in Hindi: price, running cost and the specification fields", async () => {
  const { status, html } = await getPage(`/hi${CANONICAL}`);
  expect(status).toBe(200);
  const table = visibleText(section(html, "compare-table"));
  for (const hindi of ["कीमत", "माइलेज", "चलाने का खर्च", "अधिकतम रफ़्तार", "वेरिएंट"]) expect(table).toContain(hindi);
  for (const english of ["Mileage", "Running Cost", "Maximum Speed", "Variant", "Battery Capacity"]) expect(table).not.toContain(english);
});

test("a comparison's breadcrumb is Home and its title, in the page's language; no crumb of 'compare' or 'vs'", async () => {
  const trail = (html: string) => visibleText(breadcrumbNav(html));
  const english = trail((await getPage(CANONICAL)).html);
  expect(english).toContain("Mahindra Treo Yaari vs Piaggio Ape E-City");
  expect(english).not.toMatch(/compare/i);
  const hindi = trail((await getPage(`/hi${CANONICAL}`)).html);
  expect(hindi).toContain("Mahindra Treo Yaari बनाम Piaggio Ape E-City");
  expect(hindi).not.toMatch(/compare/i);
});

test("the comparison is an ItemList of Products in JSON-LD", async () => {
  const { html } = await getPage(CANONICAL);
  const lists = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!))
    .filter((ld) => ld["@type"] === "ItemList");
  expect(lists).toHaveLength(1);
  expect(lists[0].itemListElement.map((e: { item: { "@type": string; name: string } }) => [e.item["@type"], e.item.name])).toEqual([
    ["Product", "Mahindra Treo Yaari"],
    ["Product", "Piaggio Ape E-City"],
  ]);
});

test("the same comparison in another order, or spelt in another case, is one canonical URL (301)", async () => {
  for (const path of [`/compare${APE}/vs${TREO}`, "/compare/mahindra/treo-yaari/vs/piaggio/ape-e-city"]) {
    const res = await fetchWorker(path, { redirect: "manual" });
    expect(res.status, path).toBe(301);
    expect(new URL(res.headers.get("Location")!, "http://localhost").pathname).toBe(CANONICAL);
  }
  const three = await fetchWorker(`/compare${APE}/vs${TREO}/vs${ALFA}`, { redirect: "manual" });
  expect(three.status).toBe(301);
  expect(new URL(three.headers.get("Location")!, "http://localhost").pathname).toBe(`/compare${ALFA}/vs${TREO}/vs${APE}`);
  expect((await getPage(`/compare${ALFA}/vs${TREO}/vs${APE}`)).status).toBe(200);
});

test("a comparison naming an unknown or non-ASCII model, or one model twice, is the 404 page", async () => {
  for (const path of [
    `/compare${TREO}/vs/Piaggio/No-Such-Model`,
    `/compare/No-Such-Brand/X/vs${TREO}`,
    `/compare${TREO}/vs/%E0%A4%A8/%E0%A4%AE`,
    `/compare${TREO}/vs/Piaggio/Ape-%C3%A9`,
    `/compare${TREO}/vs${TREO}`,
    `/compare${TREO}/vs/mahindra/TREO-YAARI`,
    `/compare${TREO}/vs${APE}/vs${ALFA}/vs/Piaggio/Ape-E-City-FX`,
  ]) {
    const { status, text } = await getPage(path);
    expect(status, path).toBe(404);
    expect(text, path).toContain(NOT_FOUND_TEXT);
  }
});

test("odd compare paths (broken encoding, huge, empty, very long, query junk) are answered 301/404/200, never 5xx", async () => {
  const odd = [
    `/compare${TREO}/vs/%E0%A4/x`, `/compare${TREO}/vs/${"a".repeat(3000)}/b`, `/compare${TREO}/vs//`, "/compare//vs//",
    `/compare${TREO}/vs/-/-`, `/compare${TREO}/vs/_/_`, `/compare${TREO}/vs/%00/%00`, `${CANONICAL}?x=%E0%A4%A8&x=1`,
    `/compare${TREO}/vs/..%2F../x`, `/compare${TREO}/vs/NaN/-1`,
  ];
  for (const path of odd) {
    const res = await fetchWorker(path, { redirect: "manual" });
    expect([200, 301, 400, 404], path).toContain(res.status);
    await res.arrayBuffer();
  }
});

test("every model page offers Compare with… as a form that works without JavaScript", async () => {
  const { html } = await getPage("/brand/Mahindra/Treo-Yaari");
  const form = section(html, "compare-with");
  expect(form).toContain('method="get"');
  expect(form).toContain('name="with"');
  expect(form).toContain('value="Piaggio/Ape-E-City"');
  const res = await fetchWorker("/brand/Mahindra/Treo-Yaari?with=Piaggio%2FApe-E-City", { redirect: "manual" });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(comparePath([{ brandName: "Mahindra", name: "Treo-Yaari" }, { brandName: "Piaggio", name: "Ape-E-City" }]));
  for (const bad of ["", "nothing", "Mahindra/Treo-Yaari", "a/b/c"]) {
    expect((await getPage(`/brand/Mahindra/Treo-Yaari?with=${encodeURIComponent(bad)}`)).status, bad).toBe(404);
  }
});

test("every type screen links a few popular comparisons of its models", async () => {
  const { html } = await getPage("/three-wheeler/electric-auto-rickshaw");
  const links = hrefs(section(html, "popular-comparisons")).filter((h) => h.startsWith("/compare/"));
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBeLessThanOrEqual(6);
  for (const link of links) expect((await getPage(link)).status, link).toBe(200);
});

test("comparisons of models of one type are in the sitemaps, bounded to popular pairs", async () => {
  const res = await fetchWorker("/sitemap/comparisons.xml");
  expect(res.status).toBe(200);
  // Each comparison is listed in both languages; its English address names the pair.
  const locs = [...(await res.text()).matchAll(/<loc>http:\/\/localhost([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths = locs.filter((path) => langOfPath(path) === "en");
  expect(locs.length).toBe(2 * paths.length);
  expect(paths.length).toBeGreaterThan(0);
  const types = sample.products().reduce((n, p) => n.add(p.typeName.toLowerCase()), new Set<string>()).size;
  expect(paths.length).toBeLessThanOrEqual(types * 6);
  const typeOf = new Map(sample.products().map((p) => [`${nameToSlug(p.brandName)}/${nameToSlug(p.name)}`, p.typeName.toLowerCase()]));
  for (const path of paths) {
    const [, , b1, m1, , b2, m2] = path.split("/").map(decodeURIComponent);
    expect(typeOf.get(`${b1}/${m1}`), path).toBe(typeOf.get(`${b2}/${m2}`));
  }
  expect(await fetchWorker("/sitemap.xml").then((r) => r.text())).toContain("<loc>http://localhost/sitemap/comparisons.xml</loc>");
});
