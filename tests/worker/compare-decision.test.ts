import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { comparePath } from "#app/domain/tools/compare";
import { formatInr } from "#app/domain/billing/money";
import { fromPrice } from "#app/domain/rules/from-price";
import { onRoadPrice } from "#app/domain/rules/price-breakup";
import { sample } from "./sample-data";
import { NOT_FOUND_TEXT, fetchWorker, fetchWorkerWithEnv, getPage, hrefs, section, visibleText } from "./helpers";

// The compare page ends in a decision: each model's price in the chosen town and an enquiry, a
// form to add or swap a model, a "Compare" link on every model card, and popular comparisons from
// what visitors compare.

const TREO = { brandName: "Mahindra", name: "Treo Yaari" };
const APE = { brandName: "Piaggio", name: "Ape E-City" };
const ALFA = { brandName: "Mahindra", name: "e-Alfa Mini" };
const CANONICAL = comparePath([TREO, APE]);
const PERSON = { "User-Agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36" };

const pricesOf = (m: { brandName: string; name: string }) => sample.prices().filter((p) => p.brandName === m.brandName && p.name === m.name);

/** A model and a town where Treo Yaari has a published price and the model has none. */
function townOnlyTreoHas() {
  for (const other of sample.products()) {
    if (other.brandName === TREO.brandName && other.name === TREO.name) continue;
    const theirs = new Set(pricesOf(other).filter((p) => p.exShowroomPrice > 0).map((p) => p.cityName));
    const row = pricesOf(TREO).find((p) => p.exShowroomPrice > 0 && p.rto > 0 && !theirs.has(p.cityName));
    if (row && theirs.size > 0) return { other, row };
  }
  throw new Error("the sample has no such town");
}

test("the compare page shows each model's on-road price in the chosen town, else the nearest priced town's with its distance", async () => {
  const { other, row } = townOnlyTreoHas();
  const path = `${comparePath([TREO, other])}?town=${encodeURIComponent(row.cityName)}`;
  const { status, html } = await getPage(path);
  expect(status).toBe(200);
  const cells = [...html.matchAll(/data-testid="compare-price"[\s\S]*?<\/td>/g)].map((m) => visibleText(m[0].replace(/^[^>]*>/, "")));
  const treoFirst = comparePath([TREO, other]).startsWith(`/compare/${TREO.brandName}/Treo`);
  const [treo, theirs] = treoFirst ? cells : [...cells].reverse();
  expect(treo).toContain(formatInr(onRoadPrice(row)));
  expect(treo).toContain(`On-road in ${row.cityName}`);
  // the other model is not priced there: the nearest town that prices it, named with its distance (docs/decisions/146)
  expect(theirs).toMatch(/^₹[\d,]+ (On-road|Ex-showroom) in [A-Za-z ]+, \d+ km away/);
  expect(theirs).not.toContain(`No price in ${row.cityName}`);
});

test("without a town each model shows its 'from' price naming its town, and the town choice lists the models' towns", async () => {
  const { html } = await getPage(CANONICAL);
  const treoFrom = fromPrice(pricesOf(TREO))!;
  expect(visibleText(section(html, "compare-table"))).toContain(`From ${formatInr(treoFrom.price)} (${treoFrom.town})`);
  const form = section(html, "compare-town");
  expect(form).toContain('method="get"');
  expect(form).toContain(`value="${treoFrom.town}"`);
});

