import { expect, test } from "vitest";
import { fetchWorker } from "./helpers";

// Every isolate-wide map has a size bound.

const auth = { Authorization: "Bearer test-admin-token" };

type Sizes = Record<string, { size: number; max: number }>;

test("an operator can read the isolate's caches and their bounds", async () => {
  const res = await fetchWorker("/admin/cache/isolate", { headers: auth });
  expect(res.status).toBe(200);
  const sizes = (await res.json()) as Sizes;
  for (const name of ["inflight", "refreshing", "lastWrite", "generation", "hmacKeys", "guideWords"]) {
    expect(sizes[name], name).toMatchObject({ size: expect.any(Number), max: expect.any(Number) });
  }
});

test("1,500 requests for distinct names leave every isolate map within its bound", async () => {
  for (let i = 0; i < 1500; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, async (_, j) => (await fetchWorker(`/api/getDistrict?stateName=State-${i + j}`)).arrayBuffer()),
    );
  }
  const sizes = (await (await fetchWorker("/admin/cache/isolate", { headers: auth })).json()) as Sizes;
  for (const [name, { size, max }] of Object.entries(sizes)) expect(size, name).toBeLessThanOrEqual(max);
  expect(sizes.inflight!.max).toBeLessThan(1500);
});
