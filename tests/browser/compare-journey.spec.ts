import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// A comparison that ends in a decision, at 360 px: from a model card's "Compare" to two models
// side by side with the row labels in view, the prices in a chosen town, a third model scrolled
// to with the labels kept, and an enquiry about one of them; in English and Hindi, and without
// JavaScript.

test.use({ viewport: { width: 360, height: 780 } });

const TYPE = "/three-wheeler/electric-auto-rickshaw";

/** Each model column lies wholly inside the phone's width, beside the row labels. */
async function expectColumnsInView(page: Page, count: number) {
  // the page as laid out once its stylesheets are in, not mid-load (a busy machine measured it early)
  await page.waitForLoadState("load");
  const viewport = page.viewportSize()!.width;
  const label = await page.getByTestId("compare-table").getByRole("rowheader").first().boundingBox();
  expect(label!.x).toBeGreaterThanOrEqual(0);
  const models = page.getByTestId("compare-model");
  for (let i = 0; i < count; i++) {
    const box = (await models.nth(i).boundingBox())!;
    expect(box.x, `model ${i + 1} starts after the labels`).toBeGreaterThanOrEqual(label!.x + label!.width - 1);
    expect(box.x + box.width, `model ${i + 1} ends within ${viewport}px`).toBeLessThanOrEqual(viewport);
  }
}

/** Scrolls the table to its far end: the third model comes into view, the row labels stay. */
async function expectLabelsKeptWhenScrolled(page: Page) {
  // the page as it stands once its stylesheet is in: before, the table's box does not scroll
  await page.waitForLoadState("load");
  await expect(page.getByTestId("compare-model")).toHaveCount(3);
  const box = page.getByTestId("compare-table").locator("xpath=..");
  const scrolled = await box.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  expect(scrolled, "the table scrolls sideways").toBeGreaterThan(0);
  const label = (await page.getByTestId("compare-table").getByRole("rowheader").first().boundingBox())!;
  expect(label.x, "the row labels stay at the left edge").toBeLessThan(16);
  const third = (await page.getByTestId("compare-model").nth(2).boundingBox())!;
  expect(third.x + third.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(third.x).toBeGreaterThanOrEqual(label.x + label.width - 1);
}

test("a model card's Compare → add a second → prices in a town → add a third → enquire", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(TYPE);
  const card = page.getByTestId("type-cards").locator("> li").first();
  const title = (await card.locator(".card-title").textContent())!;
  await card.getByRole("link", { name: `Compare: ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Compare the ${title}`);
  await expectNoHorizontalOverflow(page);

  const change = page.getByTestId("compare-change");
  const second = (await change.getByLabel("Model").locator("option").first().textContent())!;
  await change.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("compare-model")).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(second);
  await expectColumnsInView(page, 2);
  await expect(page.getByRole("rowheader", { name: /Price/ })).toBeVisible();

  // the field takes any town; the towns the models are priced in are suggested
  const townField = page.getByTestId("compare-town").getByLabel("Prices in your town");
  const town = (await page.locator("#compare-towns option").first().getAttribute("value"))!;
  await townField.fill(town);
  await page.getByTestId("compare-town").getByRole("button", { name: "Show prices" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?town=${encodeURIComponent(town).replaceAll("%20", "\\+")}$`));
  await expect(page.getByTestId("compare-price").filter({ hasText: `On-road in ${town}` }).first()).toBeVisible();

  await page.getByTestId("compare-change").getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("compare-model")).toHaveCount(3);
  await expect(page).toHaveURL(/\/vs\/.*\/vs\/.*\?town=/);
  await expectColumnsInView(page, 2);
  await expectLabelsKeptWhenScrolled(page);
  await expectNoHorizontalOverflow(page);

  // A fourth is refused beside the form: at three the form swaps, and says which one goes.
  await expect(page.getByTestId("compare-change").getByLabel("Put it")).toHaveAttribute("required", "");

  await hydrated(page);
  const price = page.getByTestId("compare-price").first();
  await price.getByRole("link", { name: "Find Dealer" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/mobile/i).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("in Hindi the comparison keeps the labels in view and names the town's on-road price", async ({ page }) => {
  await page.goto(`/hi/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City`);
  await expectColumnsInView(page, 2);
  const townField = page.getByTestId("compare-town").getByLabel("आपके शहर में कीमत");
  const town = (await page.locator("#compare-towns option").first().getAttribute("value"))!;
  await townField.fill(town);
  await page.getByTestId("compare-town").getByRole("button", { name: "कीमत दिखाएँ" }).click();
  await expect(page.getByTestId("compare-price").filter({ hasText: `${town} में ऑन-रोड` }).first()).toBeVisible();
  await page.getByTestId("compare-change").getByRole("button", { name: "तुलना करें" }).click();
  await expect(page).toHaveURL(/^[^?]*\/hi\/compare\/.*\/vs\/.*\/vs\//);
  await expectLabelsKeptWhenScrolled(page);
  await expectNoHorizontalOverflow(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the card's Compare, the add form and the enquiry all work as links and GET forms", async ({ page }) => {
    await page.goto("/brand/Piaggio");
    await page.getByTestId("brand-models").getByRole("link", { name: "Compare: Ape E-City", exact: true }).click();
    await expect(page).toHaveURL(/\/compare\/Piaggio\/Ape-E-City$/);
    await page.getByTestId("compare-change").getByLabel("Model").selectOption({ label: "Mahindra Treo Yaari" });
    await page.getByTestId("compare-change").getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\/Mahindra\/Treo-Yaari\/vs\/Piaggio\/Ape-E-City$/);
    await expectColumnsInView(page, 2);
    await page.getByTestId("compare-price").first().getByRole("link", { name: "Find Dealer" }).click();
    await expect(page).toHaveURL(/\/enquiry\?typeOfQuery=Model&brandName=Mahindra&modelName=Treo\+Yaari$/);
  });
});

test("the comparison reads well to axe in English and Hindi", async ({ page }) => {
  for (const path of ["/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City?town=Agra", "/hi/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City", "/compare/Mahindra/Treo-Yaari"]) {
    await page.goto(path);
    await expectNoAxeViolations(page, "main");
  }
});
