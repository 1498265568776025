import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { NOT_FOUND_TEXT, fetchWorker, fetchWorkerWithEnv, getPage, hrefs, section, visibleText } from "./helpers";

// The compare page ends in a decision: each model's price in the chosen town and an enquiry, a
// form to add or swap a model, a "Compare" link on every model card, and popular comparisons from
// what visitors compare. A comparison's address lists its models by brand, then model, slug
// (hero-electric < mahindra < piaggio; e-alfa-mini < treo-yaari); prices are the sample
// catalogue's (seed/prices.ts) and town positions its cities' (cities.ts).

/** Mahindra Treo Yaari and Piaggio Ape E-City. */
const CANONICAL = "/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City";
const TREO_ALONE = "/compare/Mahindra/Treo-Yaari";
const THREE = "/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City";
const PERSON = { "User-Agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36" };

/** Hero Electric Raahii and Treo Yaari: Raahii has no published price in Jaipur (0 there), Treo has. */
const RAAHII_TREO = "/compare/Hero-Electric/Raahii/vs/Mahindra/Treo-Yaari";

test("the compare page shows each model's on-road price in the chosen town, else the nearest priced town's with its distance", async () => {
  const { status, html } = await getPage(`${RAAHII_TREO}?town=Jaipur`);
  expect(status).toBe(200);
  const [raahii, treo] = [...html.matchAll(/data-testid="compare-price"[\s\S]*?<\/td>/g)].map((m) => visibleText(m[0].replace(/^[^>]*>/, "")));
  // Treo Yaari in Jaipur: 1,31,900 + RTO 1,600 + insurance 3,300 + other 1,000 = ₹1,37,800
  expect(treo).toContain("₹1,37,800");
  expect(treo).toContain("On-road in Jaipur");
  // Raahii's nearest priced town (docs/decisions/146), by the haversine distance on a 6,371 km
  // earth from Jaipur (26.91° N, 75.79° E): Gurgaon (28.46, 77.03) 211.2 km, Agra (27.18, 78.01)
  // 221.9 km, Noida (28.54, 77.39) 240.1 km; in Gurgaon 1,13,300 + RTO 1,800 + insurance 2,800 = ₹1,17,900
  expect(raahii).toContain("₹1,17,900 On-road in Gurgaon, 211 km away Ex-showroom ₹1,13,300");
  expect(raahii).not.toContain("No price in Jaipur");
});

test("without a town each model shows its 'from' price naming its town, and the town choice lists the models' towns", async () => {
  const { html } = await getPage(CANONICAL);
  // Treo Yaari's lowest published price is ₹1,31,900, in Agra, Darrang, Jaipur, Kanpur, Morigaon
  // and Nadia: the town first by name, Agra, is named
  expect(visibleText(section(html, "compare-table"))).toContain("From ₹1,31,900 (Agra)");
  const form = section(html, "compare-town");
  expect(form).toContain('method="get"');
  expect(form).toContain('value="Agra"');
});

test("each compared model has an enquiry button that works without JavaScript: a link to the enquiry page naming the model and town", async () => {
  const { html } = await getPage(`${CANONICAL}?town=Jaipur`);
  const links = hrefs(section(html, "compare-table")).filter((h) => h.startsWith("/enquiry?"));
  expect(links).toHaveLength(2);
  const treo = new URLSearchParams(links.find((h) => h.includes("Treo"))!.split("?")[1]);
  expect(Object.fromEntries(treo)).toEqual({ typeOfQuery: "Model", brandName: "Mahindra", modelName: "Treo Yaari", cityName: "Jaipur" });
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
  const one = await getPage(TREO_ALONE);
  expect(one.status).toBe(200);
  expect(one.text).toContain("Compare the Mahindra Treo Yaari");
  expect(one.html).toContain('content="noindex, follow"');
  expect(section(one.html, "compare-change")).toContain('name="add"');
  const added = await fetchWorker(`${TREO_ALONE}?add=Piaggio/Ape-E-City`, { redirect: "manual" });
  expect(added.status).toBe(302);
  expect(added.headers.get("Location")).toBe(CANONICAL);
  const third = await fetchWorker(`/hi${CANONICAL}?add=Mahindra/e-Alfa-Mini&town=Agra`, { redirect: "manual" });
  expect(third.status).toBe(302);
  expect(third.headers.get("Location")).toBe(`/hi${THREE}?town=Agra`);
});

test("at three models the form swaps one: the chosen model goes, the new one takes its place", async () => {
  const three = THREE;
  const form = section((await getPage(three)).html, "compare-change");
  expect(form).toContain('name="replace" required=""');
  const swapped = await fetchWorker(`${three}?add=Piaggio/Ape-E-City-FX&replace=Piaggio/Ape-E-City`, { redirect: "manual" });
  expect(swapped.status).toBe(302);
  expect(swapped.headers.get("Location")).toBe("/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City-FX");
});

test("a fourth model, or one already compared, is a clear answer (400) beside the form, not a page of four", async () => {
  const three = THREE;
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
  expect(hrefs(brand)).toContain(TREO_ALONE);
  const type = (await getPage("/three-wheeler/electric-auto-rickshaw")).html;
  expect(hrefs(section(type, "type-cards")).filter((h) => h.startsWith("/compare/")).length).toBeGreaterThan(0);
  const hindi = section((await getPage("/hi/brand/Mahindra")).html, "brand-models");
  expect(hrefs(hindi)).toContain(`/hi${TREO_ALONE}`);
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
  await fetchWorkerWithEnv({}, CANONICAL.toLowerCase(), { headers: PERSON, redirect: "manual" });
  await fetchWorkerWithEnv({}, `${CANONICAL}?add=Mahindra/Treo-Yaari`, { headers: PERSON });
  await fetchWorkerWithEnv({}, "/compare/Mahindra/Treo-Yaari/vs/Piaggio/No-Such", { headers: PERSON });
  expect(await views(key)).toBe(before + 2);
});

test("the type page lists the pairs visitors compare most first, then its fixed pairs; with no counts, the fixed pairs", async () => {
  const type = "/three-wheeler/electric-auto-rickshaw";
  const fixed = hrefs(section((await getPage(type)).html, "popular-comparisons"));
  expect(fixed).toHaveLength(6);
  const counted = "/compare/Euler/Neo-HiRange/vs/Omega-Seiki/Stream-City";
  expect(fixed).not.toContain(counted);
  for (let i = 0; i < 3; i++) await fetchWorkerWithEnv({}, counted, { headers: PERSON });
  const list = section(await fetchWorkerWithEnv({ HTML_CACHE_TTL: "0" }, type).then((r) => r.text()), "popular-comparisons");
  const links = hrefs(list);
  expect(links[0]).toBe(counted);
  expect(links).toHaveLength(6);
  // Each link loads the comparison whole (no in-app navigation), so the view is counted.
  expect(list).not.toContain("data-discover");
});
