import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// The running cost, like for like, on a phone: an electric scooter beside a petrol scooter (never
// beside autos); the visitor changes an assumption and the figure follows — with JavaScript as
// they type, without it when the form is sent. Figures worked by hand from the sample's Ather 450X
// (3.7 kWh, 146 km a charge) on a scooter's defaults (30 km a day, 26 days, ₹8 a unit, petrol
// ₹94.77 a litre, a petrol scooter 45 km a litre): energy a km = 3.7 × 8 ÷ 146 = ₹0.20274.

const PAGE = "/brand/Ather/450X";

test("at 360 px an e-scooter's running cost is set beside a petrol scooter, and changing the km a day changes the figure", async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(PAGE);
  await hydrated(page);
  const table = page.getByTestId("running-cost");
  await expect(table.getByTestId("running-cost-petrolScooter")).toContainText("Petrol scooter");
  await expect(table).not.toContainText("auto");
  // 0.20274 × 30 km × 26 days = 158.14 → ₹158
  await expect(page.getByTestId("running-cost-electric")).toHaveText("₹158");
  await expectNoHorizontalOverflow(page);

  const form = page.getByTestId("running-cost-form");
  // 0.20274 × 200 km × 26 days = 1,054.25 → ₹1,054
  // The tool's own code loads apart from the page's: typing before it runs is typing into the plain form.
  await expect(async () => {
    await form.getByLabel("km a day").fill("200");
    await expect(page.getByTestId("running-cost-electric")).toHaveText("₹1,054", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // petrol scooter: 94.77 ÷ 45 × 5,200 km = 10,951.20; saving 10,951.20 − 1,054.25 = 9,896.95 → ₹9,897
  await expect(table.getByTestId("running-cost-petrolScooter").getByTestId("running-cost-saving")).toHaveText("₹9,897");
  await expect(page.getByTestId("running-cost-charges")).toContainText("2 charges a day (1 mid-day)");
  expect(errors).toEqual([]);
});

test("without JavaScript the running-cost form is answered by the server at 360 px", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(PAGE);
  const form = page.getByTestId("running-cost-form");
  await form.getByLabel("Petrol, ₹ a litre").fill("103.50");
  await form.getByRole("button", { name: "Work out the cost" }).click();
  await expect(page).toHaveURL(/petrol=103.50/);
  // petrol scooter at ₹103.50: 103.5 ÷ 45 = ₹2.30 a km × 30 km × 26 days = ₹1,794
  await expect(page.getByTestId("running-cost-petrolScooter").locator("td").first()).toHaveText("₹1,794");
  await expectNoHorizontalOverflow(page);
  await context.close();
});
