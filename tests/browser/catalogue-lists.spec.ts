import { expect, test } from "@playwright/test";
import { cardsIn, hydrated, markWindow, watchErrors, windowStillMarked } from "./helpers";

// View More on every list: with JavaScript the longer list comes without a reload and the page
// keeps its scroll position.

async function viewMore(page: import("@playwright/test").Page, label: string | RegExp) {
  const button = page.getByRole("link", { name: label });
  await button.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await markWindow(page);
  await button.click();
  return before;
}

test("brand page: View More adds 6 models without a reload", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  const cards = cardsIn(page, "brand-models");
  await expect(cards).toHaveCount(6);
  const scrolled = await viewMore(page, "View More");
  await expect(page).toHaveURL(/\?more=1$/);
  await expect(cards).toHaveCount(9);
  expect(await windowStillMarked(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1);
  await expect(page.getByRole("link", { name: "View More" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("view-all brands: View More shows 10 rows, View Less 6 again", async ({ page }) => {
  await page.goto("/e-rickshaw-manufacturer-companies-in-india");
  await hydrated(page);
  const cards = cardsIn(page, "brand-list");
  await expect(cards).toHaveCount(18);
  await viewMore(page, "View More");
  await expect(cards).toHaveCount(30);
  await page.getByRole("link", { name: "View Less" }).click();
  await expect(cards).toHaveCount(18);
  expect(await windowStillMarked(page)).toBe(true);
});

test("type screen: the next page of 24 comes without a reload, and the first page is one tap back", async ({ page }) => {
  await page.goto("/two-wheeler/electric-scooter");
  await hydrated(page);
  const cards = cardsIn(page, "type-cards");
  await expect(cards).toHaveCount(24);
  await markWindow(page);
  await page.getByRole("link", { name: "Next Electric Scooter models" }).click();
  await expect(page).toHaveURL(/\?from=TVS%2FiQube\+ST$/);
  await expect(cards).toHaveCount(2);
  await page.getByRole("link", { name: "Back to the first Electric Scooter models" }).click();
  await expect(cards).toHaveCount(24);
  expect(await windowStillMarked(page)).toBe(true);
});

test("category in city: every card of the town's list on one page of 24, narrowed by its form without a reload", async ({ page }) => {
  await page.goto("/e-rickshaw/Noida");
  await hydrated(page);
  const cards = cardsIn(page, "city-cards");
  await expect(cards).toHaveCount(22);
  await expect(page.getByTestId("list-next")).toHaveCount(0);
  await markWindow(page);
  await page.getByTestId("list-narrow").getByLabel("Battery").selectOption("lithium");
  await page.getByTestId("list-narrow").getByRole("button", { name: "Show" }).click();
  // Noida's 4 lithium e-rickshaws
  await expect(cards).toHaveCount(4);
  expect(await windowStillMarked(page)).toBe(true);
});

test("dealers in a city: Models available, one row until Click to View More", async ({ page }) => {
  await page.goto("/city/Noida/electric-rickshaw-dealers");
  await hydrated(page);
  const cards = cardsIn(page, "city-models");
  await expect(cards).toHaveCount(3);
  await viewMore(page, "Click to View More");
  await expect(page.getByRole("link", { name: "Click to View More" })).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(3);
  expect(await windowStillMarked(page)).toBe(true);
});

test("the About text opens with View More and closes with View Less (310px narrow); a desktop where it fits shows it whole", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto("/brand/Piaggio/Ape-E-Xtra-FX/Price-In-Noida");
  await hydrated(page);
  const body = page.locator(".collapsible-body");
  const maxHeight = () => body.evaluate((el) => getComputedStyle(el).maxHeight);
  await expect.poll(maxHeight).toBe("310px");
  await page.getByText("View More", { exact: true }).click();
  await expect.poll(maxHeight).toBe("2000px");
  await page.getByText("View Less", { exact: true }).click();
  await expect.poll(maxHeight).toBe("310px");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/brand/Piaggio/Ape-E-Xtra-FX/Price-In-Noida");
  await hydrated(page);
  await expect.poll(maxHeight).toBe("none");
  await expect(page.getByText("View More", { exact: true })).toBeHidden();
});
