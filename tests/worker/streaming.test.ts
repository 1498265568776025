import { afterEach, expect, test, vi } from "vitest";
import { breakOrigin, fetchWorker, remoteMode, section, slowCall } from "./helpers";
import { sample } from "./sample-data";
import { stubOrigin } from "./stub-origin";

// Below-the-fold sections are waited for with the rest of the page: a page leaves whole, every
// section where it belongs, nothing for a script to move, and reads the same without
// JavaScript. Each test uses its own brand, so no KV or HTML cache entry of another test answers
// for it.

afterEach(() => {
  vi.restoreAllMocks();
  stubOrigin.reset();
});

// Slow enough to be the last data in; under the remote origin's 300 ms call timeout
// (vitest.worker.config.ts), so the call still succeeds there.
const SLOW_MS = remoteMode() ? 250 : 600;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const brand = (i: number) => sample.brands()[i]!.brandName;

/** The section is in the page before any hidden segment (React Router sends its data in those). */
function inPlace(html: string, testId: string): boolean {
  const at = html.indexOf(`data-testid="${testId}"`);
  const hidden = html.indexOf('<div hidden id="S:');
  return at >= 0 && (hidden < 0 || at < hidden);
}

test("a page whose below-the-fold data is slow arrives whole: the brand page's dealers in place", async () => {
  const name = brand(0);
  slowCall("getDealerByBrand", SLOW_MS);
  const res = await fetchWorker(`/brand/${name}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(inPlace(html, "brand-models")).toBe(true);
  expect(inPlace(html, "brand-dealers")).toBe(true);
  expect(section(html, "brand-dealers")).toContain("/dealer/");
  expect(html).not.toContain("data-pending-section");
});

test("crawlers get the whole brand page, every section in place", async () => {
  const name = brand(1);
  slowCall("getDealerByBrand", SLOW_MS);
  const html = await (await fetchWorker(`/brand/${name}`, { headers: { "User-Agent": GOOGLEBOT } })).text();
  expect(inPlace(html, "brand-dealers")).toBe(true);
  expect(section(html, "brand-dealers")).toContain("/dealer/");
});

test("a page whose below-the-fold data was slow is kept in the HTML cache like any other", async () => {
  const path = `/brand/${brand(2)}`;
  slowCall("getDealerByBrand", SLOW_MS);
  const first = await fetchWorker(path);
  expect(first.headers.get("X-Cache")).toBe("MISS");
  await first.text();
  for (let i = 0; i < 100; i++) {
    const res = await fetchWorker(path);
    const html = await res.text();
    if (res.headers.get("X-Cache") === "HIT") {
      expect(inPlace(html, "brand-dealers")).toBe(true);
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the page was never cached");
});

test("a model-in-city page has its brand price table and other models in place, however slow", async () => {
  const row = sample.prices().find((p) => p.brandName === brand(3))!;
  slowCall("getModelByBrand", SLOW_MS);
  const html = await (await fetchWorker(`/brand/${row.brandName}/${row.name.replaceAll(" ", "-")}/Price-In-${row.cityName.replaceAll(" ", "-")}`)).text();
  expect(inPlace(html, "price-headline")).toBe(true);
  expect(inPlace(html, "brand-city-prices")).toBe(true);
  const others = sample.products().filter((p) => p.brandName === row.brandName && p.name !== row.name);
  if (others.length) expect(inPlace(html, "other-models")).toBe(true);
});

// One call failing while the others answer needs the embedded origin (the stub remote origin
// fails as a whole).
test.skipIf(remoteMode())("a below-the-fold call that fails loses only its section: it says so in place, and the page is not stored", async () => {
  const path = `/brand/${brand(4)}`;
  breakOrigin("getDealerByBrand");
  for (let i = 0; i < 2; i++) {
    const res = await fetchWorker(path);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(inPlace(html, "brand-models")).toBe(true);
    expect(html).toContain("This list is unavailable just now; please reload.");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
  }
});
