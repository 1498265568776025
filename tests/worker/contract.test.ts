import { expect, test } from "vitest";
import { GET_CALLS, contract } from "#app/shared/contract";
import { SAMPLE_PARAMS } from "../../seed";
import { fetchWorker, queryString } from "./helpers";

test("the contract has the spec's 36 GET calls, the towns routing reads (getCity), the subsidy rules (getSubsidyRule), the one search box (search), the lists read a page at a time (getBrandFrom, getCityByState, getCityByName), the reads bounded by what a page shows (getFromPriceByType) and the lists a buyer narrows (getModelList, getTownTypes, getTypeFacts) and a price near any town (getPriceByModel, getTownsByType)", () => {
  expect(GET_CALLS).toHaveLength(48);
  expect(GET_CALLS).toContain("getCity");
  expect(GET_CALLS).toContain("getSubsidyRule");
  expect(GET_CALLS).toContain("search");
  expect(GET_CALLS).toEqual(expect.arrayContaining(["getBrandFrom", "getCityByState", "getCityByName"]));
  expect(GET_CALLS).toEqual(expect.arrayContaining(["getFromPriceByType"]));
  // a type in a town reads its page of getModelList (docs/decisions/148), no longer a town's first rows
  expect(GET_CALLS).not.toContain("getCategoryCityFirst");
  expect(GET_CALLS).toEqual(expect.arrayContaining(["getModelList", "getTownTypes", "getTypeFacts"]));
  // a model's price near a town and its "from" price from all its town prices; a type's nearest priced town (docs/decisions/146)
  expect(GET_CALLS).toEqual(expect.arrayContaining(["getPriceByModel", "getTownsByType"]));
});

for (const name of GET_CALLS) {
  test(`${name} answers valid parameters with a non-empty list of contract items`, async () => {
    const res = await fetchWorker(`/api/${name}?${queryString(SAMPLE_PARAMS[name])}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const items = (await res.json()) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    const fields = Object.keys(contract[name].item.shape).sort();
    for (const item of items) {
      expect(() => contract[name].item.parse(item)).not.toThrow();
      // Field names exactly as the item schema, optional ones may be absent.
      expect(Object.keys(item).every((k) => fields.includes(k))).toBe(true);
    }
  });

  test(`${name} answers an unknown parameter with 400 and the JSON error shape`, async () => {
    const params = { ...SAMPLE_PARAMS[name], bogus: "1" };
    const res = await fetchWorker(`/api/${name}?${queryString(params)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; issues: unknown[] } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.issues.length).toBeGreaterThan(0);
  });
}

for (const name of GET_CALLS.filter((n) => Object.keys(contract[n].query.shape).length > 0)) {
  test(`${name} answers missing parameters with 400 naming each field`, async () => {
    const res = await fetchWorker(`/api/${name}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string }[] } };
    const paths = body.error.issues.map((i) => i.path).sort();
    expect(paths).toEqual(Object.keys(contract[name].query.shape).sort());
  });
}

test("a count that is not a whole number is a 400", async () => {
  const res = await fetchWorker("/api/getBrandByOrder?count=abc");
  expect(res.status).toBe(400);
});

test("an unknown /api path answers 404 JSON", async () => {
  const res = await fetchWorker("/api/getEverything");
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unknown_call");
});
