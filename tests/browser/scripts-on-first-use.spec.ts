import { expect, type Page, test } from "@playwright/test";
import { hydrated, watchErrors } from "./helpers";

// A page fetches its script modules only when the visitor first interacts with it
// (components/scripts-on-first-use.tsx): a reader costs a phone no script at all, and the first
// touch, scroll or key hydrates the page.

const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((r) => new URL(r.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

for (const path of ["/", "/brand/Mahindra", "/dealer/Ajanta-Electric-Vehicles/About"]) {
  test(`a page left alone fetches no script module; the first interaction hydrates it: ${path}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    expect(await scriptsFetched(page)).toEqual([]);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);

    await hydrated(page);
    // each module the page needs is fetched once, its whole graph at once (preloaded)
    expect((await scriptsFetched(page)).length).toBeGreaterThan(3);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("a visitor's first scroll hydrates the page", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/brand/Mahindra/Treo");
    await page.waitForLoadState("load");
    await page.mouse.wheel(0, 400);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
