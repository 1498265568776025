import { expect, expectNoHorizontalOverflow, hydrated, signInToConsole, test } from "./helpers";
import { cameraPhoto } from "./phone-photos";

// The operator's seams, on a 360 px phone: the console's button renews every cached page (once
// only `curl -X POST /admin/cache/purge`), and a photo as the phone's camera takes it (12
// megapixels, 3 to 8 MB) is made smaller in the browser and added (docs/decisions/155).

const SHOTS = process.env.SHOTS_DIR ?? "test-results/console-seams";
const MB = 1024 * 1024;

test("at 360px the console's purge button renews every cached page: a page cached before is made anew after it", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A public page, read until this location's page cache holds it.
  await expect.poll(async () => (await request.get("/About-Us")).headers()["x-cache"], { timeout: 15_000 }).toBe("HIT");

  await signInToConsole(page, "/admin");
  await hydrated(page);
  const purge = page.getByTestId("purge");
  await expect(purge.getByRole("heading", { name: "Show the latest on every page" })).toBeVisible();
  await purge.getByRole("button", { name: "Renew every page now" }).click();
  await expect(purge.getByRole("status")).toHaveText(
    "The site's saved copies are renewed: every page shows the change now here, and within a minute everywhere.",
  );
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/purge-360.png`, fullPage: true });
  // The copy kept before the purge is not served again: the page is made anew.
  expect((await request.get("/About-Us")).headers()["x-cache"]).toBe("MISS");
});

test("at 360px a phone camera's 12-megapixel photo of 3 to 8 MB is made smaller in the browser, stored at 2048 px under 2 MB and added", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToConsole(page, "/admin/pictures?brand=Lohia&model=Humrahi");
  await expect(page.getByRole("heading", { name: "Photos of Lohia Humrahi" })).toBeVisible();
  await hydrated(page);
  const photo = await cameraPhoto(page);
  expect(photo.buffer.byteLength).toBeGreaterThan(3 * MB);
  expect(photo.buffer.byteLength).toBeLessThan(8 * MB);

  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/admin/pictures")) posts.push(req.url());
  });
  await page.getByLabel("Add photos").setInputFiles(photo);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("The photo was added. The pages show it now.")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("gallery-photo")).toHaveCount(1);
  expect(posts).toHaveLength(1);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/phone-photo-360.png`, fullPage: true });

  // The original kept beside the sizes is the copy the browser sent: 2048 × 1536 (4000 × 3000 at
  // 2048 / 4000), a JPEG under the 2 MB limit.
  const thumb = await page.getByTestId("gallery-photo").first().locator("img").getAttribute("src");
  const original = thumb!.replace(/-thumb\.webp(\?.*)?$/, "-original.jpg");
  expect(original).toMatch(/^\/image\/photo\/model\/Lohia\/Humrahi\/[0-9a-f]{10}-original\.jpg$/);
  const stored = await request.get(original);
  expect(stored.status()).toBe(200);
  expect((await stored.body()).byteLength).toBeLessThan(2 * MB);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return `${img.naturalWidth}x${img.naturalHeight}`;
  }, original);
  expect(size).toBe("2048x1536");
});
