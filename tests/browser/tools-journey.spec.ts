import type { Price } from "../../app/domain/entities";
import { formatInr } from "../../app/domain/billing/money";
import { downShare, emiPlan } from "../../app/domain/tools/emi";
import { emiPrice } from "../../app/domain/tools/emi-price";
import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// The buyer's tools with JavaScript: from a model page to a comparison, and to the EMI for a chosen
// tenure on a model's price in a city; then the same pages read by axe and at 360 px.

test("model page → Compare with… → comparison → a model's price in a city → EMI for a chosen tenure", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto("/brand/Mahindra/Treo-Yaari");
  await hydrated(page);
  await page.getByLabel("Compare the Mahindra Treo Yaari with").selectOption({ label: "Piaggio Ape E-City" });
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(/\/compare\/Mahindra\/Treo-Yaari\/vs\/Piaggio\/Ape-E-City$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mahindra Treo Yaari vs Piaggio Ape E-City");
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("row", { name: /Battery Capacity/ })).toBeVisible();

  await table.getByRole("link", { name: "Piaggio Ape E-City", exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/Piaggio\/Ape-E-City$/);
  await page.getByTestId("model-city-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/brand\/Piaggio\/Ape-E-City\/Price-In-/);
  await hydrated(page);
  const city = decodeURIComponent(page.url().split("Price-In-")[1]!).replaceAll("-", " ");
  const api = await request.get(`/api/getPriceByModelandCity?brandName=Piaggio&name=Ape%20E-City&cityName=${encodeURIComponent(city)}`);
  const [row] = (await api.json()) as Price[];
  const onRoad = emiPrice(row!);

  const form = page.getByTestId("emi-form");
  const url = page.url();
  await form.getByLabel("Tenure").selectOption("24");
  await form.getByLabel("Down payment (₹)").fill("30,000");
  const plan = emiPlan({ onRoad, down: 30_000, months: 24, rate: 10.75 });
  await expect(page.getByTestId("emi-value")).toHaveText(formatInr(plan.emi));
  await expect(page.getByTestId("emi-total")).toHaveText(formatInr(plan.totalPayable));
  expect(page.url(), "the answer follows the typing without a round trip").toBe(url);

  await page.getByTestId("emi-schedule").getByText("Month by month").click();
  await expect(page.getByTestId("emi-schedule").getByRole("row")).toHaveCount(25);

  await page.getByRole("link", { name: /NBFC/ }).click();
  await expect(form.getByLabel("Interest rate (% a year)")).toHaveValue("24");
  const nbfc = emiPlan({ onRoad, down: downShare(onRoad, 0.1), months: 36, rate: 24 });
  await expect(page.getByTestId("emi-value")).toHaveText(formatInr(nbfc.emi));
  await expect(page.getByTestId("emi-interest")).toHaveText(formatInr(nbfc.totalInterest));

  // A down payment above the price: its message where the answer was, no answer beside it.
  await form.getByLabel("Down payment (₹)").fill(String(onRoad + 1000));
  await expect(page.getByTestId("emi-errors")).toContainText("more than the on-road price");
  await expect(page.getByTestId("emi-answer")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("without JavaScript the EMI form is answered by the server for the chosen tenure", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  const form = page.getByTestId("emi-form");
  await form.getByLabel("Tenure").selectOption("12");
  await form.getByLabel("Down payment (₹)").fill("20000");
  await form.getByRole("button", { name: "Calculate EMI" }).click();
  await expect(page).toHaveURL(/\?down=20000&months=12&rate=10.75#emi$/);
  const text = await page.getByTestId("emi-value").textContent();
  expect(text).toMatch(/^₹[\d,]+$/);
  await expect(page.getByTestId("emi-form").getByLabel("Tenure")).toHaveValue("12");
  await context.close();
});

test("figures typed before the EMI calculator's code arrives are answered once it arrives", async ({ page, request }) => {
  // The calculator's code is held back: the page has hydrated, the calculator's part has not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/emi-calculator-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  await hydrated(page);
  const api = await request.get("/api/getPriceByModelandCity?brandName=Mahindra&name=e-Alfa%20Mini&cityName=Noida");
  const [row] = (await api.json()) as Price[];
  const onRoad = emiPrice(row!);
  const form = page.getByTestId("emi-form");
  await form.getByLabel("Tenure").selectOption("24");
  await form.getByLabel("Down payment (₹)").fill("30,000");
  release();
  const plan = emiPlan({ onRoad, down: 30_000, months: 24, rate: 10.75 });
  await expect(page.getByTestId("emi-value")).toHaveText(formatInr(plan.emi));
});

test("the tools read well at 360 px and axe finds nothing on them", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City", "/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City", "/brand/Mahindra/Treo-Yaari", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida"]) {
    await page.goto(path);
    await hydrated(page);
    await expectNoHorizontalOverflow(page);
    // axe on the page's content, where the tools are (the shell has checks of its own)
    await expectNoAxeViolations(page, "main");
  }
});
