import { expect, test } from "@playwright/test";
import { cardsIn } from "./helpers";

// The same journey with JavaScript disabled: every step is a plain link or a GET form.
test.use({ javaScriptEnabled: false });

test("without JavaScript: search → brand (View More) → model → price in a city → dealers (View More)", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Brand" }).fill("Mahindra");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra$/);

  await expect(cardsIn(page, "brand-models")).toHaveCount(6);
  await page.getByRole("link", { name: "View More" }).click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\?more=1$/);
  await expect(cardsIn(page, "brand-models")).toHaveCount(9);

  await page.getByTestId("brand-models").getByRole("link", { name: /e-Alfa Mini/ }).first().click();
  await expect(page).toHaveURL(/\/brand\/Mahindra\/e-Alfa-Mini$/);
  await page.getByTestId("model-city-links").getByRole("link", { name: "Price in Noida" }).click();
  await expect(page.getByTestId("price-breakup")).toContainText("On Road Price in Noida");
  // The About text, driven by CSS. This one fits a desktop's collapsed height, so its View More
  // shows on a phone only (View More only when there is more).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByText("View More", { exact: true }).click();
  await expect.poll(() => page.locator(".collapsible-body").evaluate((el) => getComputedStyle(el).maxHeight)).toBe("2000px");
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("link", { name: "E Rickshaw", exact: true }).click();
  await page.getByTestId("type-dealer-links").getByRole("link", { name: "Dealers in Noida" }).click();
  await expect(page).toHaveURL(/\/city\/Noida\/electric-rickshaw-dealers$/);
  await expect(cardsIn(page, "city-models")).toHaveCount(3);
  await page.getByRole("link", { name: "Click to View More" }).click();
  // read as the next page arrives: a count taken at once may read the page being left
  await expect.poll(() => cardsIn(page, "city-models").count()).toBeGreaterThan(3);
});

test("without JavaScript: a search without a brand stays on the home page with the field marked", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("combobox", { name: "Brand" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose a brand from the list")).toBeVisible();
});

test("without JavaScript: a model chosen with the brand goes to the model page", async ({ page }) => {
  await page.goto("/?brand=mahindra&model=Treo");
  await expect(page).toHaveURL(/\/brand\/Mahindra\/Treo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mahindra Treo");
});

test("without JavaScript a page fetches no script module (the router's scripts wait inert in a <noscript>)", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
  });
  await page.goto("/brand/Mahindra");
  await page.waitForLoadState("load");
  expect(scripts).toEqual([]);
});

test("without JavaScript every section below the fold shows, in its place on the page", async ({ page }) => {
  await page.goto("/brand/Mahindra");
  for (const id of ["brand-city-links", "brand-prices", "brand-dealers"]) await expect(page.getByTestId(id)).toBeVisible();
  // in the page's order: the models first, the sections under them
  const top = (id: string) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(await top("brand-models")).toBeLessThan(await top("brand-city-links"));
  expect(await top("brand-city-links")).toBeLessThan(await top("brand-dealers"));
  await page.goto("/brand/Mahindra/Treo/Price-In-Noida");
  for (const id of ["brand-city-prices", "other-models"]) await expect(page.getByTestId(id)).toBeVisible();
  expect(await top("price-headline")).toBeLessThan(await top("other-models"));
});