test("each compared model has an enquiry button that works without JavaScript: a link to the enquiry page naming the model and town", async () => {
  const { row } = townOnlyTreoHas();
  const { html } = await getPage(`${CANONICAL}?town=${encodeURIComponent(row.cityName)}`);
  const links = hrefs(section(html, "compare-table")).filter((h) => h.startsWith("/enquiry?"));
  expect(links).toHaveLength(2);
  const treo = new URLSearchParams(links.find((h) => h.includes("Treo"))!.split("?")[1]);
  expect(Object.fromEntries(treo)).toEqual({ typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo Yaari", cityName: row.cityName });
  const hindi = hrefs(section((await getPage(`/hi${CANONICAL}`)).html, "compare-table")).filter((h) => h.startsWith("/hi/enquiry?"));
  expect(hindi).toHaveLength(2);
});

test("words that name no town are a message beside the town field, and that answer is never stored", async () => {
  const { status, text, headers } = await getPage(`${CANONICAL}?town=Atlantis`);
  expect(status).toBe(200);
  expect(text).toContain("We could not find a town called “Atlantis”");
  expect(headers.get("Cache-Control")).toContain("no-store");
});

test("rows whose values differ are marked in words and with ≠, not by colour only", async () => {
  const { html } = await getPage(CANONICAL);
  const table = section(html, "compare-table");
  expect(table).toMatch(/<tr class="differs"><th scope="row">[^<]*<span aria-hidden="true" class="compare-differs"> ≠<\/span><span class="visually-hidden"> \(differs\)<\/span>/);
  expect(visibleText(html)).toContain("≠ marks a row where the models differ.");
});

test("a model alone asks for a second (not indexed); the add form answers with the comparison's address", async () => {
  const one = await getPage(comparePath([TREO]));
  expect(one.status).toBe(200);
  expect(one.text).toContain("Compare the Mahindra Treo Yaari");
  expect(one.html).toContain('content="noindex, follow"');
  expect(section(one.html, "compare-change")).toContain('name="add"');
  const added = await fetchWorker(`${comparePath([TREO])}?add=Piaggio/Ape-E-City`, { redirect: "manual" });
  expect(added.status).toBe(302);
  expect(added.headers.get("Location")).toBe(CANONICAL);
  const third = await fetchWorker(`/hi${CANONICAL}?add=Mahindra/e-Alfa-Mini&town=Agra`, { redirect: "manual" });
  expect(third.status).toBe(302);
  expect(third.headers.get("Location")).toBe(`/hi${comparePath([TREO, APE, ALFA])}?town=Agra`);
});

test("at three models the form swaps one: the chosen model goes, the new one takes its place", async () => {
  const three = comparePath([TREO, APE, ALFA]);
  const form = section((await getPage(three)).html, "compare-change");
  expect(form).toContain('name="replace" required=""');
  const swapped = await fetchWorker(`${three}?add=Piaggio/Ape-E-City-FX&replace=Piaggio/Ape-E-City`, { redirect: "manual" });
  expect(swapped.status).toBe(302);
  expect(swapped.headers.get("Location")).toBe(comparePath([TREO, ALFA, { brandName: "Piaggio", name: "Ape E-City FX" }]));
});

test("a fourth model, or one already compared, is a clear answer (400) beside the form, not a page of four", async () => {
  const three = comparePath([TREO, APE, ALFA]);
  const fourth = await getPage(`${three}?add=Piaggio/Ape-E-City-FX`);
  expect(fourth.status).toBe(400);
  expect(visibleText(section(fourth.html, "compare-problem"))).toBe("Up to 3 models can be compared: choose which one it goes in place of.");
  const twice = await getPage(`/hi${CANONICAL}?add=Mahindra/Treo-Yaari`);
  expect(twice.status).toBe(400);
  expect(visibleText(section(twice.html, "compare-problem"))).toBe("यह मॉडल तुलना में पहले से है: कोई दूसरा चुनें।");
  expect(twice.headers.get("Cache-Control")).toContain("no-store");
});

test("adding a model the catalogue does not have, or a value that names no model, is the 404 page", async () => {
  const unknown = await fetchWorker(`${CANONICAL}?add=Piaggio/No-Such-Model`, { redirect: "manual" });
  expect(unknown.status).toBe(302);
  expect((await getPage(unknown.headers.get("Location")!)).status).toBe(404);
  for (const query of ["add=nonsense", "add=Piaggio/Ape-E-City-FX&replace=x"]) {
    const { status, text } = await getPage(`${CANONICAL}?${query}`);
    expect(status, query).toBe(404);
    expect(text, query).toContain(NOT_FOUND_TEXT);
  }
});

test("every model card offers Compare, leading to the compare page with that model in it", async () => {
  const brand = section((await getPage("/brand/Mahindra")).html, "brand-models");
  expect(hrefs(brand)).toContain(comparePath([TREO]));
  const type = (await getPage("/three-wheeler/electric-auto-rickshaw")).html;
  expect(hrefs(section(type, "type-cards")).filter((h) => h.startsWith("/compare/")).length).toBeGreaterThan(0);
  const hindi = section((await getPage("/hi/brand/Mahindra")).html, "brand-models");
  expect(hrefs(hindi)).toContain(`/hi${comparePath([TREO])}`);
});

const views = async (key: string) =>
  (await env.DB.prepare("SELECT views FROM compare_view WHERE pairKey = ?").bind(key).first<{ views: number }>())?.views ?? 0;

test("each person's view of a two-model comparison counts once for its pair, from the cache too; bots, redirects and 404s count nothing", async () => {
  const key = "mahindra\u0000treo-yaari\u0001piaggio\u0000ape-e-city";
  const before = await views(key);
  for (let i = 0; i < 2; i++) {
    const res = await fetchWorkerWithEnv({}, CANONICAL, { headers: PERSON });
    expect(res.status).toBe(200);
    expect(res.headers.has("X-Compared-Pair")).toBe(false);
  }
  expect(await views(key)).toBe(before + 2);
  await fetchWorkerWithEnv({}, CANONICAL, { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
  await fetchWorkerWithEnv({}, comparePath([APE, TREO]).toLowerCase(), { headers: PERSON, redirect: "manual" });
  await fetchWorkerWithEnv({}, `${CANONICAL}?add=Mahindra/Treo-Yaari`, { headers: PERSON });
  await fetchWorkerWithEnv({}, comparePath([TREO, { brandName: "Piaggio", name: "No Such" }]), { headers: PERSON });
  expect(await views(key)).toBe(before + 2);
});

test("the type page lists the pairs visitors compare most first, then its fixed pairs; with no counts, the fixed pairs", async () => {
  const type = "/three-wheeler/electric-auto-rickshaw";
  const fixed = hrefs(section((await getPage(type)).html, "popular-comparisons"));
  expect(fixed).toHaveLength(6);
  const counted = comparePath([{ brandName: "Euler", name: "Neo HiRange" }, { brandName: "Omega Seiki", name: "Stream City" }]);
  expect(fixed).not.toContain(counted);
  for (let i = 0; i < 3; i++) await fetchWorkerWithEnv({}, counted, { headers: PERSON });
  const list = section(await fetchWorkerWithEnv({ HTML_CACHE_TTL: "0" }, type).then((r) => r.text()), "popular-comparisons");
  const links = hrefs(list);
  expect(links[0]).toBe(counted);
  expect(links).toHaveLength(6);
  // Each link loads the comparison whole (no in-app navigation), so the view is counted.
  expect(list).not.toContain("data-discover");
});
