import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SHOWN_ROWS, importView } from "#app/features/console/import-words";
import { columnAliases } from "#app/features/console/import-columns";
import { parseCatalogueCsv } from "#app/features/console/rules/csv";
import type { CatalogueItem } from "#app/features/catalogue/rules/entities";
import { type ImportPlan, planImport } from "#app/features/console/rules/import-plan";
import { namesIn } from "#app/shared/i18n/names.server";
import { IMPORT_ATTEMPTS, IMPORT_QUEUE_NAME, batchesOf } from "#app/features/console/rules/import-batches";

// An import at scale (docs/decisions/138): a plan cut into batches each within one invocation's
// queries and one D1 row, planned against only the rows the file names, and a preview that shows
// a few hundred rows of a file of 50,000 with the counts of all.

const price = (i: number): CatalogueItem => ({ brandName: "Mahindra", name: "Treo", cityName: `Town ${i}`, exShowroomPrice: 100_000 + i, type: "electric auto rickshaw" });
/** A plan changing `changed` prices and adding `added` (rows in file order, the added after). */
function pricePlan(changed: number, added: number): ImportPlan {
  return {
    entity: "prices",
    changed: Array.from({ length: changed }, (_, i) => ({ row: i + 2, key: `k${i}`, title: "", item: price(i), before: price(i), fields: ["exShowroomPrice"] })),
    added: Array.from({ length: added }, (_, i) => ({ row: changed + i + 2, key: `a${i}`, title: "", item: price(changed + i) })),
    unchanged: 0,
    same: [],
    rejected: [],
  };
}

test("an import's batches hold every record once in file order, each within its statements and bytes", () => {
  const plan = pricePlan(25, 10);
  const limits = { statements: 12, bytes: 100_000 };
  const batches = batchesOf(plan, limits);
  expect(batches.flat().map((r) => r.item.cityName)).toEqual(Array.from({ length: 35 }, (_, i) => `Town ${i}`));
  expect(batches.flat().filter((r) => r.added)).toHaveLength(10);
  // 2 statements of bookkeeping; a changed price is one upsert, an added one its page data besides
  for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(10);
  const bytes = { statements: 1000, bytes: 600 };
  for (const batch of batchesOf(plan, bytes)) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(600);
  expect(batchesOf(pricePlan(0, 0))).toEqual([]);
});

test("the import queue's last try is wrangler.toml's max_retries + 1", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const consumers = toml.split("[[queues.consumers]]").slice(1).map((b) => b.split("[[")[0]!);
  const block = consumers.find((b) => b.includes(`queue = "${IMPORT_QUEUE_NAME}"`)) ?? "";
  expect(Number(/max_retries = (\d+)/.exec(block)?.[1]) + 1).toBe(IMPORT_ATTEMPTS);
  // one batch a message: each message's invocation writes one batch within its query limit
  expect(/max_batch_size = (\d+)/.exec(block)?.[1]).toBe("1");
});

test("a plan read against only the rows its file names still refuses a new row that is a stored record spelt another way", () => {
  const parsed = parseCatalogueCsv("prices", "brandName,name,cityName,exShowroomPrice\nMahindra,Treo,noida,300000\nMahindra,Treo,Raigarh,300000\n", columnAliases("prices"));
  if (!parsed.ok) throw new Error(parsed.message);
  const refs = { brands: ["Mahindra"], models: [["Mahindra", "Treo"] as const] };
  // no stored row has either key exactly; the keys of every stored row say Noida is there
  const plan = planImport("prices", parsed.columns.length, parsed.records, [], refs, [{ brandName: "Mahindra", name: "Treo", cityName: "Noida" }]);
  expect(plan.rejected.map((r) => [r.row, r.problem.key])).toEqual([[2, "spelling"]]);
  expect(plan.added.map((a) => a.row)).toEqual([3]);
});

test("a preview shows the first rows of each list and the counts of all", () => {
  const view = importView("en", pricePlan(SHOWN_ROWS + 5, 3), namesIn("en"));
  expect(view.changed).toHaveLength(SHOWN_ROWS);
  expect(view.counts).toEqual({ added: 3, changed: SHOWN_ROWS + 5, unchanged: 0, rejected: 0 });
  expect(view.added).toHaveLength(3);
});
