import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { LIST_PAGE } from "#app/shared/rules/list-pages";
import { count, decode, getPage, hrefs, originRowsRead, section } from "./helpers";

// The lists that grow with the catalogue are read and shown a page at a time (docs/decisions/136):
// every brand and a state's towns, A to Z from `?from=`, as plain links a buyer and a crawler
// follow; the home page and the tools carry bounded lists. The sample has fewer brands and towns
// than a page, so this file adds more than a page of each before anything is read (each test file
// has its own storage and caches).

const BRANDS = Array.from({ length: 60 }, (_, i) => `Paged Brand ${String(i).padStart(2, "0")}`);
const letters = (i: number) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
const TOWNS = Array.from({ length: 60 }, (_, i) => `Paged Town ${letters(i)}`);
const BRAND_LIST = "/e-rickshaw-manufacturer-companies-in-india";

beforeAll(async () => {
  await env.DB.batch([
    ...BRANDS.map((b) => env.DB.prepare("INSERT INTO brand (brandName, popularity) VALUES (?1, 0)").bind(b)),
    ...TOWNS.map((t) => env.DB.prepare("INSERT INTO city (cityName, districtName, stateName, lat, lng) VALUES (?1, 'Paged District', 'Uttar Pradesh', 26.5, 80.5)").bind(t)),
  ]);
});

/** The rows D1 read, over every statement of one origin call, and the rows it answered. */
async function reads(call: "getBrandFrom" | "getCityByState" | "getCityByName", params: unknown): Promise<{ returned: number; read: number }> {
  const { rows, read } = await originRowsRead(call, params);
  return { returned: rows.length, read };
}

/** The brand names of the A–Z index of a brand list page. */
const indexNames = (html: string) => [...section(html, "brand-index").matchAll(/<dd><a [^>]*>([^<]*)<\/a><\/dd>/g)].map((m) => decode(m[1]!));

test("the brands list reads one page of brands: a page read is the page and the one name after it", async () => {
  for (const from of ["", "M", "Paged Brand 10"]) {
    const { returned, read } = await reads("getBrandFrom", { from, count: LIST_PAGE + 1 });
    expect(returned, from).toBe(LIST_PAGE + 1);
    expect(read, from).toBeLessThanOrEqual(returned + 1);
  }
  const towns = await reads("getCityByState", { stateName: "uttar pradesh", from: "", count: LIST_PAGE + 1 });
  expect(towns.returned).toBe(LIST_PAGE + 1);
  expect(towns.read).toBeLessThanOrEqual(towns.returned + 1);
  const town = await reads("getCityByName", { cityName: "NOIDA" });
  expect(town.returned).toBe(1);
  expect(town.read).toBeLessThanOrEqual(town.returned + 1);
});

test("the brands list shows one page of its A–Z index and a plain link to the next, and its pages reach every brand", async () => {
  const first = await getPage(BRAND_LIST);
  expect(first.status).toBe(200);
  const names = indexNames(first.html);
  expect(names).toHaveLength(LIST_PAGE);
  // the letters to start from, each a plain link
  expect(count(section(first.html, "page-letters"), /<a /)).toBe(26);
  expect(hrefs(section(first.html, "page-letters"))).toContain(`${BRAND_LIST}?from=M`);
  const next = hrefs(section(first.html, "brand-index-next"))[0]!;
  expect(next).toMatch(/\?from=/);
  const second = await getPage(next);
  expect(second.status).toBe(200);
  expect(section(second.html, "brand-index-next")).toBe("");
  const all = (await env.DB.prepare("SELECT brandName FROM brand").all<{ brandName: string }>()).results.map((b) => b.brandName);
  expect(new Set([...names, ...indexNames(second.html)])).toEqual(new Set(all));
  // the cards above the index stay the most popular brands, as many as before
  expect(count(section(first.html, "brand-list"), /<a /)).toBe(18);
});

test("a page of the brands list has one address: letters between two names lead to the name the page starts with", async () => {
  const between = await getPage(`${BRAND_LIST}?from=Paged+Brand+1`);
  expect(between.status).toBe(302);
  expect(between.headers.get("Location")).toBe(`${BRAND_LIST}?from=Paged+Brand+10`);
  const past = await getPage(`${BRAND_LIST}?from=zzz`);
  expect(past.status).toBe(302);
  expect(past.headers.get("Location")).toBe(BRAND_LIST);
  const letter = await getPage(`/hi${BRAND_LIST}?from=P`);
  expect(letter.status).toBe(200);
  expect(indexNames(letter.html)[0]).toBe("Paged Brand 00");
});

test("the town list shows the states, and a state's towns one page at a time, each a link to its town's page", async () => {
  const states = await getPage("/town");
  expect(hrefs(section(states.html, "towns-by-state"))).toContain("/town?state=Uttar+Pradesh");
  const page = await getPage("/town?state=Uttar+Pradesh");
  expect(page.status).toBe(200);
  // each town's own page, of every type sold near it (docs/decisions/147)
  const links = hrefs(section(page.html, "state-towns")).filter((h) => h.startsWith("/town/"));
  expect(links).toHaveLength(LIST_PAGE);
  expect(links).toContain("/town/Noida");
  const next = hrefs(section(page.html, "state-towns-next"))[0]!;
  expect(next).toMatch(/^\/town\?state=Uttar\+Pradesh&from=Paged\+Town\+/);
  const rest = await getPage(next);
  expect(rest.status).toBe(200);
  const total = (await env.DB.prepare("SELECT COUNT(*) AS n FROM city WHERE stateName = 'Uttar Pradesh'").first<{ n: number }>())!.n;
  expect(links.length + hrefs(section(rest.html, "state-towns")).filter((h) => h.startsWith("/town/")).length).toBe(total);
  expect((await getPage("/town?state=Atlantis")).status).toBe(404);
});

test("the home page carries one page of the most popular brands, and its search without JavaScript still finds any brand by its name", async () => {
  const home = await getPage("/");
  expect(home.status).toBe(200);
  expect(home.html).toContain("Paged Brand 00");
  expect(home.html).not.toContain("Paged Brand 59");
  const found = await getPage("/?brand=paged+brand+59");
  expect(found.status).toBe(302);
  expect(found.headers.get("Location")).toBe("/brand/Paged-Brand-59");
});
