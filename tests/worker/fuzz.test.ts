import { expect, test } from "vitest";
import { contract } from "#app/domain/contract";
import { FUZZED_HEADERS, HEADER_VALUES, fuzzCases } from "../../scripts/reliability/fuzz-cases.mjs";
import { ORIGIN, fetchWorker, xsrfToken } from "./helpers";

// The quick part of the fuzz suite (the full 20,000-request run is `npm run test:reliability`).

const calls = Object.entries(contract).map(([name, row]) => ({
  name,
  method: row.method,
  params: Object.keys("query" in row ? row.query.shape : (row.body as { shape?: object }).shape ?? {}),
}));

test("bad input always gets a clear answer: 1,500 generated requests, headers malformed too, and no 5xx", async () => {
  const token = await xsrfToken();
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  const cases = fuzzCases({ count: 1500, seed: 20261122, calls });
  for (let i = 0; i < cases.length; i += 25) {
    await Promise.all(
      cases.slice(i, i + 25).map(async (c) => {
        const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": `10.1.${i % 250}.1` };
        if (c.withToken) Object.assign(headers, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN });
        Object.assign(headers, c.headers);
        let res: Response;
        try {
          res = await fetchWorker(c.path, { method: c.method, headers, body: c.body });
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

test("every fuzzed header is varied by the generated requests", () => {
  const cases = fuzzCases({ count: 1500, seed: 20261122, calls });
  const varied = new Set(cases.flatMap((c) => Object.keys(c.headers ?? {})));
  expect([...varied].sort()).toEqual([...FUZZED_HEADERS].sort());
  for (const name of ["Host", "Referer", "Cookie", "Accept-Language", "User-Agent", "Content-Type", "Content-Length", "X-XSRF-TOKEN"]) {
    expect(HEADER_VALUES[name]?.length, name).toBeGreaterThan(3);
  }
});

test("a malformed Referer on the enquiry page gets the page, not a 500 (the one 5xx the header fuzz found)", async () => {
  for (const referer of ["http://[", "http://", "%"]) {
    const res = await fetchWorker("/enquiry?typeOfQuery=Contact", { headers: { Referer: referer } });
    await res.arrayBuffer();
    expect(res.status, referer).toBe(200);
  }
});
