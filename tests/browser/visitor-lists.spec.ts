import { expect, test } from "@playwright/test";
import { cardsIn, expectNoHorizontalOverflow, hydrated, watchErrors } from "./helpers";

// The lists as a visitor meets them: complete type lists, every brand reachable, findable guides,
// the next page only when there is more.

const tableModels = (page: import("@playwright/test").Page) =>
  page.getByTestId("type-prices").locator("tbody tr td:first-child").allInnerTexts();

test("type screens list every model of the type exactly once, a page of 24 at a time (Ather, Ola and TVS among the scooters)", async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/two-wheeler/electric-scooter");
  await hydrated(page);
  const cards = cardsIn(page, "type-cards");
  await expect(cards).toHaveCount(24);
  const models = await tableModels(page);
  const next = page.getByRole("link", { name: "Next Electric Scooter models" });
  for (let pages = 1; (await next.count()) > 0; pages++) {
    expect(pages).toBeLessThan(20);
    await next.click();
    await expect(page).toHaveURL(/\?from=/);
    await expect(page.getByTestId("list-first")).toBeVisible();
    models.push(...(await tableModels(page)));
  }
  expect(models.length).toBeGreaterThan(12);
  expect(new Set(models).size).toBe(models.length);
  for (const brand of ["Ather", "Ola", "TVS"]) expect(models.some((m) => m.startsWith(`${brand} `)), brand).toBe(true);
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test("the brand list keeps its View More / View Less toggle and reaches every brand in an A–Z list", async ({ page }) => {
  await page.goto("/e-rickshaw-manufacturer-companies-in-india");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "View More" })).toBeVisible();
  const index = page.getByTestId("brand-index");
  await expect(index.getByRole("heading", { name: "All brands A–Z" })).toBeVisible();
  const names = await index.locator("dd a").allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  const brands = (await (await page.request.get("/api/getBrandByOrder?count=1000")).json()) as { brandName: string }[];
  expect(names.length).toBe(brands.length);
  await index.getByRole("link", { name: "Ather", exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/Ather$/);
});

test("a page of the brand list's A–Z index starts at a letter, and its letters lead to the others without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto("/e-rickshaw-manufacturer-companies-in-india?from=M");
  const index = page.getByTestId("brand-index");
  const first = (await index.locator("dd a").allInnerTexts())[0] ?? "";
  expect(first.toUpperCase() >= "M").toBe(true);
  await page.getByTestId("page-letters").getByRole("link", { name: "T", exact: true }).click();
  await expect(page).toHaveURL(/\?from=T$/);
  const names = await index.locator("dd a").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => n.toUpperCase() >= "T")).toBe(true);
  await expectNoHorizontalOverflow(page);
  await context.close();
});

test("guides are findable: the footer and the home page link the guides hub, which lists them by category", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const latest = page.getByTestId("home-guides").getByRole("link");
  expect(await latest.count()).toBeGreaterThan(0);
  await page.locator("footer").getByRole("link", { name: "Guides" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electric Vehicle Guides, News and Articles");
  for (const heading of ["Buying guides", "News", "Articles", "Trending"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expectNoHorizontalOverflow(page);
  await page.getByTestId("guides-trending").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/trending\//);
});

test("model and type pages link related guides", async ({ page }) => {
  await page.goto("/brand/Ather/450X");
  await page.getByTestId("related-guides").getByRole("link", { name: /Ather 450X vs Ola S1 Pro/ }).click();
  await expect(page).toHaveURL(/\/trending\/ather-450x-vs-ola-s1-pro$/);
  await page.goto("/three-wheeler/e-rickshaw");
  expect(await page.getByTestId("related-guides").getByRole("link").count()).toBeGreaterThan(0);
});

test("About Us promises no feature the site lacks", async ({ page }) => {
  await page.goto("/About-Us");
  await expect(page.locator("main")).not.toContainText(/compar/i);
});
