import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { type Api, type CallParams, type GetCallName, type OriginGetCallName } from "#app/domain/contract";
import type { Price, Product } from "#app/domain/entities";
import { fromPrice } from "#app/domain/rules/from-price";
import { BATTERY_TYPES, batteryCatalogue, pricedModels } from "#app/loaders/battery";
import { typePairs } from "#app/loaders/type-comparisons";
import { SUBSIDY_TYPES } from "#app/loaders/subsidy";
import { FORM_MODELS } from "#app/domain/rules/list-pages";
import { fetchedCount } from "#app/domain/rules/count-sizes";
import { POPULAR_MODELS, type ModelRef, comparePath, typeComparisons } from "#app/domain/tools/compare";
import { originGet } from "#worker/origin";
import { priceColumns, toPrice, type PriceRow } from "#worker/origin/rows";
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

/** Every price row of a model, as its brand's price list has it. */
async function rowsOf(p: Pick<Product, "brandName" | "name">): Promise<Price[]> {
  const { results } = await env.DB.prepare(`SELECT ${priceColumns()} FROM price WHERE brandName = ?1 COLLATE NOCASE AND name = ?2 COLLATE NOCASE`).bind(p.brandName, p.name).all<PriceRow>();
  return results.map(toPrice);
}

test("a type's from prices are each of its popular models' lowest published price and its town, as from every row of the model", async () => {
  for (const typeName of BATTERY_TYPES) {
    const models = await originGet.getModelByType(env.DB, { typeName, count: 1000 });
    const rows = await originGet.getFromPriceByType(env.DB, { typeName, count: 1000 });
    expect(models.length, typeName).toBeGreaterThan(0);
    for (const model of models) {
      const own = rows.filter((r) => r.brandName.toLowerCase() === model.brandName.toLowerCase() && r.name.toLowerCase() === model.name.toLowerCase());
      expect(fromPrice(own), `${model.brandName} ${model.name}`).toEqual(fromPrice(await rowsOf(model)));
    }
    // the rows are the models', in the models' order (one row for each type a model is priced under)
    const order = models.map((m) => `${m.brandName}/${m.name}`);
    const rowOrder = [...new Set(rows.map((r) => `${r.brandName}/${r.name}`))];
    expect(rowOrder, typeName).toEqual(order.filter((key) => rowOrder.includes(key)));
  }
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
  // the same pairs as from the type's whole list of models
  const path = (pair: readonly ModelRef[]) => comparePath(pair);
  expect(pairs.map(path)).toEqual(typeComparisons(viewed, all).map(path));
  expect(pairs.map(path)[0]).toBe(comparePath([f!, e!]));
  expect(pairs).toHaveLength(6);
});

test("a tool's form lists at most FORM_MODELS models of a type: every model of any type the tools cover on the sample, and one size the answer cache fetches", async () => {
  expect(fetchedCount(FORM_MODELS)).toBe(FORM_MODELS);
  for (const typeName of new Set([...SUBSIDY_TYPES, ...BATTERY_TYPES])) {
    const all = await originGet.getModelByType(env.DB, { typeName, count: 1000 });
    expect(all.length, typeName).toBeLessThanOrEqual(FORM_MODELS);
  }
});
