import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test } from "./helpers";
import { phonePhotos } from "./phone-photos";

// Pictures that sell (docs/decisions/129-pictures-that-sell.md), as an operator on a 360 px phone
// does it: find the model by typing, upload three photos from the phone's files, and the model's
// public page shows them as a gallery of WebP photos, without horizontal scrolling of the page.

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-pictures";

test("at 360px an operator uploads three photos and the model's page shows a gallery of WebP photos", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page, "/admin/pictures");
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  await hydrated(page);
  // the model is found by typing, not in a dropdown of every model
  await page.getByLabel("Find a model, brand or trader").fill("mayuri grand");
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByTestId("picture-targets").getByRole("link", { name: "Mayuri Grand" }).click();
  await expect(page.getByRole("heading", { name: "Photos of Mayuri Grand" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-empty-360.png`, fullPage: true });

  await page.getByLabel("Add photos").setInputFiles(await phonePhotos(page));
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("3 photos added. The pages show them now.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("gallery-photo")).toHaveCount(3);
  await expect(page.getByTestId("gallery-photo").first().getByText("Main photo")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/console-gallery-360.png`, fullPage: true });

  const photoTypes: string[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname.startsWith("/image/photo/")) photoTypes.push(res.headers()["content-type"] ?? "");
  });
  await page.goto("/brand/Mayuri/Grand");
  const gallery = page.getByTestId("photo-gallery");
  await expect(gallery).toBeVisible();
  const slides = gallery.locator("figure img");
  await expect(slides).toHaveCount(3);
  // the main photo has loaded, as a WebP
  await expect.poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(550);
  // a thumbnail's link brings its photo into the strip, without script
  await gallery.getByRole("link", { name: "Show photo 3 of 3" }).click();
  await expect(page).toHaveURL(/#photo-3$/);
  await expect.poll(() => slides.nth(2).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(550);
  expect(photoTypes.length).toBeGreaterThan(0);
  expect(new Set(photoTypes)).toEqual(new Set(["image/webp"]));
  for (const src of await slides.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src")!))) {
    expect((await page.request.get(src)).headers()["content-type"]).toBe("image/webp");
  }
  await expectNoHorizontalOverflow(page);
  await page.goto("/brand/Mayuri/Grand");
  await page.screenshot({ path: `${SHOTS}/model-gallery-360.png` });
});
