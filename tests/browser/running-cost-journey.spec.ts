import type { Product } from "../../app/domain/entities";
import { formatInr } from "../../app/domain/billing/money";
import { batteryOf, defaultAssumptions, runningCost } from "../../app/domain/tools/running-cost";
import { expect, expectNoHorizontalOverflow, hydrated, test, watchErrors } from "./helpers";

// The running cost, like for like, on a phone: an electric scooter beside a petrol scooter (never
// beside autos); the visitor changes an assumption and the figure follows — with JavaScript as
// they type, without it when the form is sent.

const PAGE = "/brand/Ather/450X";

async function scooter(request: import("@playwright/test").APIRequestContext) {
  const [p] = (await (await request.get("/api/getProductByBrandandModel?brandName=Ather&name=450X")).json()) as Product[];
  return batteryOf(p!)!;
}

test("at 360 px an e-scooter's running cost is set beside a petrol scooter, and changing the km a day changes the figure", async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const battery = await scooter(request);
  await page.goto(PAGE);
  await hydrated(page);
  const table = page.getByTestId("running-cost");
  await expect(table.getByTestId("running-cost-petrolScooter")).toContainText("Petrol scooter");
  await expect(table).not.toContainText("auto");
  const before = runningCost(battery, "twoWheeler", defaultAssumptions("twoWheeler"));
  await expect(page.getByTestId("running-cost-electric")).toHaveText(formatInr(before.electric.perMonth));
  await expectNoHorizontalOverflow(page);

  const form = page.getByTestId("running-cost-form");
  const after = runningCost(battery, "twoWheeler", { ...defaultAssumptions("twoWheeler"), km: 200 });
  // The tool's own code loads apart from the page's: typing before it runs is typing into the plain form.
  await expect(async () => {
    await form.getByLabel("km a day").fill("200");
    await expect(page.getByTestId("running-cost-electric")).toHaveText(formatInr(after.electric.perMonth), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(table.getByTestId("running-cost-petrolScooter").getByTestId("running-cost-saving")).toHaveText(formatInr(after.rivals[0]!.savingPerMonth));
  await expect(page.getByTestId("running-cost-charges")).toContainText("2 charges a day (1 mid-day)");
  expect(after.electric.perMonth).not.toBe(before.electric.perMonth);
  expect(errors).toEqual([]);
});

test("without JavaScript the running-cost form is answered by the server at 360 px", async ({ browser, request }) => {
  const battery = await scooter(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(PAGE);
  const form = page.getByTestId("running-cost-form");
  await form.getByLabel("Petrol, ₹ a litre").fill("103.50");
  await form.getByRole("button", { name: "Work out the cost" }).click();
  await expect(page).toHaveURL(/petrol=103.50/);
  const a = { ...defaultAssumptions("twoWheeler"), fuel: { ...defaultAssumptions("twoWheeler").fuel, petrol: 103.5 } };
  const cost = runningCost(battery, "twoWheeler", a);
  await expect(page.getByTestId("running-cost-petrolScooter").locator("td").first()).toHaveText(formatInr(cost.rivals[0]!.perMonth));
  await expectNoHorizontalOverflow(page);
  await context.close();
});
