import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { type Api, type CallParams, type GetCallName, type OriginGetCallName } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { fromPrice } from "#app/shared/rules/from-price";
import { BATTERY_TYPES, batteryCatalogue, pricedModels } from "#app/features/tools/server/battery";
import { typePairs } from "#app/features/tools/server/type-comparisons";
import { SUBSIDY_TYPES } from "#app/features/tools/server/subsidy";
import { FORM_MODELS } from "#app/shared/rules/list-pages";
import { fetchedCount } from "#app/shared/rules/count-sizes";
import { POPULAR_MODELS, type ModelRef, comparePath } from "#app/features/tools/rules/compare";
import { originGet } from "#worker/origin";
import { originRowsRead } from "./helpers";

// The pages whose reads still grew with the catalogue after decisions 133 and 136, each held to
// what it shows (docs/decisions/140): a page reads the rows it shows and at most one page (50)
// more, at any size of the catalogue. The loaders run here on an Api that answers from the
// embedded origin's handlers over a D1 that notes the rows each statement read (`meta.rows_read`).

/** One page: the rows a list shows at a time (docs/decisions/133). */
const PAGE = 50;

type Read = { call: string; returned: number; read: number };

/** An Api answered by the embedded origin from D1, noting each call and the rows it read. */
function meteredApi(reads: Read[]): Api {
  return {
    async call<N extends GetCallName>(name: N, params: CallParams<N>) {
      const { rows, read } = await originRowsRead(name as OriginGetCallName, params);
      reads.push({ call: name, returned: rows.length, read });
      return rows as never;
    },
  };
}

/**
 * A model's "from" price straight from its every price row, by SQL rather than the rule under
 * test: its lowest ex-showroom price above 0, ties going to the town first by name.
 */
async function lowestPublished(p: Pick<Product, "brandName" | "name">): Promise<{ price: number; town: string } | null> {
  const row = await env.DB.prepare(
    "SELECT exShowroomPrice AS price, cityName AS town FROM price WHERE brandName = ?1 COLLATE NOCASE AND name = ?2 COLLATE NOCASE AND exShowroomPrice > 0 ORDER BY exShowroomPrice, cityName LIMIT 1",
  ).bind(p.brandName, p.name).first<{ price: number; town: string }>();
  return row ?? null;
}

test("a type's from prices are each of its popular models' lowest published price and its town, as from every row of the model", async () => {
  for (const typeName of BATTERY_TYPES) {
    const models = await originGet.getModelByType(env.DB, { typeName, count: 1000 });
    const rows = await originGet.getFromPriceByType(env.DB, { typeName, count: 1000 });
    expect(models.length, typeName).toBeGreaterThan(0);
    for (const model of models) {
      const own = rows.filter((r) => r.brandName.toLowerCase() === model.brandName.toLowerCase() && r.name.toLowerCase() === model.name.toLowerCase());
      expect(fromPrice(own), `${model.brandName} ${model.name}`).toEqual(await lowestPublished(model));
    }
    // the rows are the models', in the models' order (one row for each type a model is priced under)
    const order = models.map((m) => `${m.brandName}/${m.name}`);
    const rowOrder = [...new Set(rows.map((r) => `${r.brandName}/${r.name}`))];
    expect(rowOrder, typeName).toEqual(order.filter((key) => rowOrder.includes(key)));
  }
  // read off the sample's rows by hand: e-Alfa Mini is ₹1,08,600 in Gorakhpur, Hooghly and Kanpur
  const rickshaws = await originGet.getFromPriceByType(env.DB, { typeName: "e rickshaw", count: 1000 });
  expect(fromPrice(rickshaws.filter((r) => r.name === "e-Alfa Mini"))).toEqual({ price: 108_600, town: "Gorakhpur" });
});

test("the battery chooser reads no more rows than it shows plus one page: no brand's price list, the asked model's own town prices", async () => {
  const reads: Read[] = [];
  const api = meteredApi(reads);
  const [asked] = await api.call("getProductByBrandandModel", { brandName: "Mahindra", name: "e-Alfa Mini" });
  const catalogue = await batteryCatalogue(api, asked!);
  const { models, premium } = await pricedModels(api, catalogue, asked!);
  expect(models.some((m) => m.brandName === "Mahindra" && m.name === "e-Alfa Mini")).toBe(true);
  expect(premium).not.toBeNull();
  expect(reads.map((r) => r.call).sort()).toEqual([
    "getFromPriceByType", "getFromPriceByType", "getFromPriceByType",
    "getModelByType", "getModelByType", "getModelByType",
    "getPriceByModel", "getProductByBrandandModel",
  ]);
  for (const r of reads) expect(r.read, r.call).toBeLessThanOrEqual(r.returned + PAGE);
});

test("a type page's popular comparisons read the models they link to: its most popular few and a counted pair's, not a page of the type's models", async () => {
  const typeName = "e rickshaw";
  const all = await originGet.getModelByType(env.DB, { typeName, count: 1000 });
  const [a, b, , , e, f] = all;
  const other = (await originGet.getModelByType(env.DB, { typeName: "electric scooter", count: 1 }))[0]!;
  const gone: ModelRef = { brandName: "Nobody", name: "Nothing" };
  // counted: a pair of two models beyond the first few, one with a model of another type, one with a model no longer listed
  const viewed: [ModelRef, ModelRef][] = [[f!, e!], [a!, other], [b!, gone]];
  const reads: Read[] = [];
  const pairs = await typePairs(meteredApi(reads), typeName, Promise.resolve(viewed));
  expect(reads.map((r) => r.call).sort()).toEqual(["getModelByType", ...Array(4).fill("getProductByBrandandModel")]);
  expect(reads.find((r) => r.call === "getModelByType")!.returned).toBe(POPULAR_MODELS);
  for (const r of reads) expect(r.read, r.call).toBeLessThanOrEqual(r.returned + PAGE);
  // The sample's e-rickshaws by popularity: a e-Alfa Mini, b e-Alfa Super, c Raahii, d Yatri Super,
  // e Yatri Deluxe, f Mayuri Grand. The one counted pair still listed (f, e) comes first, then the
  // pairs among the first 4 (ab, ac, ad, bc, bd, cd) up to 6 in all: cd is left out. Each address
  // lists its models by brand slug, then model slug.
  expect(all.slice(0, 6).map((m) => m.name)).toEqual(["e-Alfa Mini", "e-Alfa Super", "Raahii", "Yatri Super", "Yatri Deluxe", "Grand"]);
  expect(pairs.map((pair) => comparePath(pair))).toEqual([
    "/compare/Mayuri/Grand/vs/YC-Electric/Yatri-Deluxe",
    "/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/e-Alfa-Super",
    "/compare/Hero-Electric/Raahii/vs/Mahindra/e-Alfa-Mini",
    "/compare/Mahindra/e-Alfa-Mini/vs/YC-Electric/Yatri-Super",
    "/compare/Hero-Electric/Raahii/vs/Mahindra/e-Alfa-Super",
    "/compare/Mahindra/e-Alfa-Super/vs/YC-Electric/Yatri-Super",
  ]);
});

test("a tool's form lists at most FORM_MODELS models of a type: every model of any type the tools cover on the sample, and one size the answer cache fetches", async () => {
  expect(fetchedCount(FORM_MODELS)).toBe(FORM_MODELS);
  for (const typeName of new Set([...SUBSIDY_TYPES, ...BATTERY_TYPES])) {
    const all = await originGet.getModelByType(env.DB, { typeName, count: 1000 });
    expect(all.length, typeName).toBeLessThanOrEqual(FORM_MODELS);
  }
});
