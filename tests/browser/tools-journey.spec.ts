import { expectNoAxeViolations } from "./axe";
import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// The buyer's tools with JavaScript: from a model page to a comparison, and to the EMI for a chosen
// tenure on a model's price in a city; then the same pages read by axe and at 360 px. The EMIs
// expected are worked by hand from the sample catalogue's price rows (seed/prices.ts)
// with EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual % / 12 / 100, rounded to the rupee; the last
// instalment settles what is left, so the interest is the instalments paid less the loan.

// Piaggio Ape E-City in Noida: ex-showroom 2,02,900 + RTO 2,300 + insurance 5,100 + accessory
// 2,500 + other 1,000 = on-road ₹2,13,800.
const APE_NOIDA_ON_ROAD = 213_800;

test("model page → Compare with… → comparison → a model's price in a city → EMI for a chosen tenure", async ({ page }) => {
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
  await page.getByTestId("model-city-links").getByRole("link", { name: "Price in Noida" }).click();
  await expect(page).toHaveURL(/\/brand\/Piaggio\/Ape-E-City\/Price-In-Noida$/);
  await hydrated(page);

  const form = page.getByTestId("emi-form");
  const url = page.url();
  await form.getByLabel("Tenure").selectOption("24");
  await form.getByLabel("Down payment (₹)").fill("30,000");
  // loan 2,13,800 − 30,000 = 1,83,800; r = 10.75 / 1200 = 0.0089583…; (1+r)^24 = 1.23868…;
  // 1,83,800 × 0.0089583 × 1.23868 / 0.23868 = 8,545.20 → ₹8,545 a month, the 24th ₹8,550.42;
  // paid 23 × 8,545 + 8,550.42 = 2,05,085.42, interest 21,285.42 → ₹21,285;
  // total 30,000 + 1,83,800 + 21,285 = ₹2,35,085
  await expect(page.getByTestId("emi-value")).toHaveText("₹8,545");
  await expect(page.getByTestId("emi-total")).toHaveText("₹2,35,085");
  expect(page.url(), "the answer follows the typing without a round trip").toBe(url);

  await page.getByTestId("emi-schedule").getByText("Month by month").click();
  await expect(page.getByTestId("emi-schedule").getByRole("row")).toHaveCount(25);
  // The 24th instalment clears the loan, nothing left unpaid: 23 months of ₹8,545 leave ₹8,474.50
  // (each month's interest the balance × r, to the paisa); its interest 8,474.50 × 0.0089583 =
  // ₹75.92, so the last month pays 8,474.50 + 75.92 = ₹8,550.42, shown ₹8,550 (principal ₹8,475).
  await expect(page.getByTestId("emi-answer")).toContainText("last month ₹8,550");
  await expect(page.getByTestId("emi-schedule").getByRole("row").last().locator("th, td")).toHaveText(["24", "₹76", "₹8,475", "₹0"]);

  await page.getByRole("link", { name: /NBFC/ }).click();
  await expect(form.getByLabel("Interest rate (% a year)")).toHaveValue("24");
  // the NBFC's terms: 24 % over 36 months, 10 % down: 21,380 rounded to the ₹1,000 = 21,000;
  // loan 1,92,800; r = 0.02, (1.02)^36 = 2.03988…; 1,92,800 × 0.02 × 2.03988 / 1.03988 = 7,564.09
  // → ₹7,564, the 36th ₹7,568.91; paid 35 × 7,564 + 7,568.91 = 2,72,308.91, interest 79,508.91 → ₹79,509
  await expect(page.getByTestId("emi-value")).toHaveText("₹7,564");
  await expect(page.getByTestId("emi-interest")).toHaveText("₹79,509");

  // A down payment above the price: its message where the answer was, no answer beside it.
  await form.getByLabel("Down payment (₹)").fill(String(APE_NOIDA_ON_ROAD + 1000));
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
  // e-Alfa Mini in Noida, on-road 1,23,500 (as below): loan 1,03,500; r = 10.75 / 1200,
  // (1+r)^12 = 1.11296…; 1,03,500 × 0.0089583 × 1.11296 / 0.11296 = 9,135.44 → ₹9,135
  await expect(page.getByTestId("emi-value")).toHaveText("₹9,135");
  await expect(page.getByTestId("emi-form").getByLabel("Tenure")).toHaveValue("12");
  await context.close();
});

test("figures typed before the EMI calculator's code arrives are answered once it arrives", async ({ page }) => {
  // The calculator's code is held back: the page has hydrated, the calculator's part has not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/emi-calculator-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  await hydrated(page);
  const form = page.getByTestId("emi-form");
  await form.getByLabel("Tenure").selectOption("24");
  await form.getByLabel("Down payment (₹)").fill("30,000");
  release();
  // Mahindra e-Alfa Mini in Noida: 1,13,100 + RTO 2,100 + insurance 2,800 + accessory 4,500 +
  // other 1,000 = on-road 1,23,500; loan 1,23,500 − 30,000 = 93,500; r = 10.75 / 1200,
  // (1+r)^24 = 1.23868…; 93,500 × 0.0089583 × 1.23868 / 0.23868 = 4,346.99 → ₹4,347
  await expect(page.getByTestId("emi-value")).toHaveText("₹4,347");
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
