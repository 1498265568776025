import { expect, test } from "@playwright/test";
import { hydrated, watchErrors } from "./helpers";

// The visitor's way through the catalogue with JavaScript: search on the home page, the brand,
// the model, its price in a city, and the dealers of that city.

test("home search → brand → model → price in a city (breakup from the city's price row) → dealers in the city", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await hydrated(page);

  const brand = page.getByRole("combobox", { name: "Brand" });
  await brand.fill("mahin");
  await expect(page.getByRole("option", { name: "Mahindra", exact: true })).toBeVisible();
  await page.getByRole("option", { name: "Mahindra", exact: true }).click();
  await expect(brand).toHaveValue("Mahindra");
  await expect(page.getByRole("combobox", { name: "Model", exact: true }).locator("option", { hasText: "e-Alfa Mini" })).toHaveCount(1);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mahindra Electric Vehicles");

  await page.getByTestId("brand-models").getByRole("link", { name: /e-Alfa Mini/ }).first().click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/e-Alfa-Mini$/);
  await expect(page.getByTestId("model-summary")).toContainText("Running Cost");

  await page.getByTestId("model-city-links").getByRole("link", { name: "Price in Noida" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/e-Alfa-Mini\/Price-In-Noida$/);
  // The sample's row for e-Alfa Mini in Noida (seed/prices.ts): no warranty, so no
  // warranty row; on-road 1,13,100 + 2,100 + 2,800 + 4,500 + 1,000 = ₹1,23,500.
  const table = page.getByTestId("price-breakup");
  for (const [label, amount] of [
    ["Ex Showroom Price", "₹1,13,100"],
    ["RTO", "₹2,100"],
    ["Insurance", "₹2,800"],
    ["Accessory", "₹4,500"],
    ["Other Charge", "₹1,000"],
    ["On Road Price in Noida", "₹1,23,500"],
  ]) {
    await expect(table.getByRole("row", { name: label })).toContainText(amount!);
  }
  await expect(table.getByRole("row", { name: "Extended Warranty" })).toHaveCount(0);

  await page.getByRole("link", { name: "E Rickshaw", exact: true }).click();
  await expect(page).toHaveURL(/\/three-wheeler\/e-rickshaw$/);
  await page.getByTestId("type-dealer-links").getByRole("link", { name: "Dealers in Noida" }).click();
  await expect(page).toHaveURL(/\/city\/Noida\/electric-rickshaw-dealers$/);
  await expect(page.getByTestId("dealer-card").first()).toContainText("Click To Talk Dealer");
  await expect(page.getByText("Models available in Noida")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the brand field is a keyboard combobox; the model resets to Select Model when a brand is chosen", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const brand = page.getByRole("combobox", { name: "Brand" });
  const model = page.getByRole("combobox", { name: "Model", exact: true });
  await brand.fill("HERO");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  // the page's brands by substring come first, at once; the one search's groups follow
  await expect(listbox.getByRole("group", { name: "Brands" }).getByRole("option")).toHaveText(["Hero Electric", "Hero Lectro"]);
  await brand.press("ArrowDown");
  await brand.press("ArrowDown");
  await expect(listbox.getByRole("option", { name: "Hero Lectro", exact: true })).toHaveAttribute("aria-selected", "true");
  await brand.press("ArrowUp");
  await brand.press("Enter");
  await expect(brand).toHaveValue("Hero Electric");
  await expect(listbox).toBeHidden();
  await expect(model.locator("option")).not.toHaveCount(1);
  const firstModel = (await model.locator("option").nth(1).textContent())!;
  await model.selectOption(firstModel);

  await brand.fill("mayu");
  await expect(listbox).toBeVisible();
  await brand.press("Escape");
  await expect(listbox).toBeHidden();
  await brand.press("ArrowDown");
  await brand.press("Enter");
  await expect(brand).toHaveValue("Mayuri");
  await expect(model).toHaveValue("");
  await expect(model.locator("option:checked")).toHaveText("Select Model");
});

test("search does nothing without a brand and marks the field invalid", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Search" }).click();
  const brand = page.getByRole("combobox", { name: "Brand" });
  await expect(brand).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose a brand from the list")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await brand.fill("Piaggio");
  await expect(brand).not.toHaveAttribute("aria-invalid", "true");
});

test("every navigation scrolls to the top, and a progress bar shows while the next page loads", async ({ page }) => {
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  // hold the next page's data a moment so the loading state can be seen
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const target = page.getByTestId("brand-prices").getByRole("link").first();
  await target.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await target.click();
  await expect(page.locator(".nav-progress[data-busy]")).toHaveCount(1);
  await expect(page).toHaveURL(/Price-In-/);
  await expect(page.locator(".nav-progress[data-busy]")).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("Back returns the visitor to where they were on the page before, and a reload keeps the place", async ({ page }) => {
  await page.goto("/brand/Mahindra");
  await hydrated(page);
  const target = page.getByTestId("brand-prices").getByRole("link").first();
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await target.click();
  await expect(page).toHaveURL(/Price-In-/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/brand\/Mahindra$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  // a reload is the browser's own restoration: the router hands it back whenever a page is left
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
