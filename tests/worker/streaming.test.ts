import { afterEach, expect, test, vi } from "vitest";
import { fetchWorker, remoteMode, section, slowCall } from "./helpers";
import { sample } from "./sample-data";
import { stubOrigin } from "./stub-origin";

// Below-the-fold sections stream: the page's first bytes do not wait for their data. Each test
// uses its own brand, so no KV or HTML cache entry of another test answers for it.

afterEach(() => {
  vi.restoreAllMocks();
  stubOrigin.reset();
});

// Long enough that the page's first bytes are surely out first; under the remote origin's
// 300 ms call timeout (vitest.worker.config.ts), so the call still succeeds there.
const SLOW_MS = remoteMode() ? 250 : 1500;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PENDING = 'data-pending-section=""';
const brand = (i: number) => sample.brands()[i]!.brandName;

/** The piece of the body (in arrival order) by which `needle` has arrived, or -1. */
function arrival(parts: string[], needle: string): number {
  let text = "";
  return parts.findIndex((p) => (text += p).includes(needle));
}

/** The response body in the pieces it arrives in. */
async function pieces(res: Response): Promise<string[]> {
  const out: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) out.push(decoder.decode(chunk, { stream: true }));
  return out;
}

test("below-the-fold sections stream: the brand page's models leave before its slow dealer list", async () => {
  const name = brand(0);
  slowCall("getDealerByBrand", SLOW_MS);
  const res = await fetchWorker(`/brand/${name}`);
  expect(res.status).toBe(200);
  const parts = await pieces(res);
  const html = parts.join("");
  const first = arrival(parts, 'data-testid="brand-models"');
  const dealers = arrival(parts, 'data-testid="brand-dealers"');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(dealers).toBeGreaterThan(first);
  // the section's place held a pending marker and its outline; the section came after, whole
  expect(parts.slice(0, dealers).join("")).toContain(PENDING);
  expect(parts.slice(0, dealers).join("")).toContain(`Loading ${name} prices and dealers`);
  expect(section(html, "brand-dealers")).toContain("/dealer/");
});

test("crawlers get the whole brand page at once, with no section left pending", async () => {
  const name = brand(1);
  slowCall("getDealerByBrand", SLOW_MS);
  const res = await fetchWorker(`/brand/${name}`, { headers: { "User-Agent": GOOGLEBOT } });
  const html = await res.text();
  expect(res.status).toBe(200);
  expect(html).not.toContain(PENDING);
  expect(section(html, "brand-dealers")).toContain("/dealer/");
  // in place, not in a hidden segment that only a script would move
  const hidden = html.indexOf('<div hidden id="S:');
  if (hidden >= 0) expect(html.indexOf('data-testid="brand-dealers"')).toBeLessThan(hidden);
});

test("a page that streamed a section is not kept in the HTML cache; the whole page then is", async () => {
  const path = `/brand/${brand(2)}`;
  slowCall("getDealerByBrand", SLOW_MS);
  await (await fetchWorker(path)).text();
  await new Promise((r) => setTimeout(r, 200)); // the cache write runs after the response
  const second = await fetchWorker(path); // the dealer list is in KV now: rendered whole
  const html = await second.text();
  expect(second.headers.get("X-Cache")).toBe("MISS");
  expect(html).not.toContain(PENDING);
  for (let i = 0; i < 100; i++) {
    const res = await fetchWorker(path);
    await res.arrayBuffer();
    if (res.headers.get("X-Cache") === "HIT") return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the whole page was never cached");
});

test("a model-in-city page streams its brand price table and other models", async () => {
  const row = sample.prices().find((p) => p.brandName === brand(3))!;
  slowCall("getModelByBrand", SLOW_MS);
  const res = await fetchWorker(`/brand/${row.brandName}/${row.name.replaceAll(" ", "-")}/Price-In-${row.cityName.replaceAll(" ", "-")}`);
  const parts = await pieces(res);
  const head = arrival(parts, 'data-testid="price-headline"');
  const others = arrival(parts, 'data-testid="other-models"');
  expect(head).toBeGreaterThanOrEqual(0);
  expect(others).toBeGreaterThan(head);
  expect(parts.slice(0, others).join("")).toContain(`Loading other ${row.brandName} models`);
});

test("sections whose data came in time are in place, not outlined and moved by script", async () => {
  const path = `/brand/${brand(4)}`;
  await (await fetchWorker(path)).text(); // KV now warm
  const html = await (await fetchWorker(path)).text();
  expect(html).not.toContain(PENDING);
  expect(section(html, "brand-dealers")).toContain("/dealer/");
  // in place: before any hidden segment (React Router streams its route data in those)
  const hidden = html.indexOf('<div hidden id="S:');
  if (hidden >= 0) expect(html.indexOf('data-testid="brand-dealers"')).toBeLessThan(hidden);
});
