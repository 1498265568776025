import { expect, test } from "vitest";
import { BAND_SPELLINGS } from "../../scripts/reliability/path-corpus.mjs";
import { fetchWorker, kvKeys } from "./helpers";

// getPriceByType's band bounds are parsed and widened to whole ₹10,000 steps before the cache
// key (app/domain/rules/price-bands.ts): spellings of one band share one KV entry.

const priceKeys = async () => (await kvKeys()).filter((k) => k.includes(":getPriceByType?"));

async function ask(gt: string, lte: string) {
  const res = await fetchWorker(`/api/getPriceByType?typeName=e%20rickshaw&count=10&gt=${gt}&lte=${lte}`);
  const body = (await res.json()) as unknown[];
  return { status: res.status, cache: res.headers.get("X-Cache"), body };
}

test("a band's bounds spelt with leading zeros or any rupee within its steps make one KV key, not one per spelling", async () => {
  const before = (await priceKeys()).length;
  // The sample's e-rickshaws priced 80,001-90,000, in the reliability corpus's spellings of that one band.
  const first = await ask("80001", "90000");
  expect(first.status).toBe(200);
  expect(first.body.length).toBeGreaterThan(0);
  for (const [gt, lte] of BAND_SPELLINGS.band) {
    const again = await ask(gt!, lte!);
    expect(again.status, `${gt}-${lte}`).toBe(200);
    expect(again.cache, `${gt}-${lte}`).toBe("HIT");
    expect(again.body, `${gt}-${lte}`).toEqual(first.body);
  }
  // No band at all ("0" in any spelling): one more key.
  for (const [gt, lte] of BAND_SPELLINGS.none) expect((await ask(gt, lte)).status, `${gt}-${lte}`).toBe(200);
  expect((await priceKeys()).length - before).toBe(2);
});
