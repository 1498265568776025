import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test, watchErrors } from "./helpers";

// The import anyone can use (docs/decisions/130), in Chromium on a 360px phone: an operator
// downloads the template of the prices, adds a new town's price and a bad row to it, uploads it,
// and the preview shows the bad row with its reason while nothing is saved (the list of prices
// is unchanged); then applies, and the good row is saved, the bad one left out.

test("an operator downloads a template, previews a file with a bad row, nothing is saved until Apply, then the good rows are", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  await page.goto("/admin/catalogue");
  await hydrated(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Template: Prices in towns" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("prices-template.csv");
  const template = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const [header, example] = template.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toMatch(/^Brand,Model,Town,Ex-showroom price \(₹\),/);
  expect(header).toContain("Offer (Hindi)");

  // a new town for the first example's model, and a price written with commas
  const cells = example!.split(",");
  const [brand, model] = [cells[0]!, cells[1]!];
  const good = [brand, model, "Bhilai", "211111", ...cells.slice(4)].join(",");
  const bad = [brand, model, "Durg", '"2,11,111"', ...cells.slice(4)].join(",");
  const file = [header, example, good, bad, ""].join("\r\n");

  // a second tab reads the console's list of the model's prices, before and after
  const list = await page.context().newPage();
  const before = await pricesOf(list, model);
  await page.getByLabel("The file holds").selectOption("prices");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${file}`) });
  await page.getByRole("button", { name: "Show what would change" }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Preview, nothing saved yet");
  await expect(report.getByTestId("report-added")).toHaveText("1 added");
  await expect(report.getByTestId("report-unchanged")).toHaveText("1 unchanged");
  await expect(report.getByTestId("report-rejections")).toHaveText(
    `Row 4 (${brand} · ${model} · Durg): Ex-showroom price (₹): write the amount in rupees in digits, like 125000 (no commas, no ₹).`,
  );
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? "test-results/console-import"}/preview-360.png`, fullPage: true });
  // nothing saved: the list of the model's prices is as it was
  expect(await pricesOf(list, model)).toEqual(before);

  await page.getByRole("button", { name: "Apply: save 1 row" }).click();
  await expect(page.getByTestId("import-report")).toContainText(/^Saved: Prices in towns/);
  const after = await pricesOf(list, model);
  expect(after).toContain("Bhilai");
  expect(after).not.toContain("Durg");
  expect(after.length).toBe(before.length + 1);
  expect(errors).toEqual([]);
});

/** The towns the console's price list shows for a model. */
async function pricesOf(page: import("@playwright/test").Page, model: string): Promise<string[]> {
  await page.goto(`/admin/catalogue/prices?q=${encodeURIComponent(model)}`);
  await hydrated(page);
  // each row: the model's name, then its town, then its facts
  return (await page.locator('[data-testid="catalogue-records"] > li > .console-row__cell:first-of-type').allTextContents()).sort();
}
