import { expect, test } from "vitest";
import { contract } from "#app/domain/contract";
import { fuzzCases } from "../../scripts/reliability/fuzz-cases.mjs";
import { ORIGIN, fetchWorker, xsrfToken } from "./helpers";

// The quick part of the fuzz suite (the full 20,000-request run is `npm run test:reliability`).

const calls = Object.entries(contract).map(([name, row]) => ({
  name,
  method: row.method,
  params: Object.keys("query" in row ? row.query.shape : (row.body as { shape?: object }).shape ?? {}),
}));

test("bad input always gets a clear answer: 1,500 generated requests and no 5xx", async () => {
  const token = await xsrfToken();
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  const cases = fuzzCases({ count: 1500, seed: 20261122, calls });
  for (let i = 0; i < cases.length; i += 25) {
    await Promise.all(
      cases.slice(i, i + 25).map(async (c) => {
        const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": `10.1.${i % 250}.1` };
        if (c.withToken) Object.assign(headers, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN });
        let res: Response;
        try {
          res = await fetchWorker(c.path, { method: c.method, headers, body: c.method === "POST" ? c.body : undefined });
        } catch (error) {
          // A URL the runtime itself refuses to parse never reaches the site.
          if (error instanceof TypeError && /url/i.test(String(error))) return;
          throw error;
        }
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) failures.push(`${c.method} ${c.path.slice(0, 200)} → ${res.status}`);
      }),
    );
  }
  expect(failures).toEqual([]);
  expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBeGreaterThan(1400);
}, 180_000);
