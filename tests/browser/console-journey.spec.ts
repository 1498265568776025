import { readFileSync } from "node:fs";
import { codeSentTo, expect, freshMobile, hydrated, istYesterdayAndToday, shownMobile, signInToConsole, test, watchErrors } from "./helpers";

// In Chromium: an operator imports a new model with a Noida price, and its
// model page and model-in-city page answer 200 and show it; uploads its photo, and the page shows
// that photo in its gallery; a visitor sends an enquiry for it, and the console's lead list and CSV export show
// it; the month's statement counts it.

const DEALER = { tName: "Aravali-E-Vehicles", traderName: "Aravali E-Vehicles" };

/** Uploads a CSV file in the console's import form for its preview, then applies what it showed. */
async function importCsv(page: import("@playwright/test").Page, entity: string, csv: string) {
  await page.goto("/admin/catalogue");
  await hydrated(page);
  await page.getByLabel("The file holds").selectOption(entity);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: `${entity}.csv`, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`) });
  await page.getByRole("button", { name: "Show what would change" }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Preview, nothing saved yet");
  await expect(report.getByTestId("report-added")).toHaveText("1 added");
  await expect(report.getByTestId("report-rejected")).toHaveText("0 refused");
  await page.getByRole("button", { name: "Apply: save 1 row" }).click();
  await expect(page.getByTestId("import-report")).toContainText(/^Saved/);
}

// A brand whose model count no other journey asserts: the import adds a model to it.
const BRAND = "YC Electric";
const BRAND_SLUG = "YC-Electric";

/** The IST month now, "yyyy-mm". */
const istMonthNow = () => istYesterdayAndToday().to.slice(0, 7);

/** The trader's billable leads of an IST month on the console's statement (0 when it has none). */
async function billedLeads(page: import("@playwright/test").Page, month: string): Promise<number> {
  await page.goto(`/admin/billing?month=${month}`);
  const card = page.getByTestId("trader-statement").filter({ hasText: DEALER.traderName });
  return (await card.count()) ? Number(await card.getByTestId("statement-count").textContent()) : 0;
}

test("a new model imported with a Noida price gets its pages, its photo, and its enquiry reaches the leads, the CSV and the statement", async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const model = `Zeno ${Date.now().toString(36).toUpperCase()}`;
  const slug = model.replace(" ", "-");
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();
  const month = istMonthNow();
  const billedBefore = await billedLeads(page, month);

  // the catalogue: a new model, then its Noida price
  await importCsv(page, "models", `brandName,name,categoryName,typeName,price,mileage,speed\r\n${BRAND},${model},three wheeler,e rickshaw,158000,115 km,25 km/h\r\n`);
  await importCsv(page, "prices", `brandName,name,cityName,exShowroomPrice,rto,insurance,type,dealer\r\n${BRAND},${model},Noida,154000,0,4500,e rickshaw,true\r\n`);
  const modelPage = await page.goto(`/brand/${BRAND_SLUG}/${slug}`);
  expect(modelPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${BRAND} ${model}`);
  // a model without a town shows its "from" price: the lowest over its towns, naming it
  await expect(page.locator("main")).toContainText("From ₹1,54,000 (Noida)");
  const cityPage = await page.goto(`/brand/${BRAND_SLUG}/${slug}/Price-In-Noida`);
  expect(cityPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${BRAND} ${model}`);
  await expect(page.locator("main")).toContainText("₹1,54,000");

  // its photo: before the upload its family's drawing, after it the picture itself
  const picture = page.locator("img.detail-image");
  await expect(picture).toHaveAttribute("src", "/image/drawing/e-rickshaw.svg?w=550&h=340");
  await page.goto(`/admin/pictures?brand=${encodeURIComponent(BRAND)}&model=${encodeURIComponent(model)}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: `Photos of ${BRAND} ${model}` })).toBeVisible();
  await page.getByLabel("Add photos").setInputFiles("tests/browser/fixtures/r2-sample.png");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("The photo was added. The pages show it now.");
  await page.goto(`/brand/${BRAND_SLUG}/${slug}`);
  // the page shows its gallery: the photo made into the detail size, as WebP (docs/decisions/129)
  const photo = page.getByTestId("photo-gallery").locator("img").first();
  await expect(photo).toHaveAttribute("src", new RegExp(`^/image/photo/model/${BRAND_SLUG}/${slug}/[0-9a-f]{10}-detail\\.webp$`));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && `${img.naturalWidth}x${img.naturalHeight}`)).toBe("550x340");

  // a visitor's enquiry for it, to a Noida dealer
  const mobile = freshMobile();
  const visitor = await context.browser()!.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "10.202.3.4" } });
  const tab = await visitor.newPage();
  await tab.goto(`/enquiry?typeOfQuery=Dealer&brandName=${encodeURIComponent(BRAND)}&modelName=${encodeURIComponent(model)}&traderName=${DEALER.tName}&cityName=Noida`);
  await tab.getByLabel("Mobile number").fill(mobile);
  await tab.getByLabel("Pincode").fill("201301");
  await tab.getByRole("button", { name: "Submit" }).click();
  await expect(tab.getByRole("status")).toContainText("Your enquiry has been received");
  // the visitor confirms the number with the SMS code: the lead is billable from then on
  await tab.getByLabel("OTP").fill(await codeSentTo(page.request, mobile));
  await tab.getByRole("button", { name: "Verify" }).click();
  await expect(tab.getByText("Thank you! Your number is confirmed.", { exact: false })).toBeVisible();
  await visitor.close();

  // the console's lead list and its CSV show it
  await page.goto(`/admin/leads?tName=${DEALER.tName}`);
  const lead = page.getByTestId("console-lead").filter({ hasText: shownMobile(mobile) });
  await expect(lead).toContainText(`${BRAND} ${model}`);
  await expect(lead).toContainText(DEALER.traderName);
  await expect(lead.getByRole("listitem")).toContainText(["Billable"]);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const row = csv.toString("utf8").split("\r\n").find((r) => r.includes(mobile));
  expect(row).toContain(`,Dealer,${BRAND} ${model},${DEALER.traderName},${DEALER.tName},`);

  // and the month's statement counts it: the month the journey began in, or the next where the
  // server's clock has passed the end of the month since (the statements follow the IST clock)
  const monthNow = istMonthNow();
  const billedAfter = (await billedLeads(page, month)) + (monthNow === month ? 0 : await billedLeads(page, monthNow));
  expect(billedAfter).toBe(billedBefore + 1);
  expect(errors).toEqual([]);
});
