import { expect, test } from "vitest";
import { count, getPage, hrefs, section } from "./helpers";
import { sample } from "./sample-data";

test("home: title and headings from the (L0, Home) metadata, the first 4 popular brands as cards", async () => {
  const page = sample.page("L0", "Home");
  const { status, html, text } = await getPage("/");
  expect(status).toBe(200);
  expect(html).toContain(`<title>${page.title}</title>`);
  expect(text).toContain(page.h1);
  const cards = section(html, "popular-brands");
  const first4 = sample.brands().slice(0, 4).map((b) => b.brandName);
  expect(hrefs(cards)).toEqual(first4.map((b) => `/brand/${b.replaceAll(" ", "-")}`));
  for (const b of first4) expect(cards).toContain(`src="/image/brand/${b.toLowerCase().replaceAll(" ", "-")}.jpg"`);
});

test("home: the eight category tiles open their type screens", async () => {
  const { html, text } = await getPage("/");
  const tiles = section(html, "home-categories");
  expect(hrefs(tiles)).toEqual([
    "/three-wheeler/e-rickshaw", "/three-wheeler/e-rickshaw-loader", "/three-wheeler/electric-auto-rickshaw",
    "/three-wheeler/closed-body-e-rickshaw-loader", "/two-wheeler/electric-scooter", "/two-wheeler/electric-cycle",
    "/three-wheeler/electric-food-van", "/three-wheeler/electric-school-van",
  ]);
  for (const label of ["E Rickshaw", "Electric Scooters", "Electric Cycles", "Closed Body E Rickshaw Loader"]) expect(text).toContain(label);
  expect(hrefs(html)).toEqual(expect.arrayContaining(["/types-of-electric-vehicles", "/e-rickshaw-manufacturer-companies-in-india"]));
  expect(text).toContain("View All Categories");
  expect(text).toContain("View All Brands");
});

test("home search without JavaScript: a GET form whose brand and model lead to the brand or model page", async () => {
  const { html } = await getPage("/");
  const form = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/"');
  expect(html).toMatch(/<option value=""[^>]*>Select Model<\/option>/);
  const cases: [string, string][] = [
    ["/?brand=Mahindra&model=", "/brand/Mahindra"],
    ["/?brand=mahindra&model=e-Alfa+Mini", "/brand/Mahindra/e-Alfa-Mini"],
    ["/?brand=kinetic", "/brand/Kinetic-Green"],
  ];
  for (const [path, target] of cases) {
    const res = await getPage(path);
    expect(res.status, path).toBe(302);
    expect(new URL(res.headers.get("Location")!, "http://localhost").pathname).toBe(target);
  }
});

test("home search does nothing with an empty field: the field is marked invalid", async () => {
  for (const path of ["/?brand=&model=", "/?brand=%20%00"]) {
    const { status, html } = await getPage(path);
    expect(status, path).toBe(400);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toContain("Choose a brand from the list");
  }
});

test("home search: text that names no one brand goes to the one search's results, in the page's language", async () => {
  const cases: [string, string][] = [
    ["/?brand=Tesla", "/search?q=Tesla"],
    ["/?brand=hero", "/search?q=hero"],
    ["/?brand=e+rikshaw&model=", "/search?q=e+rikshaw"],
    [`/hi?brand=${encodeURIComponent("ई रिक्शा")}`, `/hi/search?q=${encodeURIComponent("ई रिक्शा").replaceAll("%20", "+")}`],
  ];
  for (const [path, target] of cases) {
    const res = await getPage(path);
    expect(res.status, path).toBe(302);
    const location = new URL(res.headers.get("Location")!, "http://localhost");
    expect(location.pathname + location.search, path).toBe(target);
  }
});

test("view-all brands: 6 rows of 3, View More shows 10 rows, View Less 6 again", async () => {
  const all = sample.brands().map((b) => b.brandName);
  const first = await getPage("/e-rickshaw-manufacturer-companies-in-india");
  expect(first.status).toBe(200);
  expect(count(section(first.html, "brand-list"), /class="card"/)).toBe(Math.min(18, all.length));
  expect(first.html).toMatch(/href="\/e-rickshaw-manufacturer-companies-in-india\?more=1"[^>]*>View More</);
  const more = await getPage("/e-rickshaw-manufacturer-companies-in-india?more=1");
  const shown = hrefs(section(more.html, "brand-list"));
  expect(shown).toHaveLength(Math.min(30, all.length));
  expect(shown[0]).toBe(`/brand/${all[0]}`);
  expect(more.html).toMatch(/href="\/e-rickshaw-manufacturer-companies-in-india"[^>]*>View Less</);
});

test("view-all types: every listable type, 4 per row, without spare parts and dealership", async () => {
  const { status, html, text } = await getPage("/types-of-electric-vehicles");
  expect(status).toBe(200);
  const list = section(html, "type-list");
  expect(list).toContain("card-grid-4");
  expect(count(list, /class="card"/)).toBe(14);
  expect(hrefs(list)).toContain("/four-wheeler/electric-golf-cart");
  expect(text).not.toMatch(/spare parts|dealership/i);
});
