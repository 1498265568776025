import { expect, test } from "vitest";
import { countOriginCalls, fetchWorker, untilCached } from "./helpers";
import { forgetReads } from "#worker/bff/cache";

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };

function purge(body: unknown, headers: Record<string, string> = auth) {
  return fetchWorker("/admin/cache/purge", { method: "POST", headers, body: JSON.stringify(body) });
}

async function warm(path: string, call: Parameters<typeof untilCached>[0], query: Record<string, unknown>) {
  await fetchWorker(path);
  await untilCached(call, query);
  expect((await fetchWorker(path)).headers.get("X-Cache")).toBe("HIT");
}

test("admin without a token or with a wrong token answers 401", async () => {
  const none = await purge({ all: true }, { "Content-Type": "application/json", "CF-Connecting-IP": "10.9.0.1" });
  expect(none.status).toBe(401);
  const wrong = await fetchWorker("/admin/cache?tag=brand", { headers: { Authorization: "Bearer nope", "CF-Connecting-IP": "10.9.0.2" } });
  expect(wrong.status).toBe(401);
});

test("repeated failed admin attempts from one address answer 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await fetchWorker("/admin/cache?tag=brand", { headers: { Authorization: `Bearer guess-${i}`, "CF-Connecting-IP": "10.9.0.3" } });
    statuses.push(res.status);
  }
  expect(statuses[0]).toBe(401);
  expect(statuses.at(-1)).toBe(429);
});

test("purge by tag removes every entry of the tag and the next request is a MISS", async () => {
  await warm("/api/getPriceByBrand?brandName=Piaggio&count=10", "getPriceByBrand", { brandName: "Piaggio", count: 10 });
  await warm("/api/getProductByBrand?brandName=Piaggio", "getProductByBrand", { brandName: "Piaggio" });
  const listed = await fetchWorker("/admin/cache?tag=brand:piaggio", { headers: auth });
  expect(((await listed.json()) as { keys: string[] }).keys).toHaveLength(2);
  const res = await purge({ tag: "brand:piaggio" });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { purged: string[] }).purged).toHaveLength(2);
  expect((await fetchWorker("/api/getPriceByBrand?brandName=Piaggio&count=10")).headers.get("X-Cache")).toBe("MISS");
  expect((await fetchWorker("/api/getProductByBrand?brandName=Piaggio")).headers.get("X-Cache")).toBe("MISS");
});

test("purge of one call with its parameters leaves the others cached", async () => {
  await warm("/api/getBrandByOrder?count=13", "getBrandByOrder", { count: 13 });
  await warm("/api/getBrandByOrder?count=40", "getBrandByOrder", { count: 40 });
  const calls = countOriginCalls("getBrandByOrder");
  expect((await purge({ call: "getBrandByOrder", params: { count: 13 } })).status).toBe(200);
  expect((await fetchWorker("/api/getBrandByOrder?count=13")).headers.get("X-Cache")).toBe("MISS");
  expect((await fetchWorker("/api/getBrandByOrder?count=40")).headers.get("X-Cache")).toBe("HIT");
  expect(calls()).toBe(1);
});

test("purge of everything makes every next request a MISS", async () => {
  await warm("/api/getType", "getType", {});
  expect((await purge({ all: true })).status).toBe(200);
  expect((await fetchWorker("/api/getType")).headers.get("X-Cache")).toBe("MISS");
});

test("an invalid purge request is a 400 with the JSON error shape", async () => {
  const res = await purge({ tag: "colour:red" });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
});

test("an entry refilled within a second of its last write (right after a purge) is still stored, and the next view makes no origin call", async () => {
  const calls = countOriginCalls("getBrandByOrder");
  await fetchWorker("/api/getBrandByOrder?count=300");
  await untilCached("getBrandByOrder", { count: 300 });
  expect((await purge({ call: "getBrandByOrder", params: { count: 300 } })).status).toBe(200);
  const refill = await fetchWorker("/api/getBrandByOrder?count=300");
  expect(refill.headers.get("X-Cache")).toBe("MISS");
  await untilCached("getBrandByOrder", { count: 300 }); // written once its second is over
  forgetReads(); // a view served by another isolate reads KV, not this one's memory
  const next = await fetchWorker("/api/getBrandByOrder?count=300");
  expect(next.headers.get("X-Cache")).toBe("HIT");
  expect(calls()).toBe(2);
});
