import { expect, test } from "vitest";
import { countOriginCalls, fetchWorker, fetchWorkerWithEnv, recordedKv, untilCached, untilPageCached, type KvCall } from "./helpers";

// The operator's purge: one KV write (the catalogue generation advances), nothing listed or
// deleted, and nothing cached before it is served after it (docs/decisions/132).

const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };
const PURGE = "/admin/cache/purge";

function purge(body: unknown, headers: Record<string, string> = auth) {
  return fetchWorker(PURGE, { method: "POST", headers, body: JSON.stringify(body) });
}

const writesAndLists = (calls: KvCall[]) => calls.map((c) => c.method).filter((m) => m === "put" || m === "delete" || m === "list");

test("admin without a token or with a wrong token answers 401", async () => {
  const none = await purge({ all: true }, { "Content-Type": "application/json", "CF-Connecting-IP": "10.9.0.1" });
  expect(none.status).toBe(401);
  const wrong = await fetchWorker("/admin/cache/isolate", { headers: { Authorization: "Bearer nope", "CF-Connecting-IP": "10.9.0.2" } });
  expect(wrong.status).toBe(401);
});

test("repeated failed admin attempts from one address answer 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await fetchWorker("/admin/cache/isolate", { headers: { Authorization: `Bearer guess-${i}`, "CF-Connecting-IP": "10.9.0.3" } });
    statuses.push(res.status);
  }
  expect(statuses[0]).toBe(401);
  expect(statuses.at(-1)).toBe(429);
});

test("a purge is one KV write: nothing listed, nothing deleted, however much is cached", async () => {
  for (const path of ["/api/getType", "/api/getBrandByOrder?count=12", "/api/getPriceByBrand?brandName=Piaggio&count=10"]) await fetchWorker(path);
  await untilCached("getType", {});
  const { kv, calls } = recordedKv();
  const res = await fetchWorkerWithEnv({ API_CACHE: kv }, PURGE, { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(res.status).toBe(200);
  expect(writesAndLists(calls)).toEqual(["put"]);
});

test("a catalogue import is one KV write, however many answers and pages it renews", async () => {
  await fetchWorker("/api/getProductByBrand?brandName=Mahindra");
  await untilCached("getProductByBrand", { brandName: "Mahindra" });
  const { kv, calls } = recordedKv();
  const res = await fetchWorkerWithEnv({ API_CACHE: kv }, "/admin/api/catalogue/models", {
    method: "POST",
    headers: { Authorization: auth.Authorization, "Content-Type": "text/csv" },
    body: "brandName,name,price\nMahindra,Treo,298765\n",
  });
  expect(res.status).toBe(200);
  expect(writesAndLists(calls)).toEqual(["put"]);
  expect((await fetchWorker("/api/getProductByBrand?brandName=Mahindra")).headers.get("X-Cache")).toBe("MISS");
});

test("after a purge every answer is asked of the origin again", async () => {
  await fetchWorker("/api/getType");
  await untilCached("getType", {});
  expect((await fetchWorker("/api/getType")).headers.get("X-Cache")).toBe("HIT");
  const calls = countOriginCalls("getType");
  expect((await purge({ all: true })).status).toBe(200);
  expect((await fetchWorker("/api/getType")).headers.get("X-Cache")).toBe("MISS");
  expect(calls()).toBe(1);
});

test("two purges within a second are two generations: a page stored between them is not served after the second", async () => {
  expect((await purge({ all: true })).status).toBe(200);
  await untilPageCached("/About-Us");
  expect((await purge({ all: true })).status).toBe(200);
  const res = await fetchWorker("/About-Us");
  await res.arrayBuffer();
  expect(res.headers.get("X-Cache")).toBe("MISS");
});

test("a purge names nothing: anything but {\"all\": true} is a 400 with the JSON error shape", async () => {
  for (const order of [{ tag: "brand:piaggio" }, { call: "getBrandByOrder", params: { count: 13 } }, { all: false }, {}]) {
    const res = await purge(order);
    expect(res.status, JSON.stringify(order)).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  }
});
