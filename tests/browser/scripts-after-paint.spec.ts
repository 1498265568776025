import { expect, test } from "@playwright/test";
import { hydrated, watchErrors } from "./helpers";

// The page paints before its scripts are fetched (components/scripts-after-first-paint.tsx), and
// still hydrates: in one go when the browser can report paints, and when it cannot.

type Timings = { fcp: number; scripts: { name: string; start: number }[] };

const timings = () =>
  new Promise<Timings>((resolve) => {
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName("first-contentful-paint")[0];
      if (!fcp) return;
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith(".js"))
        .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime }));
      resolve({ fcp: fcp.startTime, scripts });
    }).observe({ type: "paint", buffered: true });
  });

for (const path of ["/", "/brand/Mahindra", "/dealer/Ajanta-Electric-Vehicles/About"]) {
  test(`script modules are fetched only after the first paint: ${path}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await hydrated(page);
    const { fcp, scripts } = await page.evaluate(timings);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(fcp);
    // each module the page needs is fetched once, its whole graph at once (preloaded)
    const preloads = await page.locator('link[rel="modulepreload"]').count();
    expect(preloads).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
}

test("a browser that cannot report paints fetches the scripts at once and hydrates", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: ["resource"] });
  });
  await page.goto("/brand/Mahindra/Treo");
  await hydrated(page);
  expect(errors).toEqual([]);
});
