import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test, watchErrors } from "./helpers";
import { phonePhotos } from "./phone-photos";

// An operator's morning on a 360px phone, one journey through the console (decisions 125, 126,
// 129, 130): sign in, rename a model (its old address redirects, its pages show the new name),
// give it three photos from the phone's files (its page shows a gallery of WebP photos), find a
// trader by typing, and check a price template with one bad row (the row is shown with its
// reason, nothing is written). The model is one no other test reads.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-operator-journey";
const OLD = "/brand/Kinetic-Green/Safar-Jumbo";
const NEW = "/brand/Kinetic-Green/Safar-Jumbo-Plus";

test("at 360px an operator renames a model, gives it three photos, finds a trader and checks an import with a bad row", async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page);
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();

  // rename
  await page.goto("/admin/catalogue/models/edit?brandName=Kinetic+Green&name=Safar+Jumbo");
  await hydrated(page);
  await page.getByLabel("Rename to …").fill("Safar Jumbo Plus");
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kinetic Green Safar Jumbo Plus");
  const old = await page.request.get(OLD, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(NEW);
  await page.goto(OLD);
  await expect(page).toHaveURL(new RegExp(`${NEW}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Safar Jumbo Plus");

  // three photos, found by typing the new name
  await page.goto("/admin/pictures");
  await hydrated(page);
  await page.getByLabel("Find a model, brand or trader").fill("safar jumbo plus");
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByTestId("picture-targets").getByRole("link", { name: "Safar Jumbo Plus" }).click();
  await expect(page.getByRole("heading", { name: "Photos of Kinetic Green Safar Jumbo Plus" })).toBeVisible();
  await page.getByLabel("Add photos").setInputFiles(await phonePhotos(page));
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("3 photos added. The pages show them now.")).toBeVisible({ timeout: 60_000 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/gallery-console-360.png`, fullPage: true });

  const photoTypes: string[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname.startsWith("/image/photo/")) photoTypes.push(res.headers()["content-type"] ?? "");
  });
  await page.goto(NEW);
  const slides = page.getByTestId("photo-gallery").locator("figure img");
  await expect(slides).toHaveCount(3);
  await expect.poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(550);
  expect(new Set(photoTypes)).toEqual(new Set(["image/webp"]));
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/gallery-page-360.png` });

  // a trader, by typing part of its name
  await page.goto("/admin/traders");
  await hydrated(page);
  await page.getByLabel("Find a trader").fill("ganesh");
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByTestId("console-traders").getByRole("link", { name: "Shree Ganesh E-Motors" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shree Ganesh E-Motors" })).toBeVisible();

  // the price template with one bad row: shown with its reason, nothing written
  await page.goto("/admin/catalogue");
  await hydrated(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Template: Prices in towns" }).click();
  const template = await (await (await downloading).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const [header, example] = template.replace(/^\uFEFF/, "").split("\r\n");
  const cells = example!.split(",");
  const bad = [cells[0], cells[1], "Durg", "about one lakh", ...cells.slice(4)].join(",");
  await page.getByLabel("The file holds").selectOption("prices");
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${[header, example, bad, ""].join("\r\n")}`) });
  await page.getByRole("button", { name: "Show what would change" }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText("Preview, nothing saved yet");
  await expect(report.getByTestId("report-rejections")).toContainText(`Row 3 (${cells[0]} · ${cells[1]} · Durg): Ex-showroom price (₹)`);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/import-preview-360.png`, fullPage: true });
  // not applied: the model's prices in the console list no Durg
  await page.goto(`/admin/catalogue/prices?q=${encodeURIComponent(cells[1]!)}`);
  await expect(page.getByTestId("catalogue-records")).toContainText(cells[1]!);
  await expect(page.getByTestId("catalogue-records")).not.toContainText("Durg");
  expect(errors).toEqual([]);
});
