import { expect, test } from "vitest";
import { BAND_SPELLINGS } from "../corpus/path-corpus.mjs";
import { fetchWorker, kvKeys } from "./helpers";

// getPriceByType's band bounds are parsed as numbers on the edges of ₹10,000 steps before the
// cache key (app/shared/rules/price-bands.ts): spellings of one band share one KV entry, and a
// bound between steps is refused rather than answered for a band that was not asked.

const priceKeys = async () => (await kvKeys()).filter((k) => k.includes(":getPriceByType?"));

type Row = { brandName: string; name: string; exShowroomPrice: number };

async function ask(gt: string, lte: string) {
  const res = await fetchWorker(`/api/getPriceByType?typeName=e%20rickshaw&count=10&gt=${gt}&lte=${lte}`);
  const body = (await res.json()) as Row[] & { error?: { code: string; issues: { path: string; message: string }[] } };
  return { status: res.status, cache: res.headers.get("X-Cache"), body };
}

test("a band's bounds spelt with leading zeros make one KV key, not one per spelling", async () => {
  const before = (await priceKeys()).length;
  const first = await ask("80001", "90000");
  expect(first.status).toBe(200);
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

test("a band's answer is the band asked: each model's cheapest row within its bounds", async () => {
  // The sample's e-rickshaws typed "e rickshaw" priced ₹80,001-₹90,000, each model's lowest row
  // there (seed/prices.ts): Jezza Classic ₹82,000, Mini Metro Classic ₹82,500,
  // NRJ Yatri Eco ₹83,400, Udaan Plus ₹83,800, cheapest first.
  const { body } = await ask("80001", "90000");
  expect(body.map((r) => [r.brandName, r.name, r.exShowroomPrice])).toEqual([
    ["Jezza", "Classic", 82_000],
    ["Mini Metro", "Classic", 82_500],
    ["NRJ", "Yatri Eco", 83_400],
    ["Udaan", "Plus", 83_800],
  ]);
});

test("a band bound between ₹10,000 steps is answered 400 with its reason and costs no KV key", async () => {
  // Widened to 80,001-90,000, 85,000-86,000 answered the four rows above, every one below ₹85,000;
  // cut to the bounds asked, that answer would be empty, though each of the four has a row inside
  // (Mini Metro Classic ₹85,000, NRJ Yatri Eco ₹85,100, Jezza Classic ₹85,300, Udaan Plus ₹85,500).
  const before = await priceKeys();
  for (const [gt, lte] of BAND_SPELLINGS.between) {
    const refused = await ask(gt!, lte!);
    expect(refused.status, `${gt}-${lte}`).toBe(400);
    expect(refused.body.error?.code, `${gt}-${lte}`).toBe("invalid_request");
  }
  expect((await ask("85000", "86000")).body.error?.issues.map((i) => i.path)).toEqual(["gt", "lte"]);
  expect(await priceKeys()).toEqual(before);
});
