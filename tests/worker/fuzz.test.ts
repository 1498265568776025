import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { contract } from "#app/shared/contract";
import { CONDITIONAL_HEADERS, FUZZED_HEADERS, HEADER_VALUES, KNOWN_PATHS, UPLOADED_PICTURE, fuzzCases } from "../corpus/fuzz-cases.mjs";
import { ORIGIN, fetchWorker, xsrfToken } from "./helpers";

// The quick part of the fuzz suite (the full 20,000-request run is the reliability suite's,
// `npm --prefix tools run reliability`).

const calls = Object.entries(contract).map(([name, row]) => ({
  name,
  method: row.method,
  params: Object.keys("query" in row ? row.query.shape : (row.body as { shape?: object }).shape ?? {}),
}));

// R2's branch of /image is reached only where a picture was uploaded.
beforeAll(async () => {
  await env.IMAGES.put(UPLOADED_PICTURE, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]), { httpMetadata: { contentType: "image/png" } });
});

test("bad input always gets a clear answer: 1,500 generated requests, headers malformed too, conditional headers and other path spellings on real addresses, and no 5xx", async () => {
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
  for (const name of ["Host", "Referer", "Cookie", "Accept-Language", "User-Agent", "Content-Type", "Content-Length", "X-XSRF-TOKEN", ...CONDITIONAL_HEADERS]) {
    expect(HEADER_VALUES[name]?.length, name).toBeGreaterThan(3);
  }
});

test("conditional headers reach pictures (uploaded and generated), pages and /api; path spellings reach pages, /api, pictures and the console", () => {
  const cases = fuzzCases({ count: 1500, seed: 20261122, calls });
  expect(fuzzCases({ count: 1500, seed: 20261122, calls })).toEqual(cases);
  const conditional = cases.filter((c) => CONDITIONAL_HEADERS.some((name) => name in (c.headers ?? {})));
  const on = (prefix: string) => conditional.filter((c) => c.path.startsWith(prefix)).length;
  // Counts of one seeded draw: the draw moves when the contract gains a call, so each floor is
  // "reached many times", not a figure to meet exactly.
  expect(on(`/image/${UPLOADED_PICTURE}`)).toBeGreaterThanOrEqual(10);
  expect(on("/image/") - on(`/image/${UPLOADED_PICTURE}`)).toBeGreaterThan(50);
  expect(on("/api/")).toBeGreaterThan(50);
  expect(conditional.filter((c) => KNOWN_PATHS.page.includes(c.path)).length).toBeGreaterThan(20);

  const spelled = cases.filter((c) => c.spelledFrom !== undefined);
  const kindOf = (address: string) => /^\/(api|image|admin)\b/.exec(address)?.[1] ?? "page";
  for (const kind of ["page", "api", "image", "admin"]) expect(spelled.filter((c) => kindOf(c.spelledFrom!) === kind).length, kind).toBeGreaterThan(20);
  const paths = spelled.map((c) => c.path);
  for (const spelling of [/%[0-9a-f]{2}/, /%[0-9A-F]{2}/, /%2f/i, /%5c/i, /%00/, /%25[0-9a-f]{2}/i, /.\/\//, /\/\.\//, /\/x\/\.\.\//, /\/(\?|$)/, /;/, /\.data/, /^\/hi\//, /a{1000}/, /%[eE]0%/]) {
    expect(paths.filter((p) => spelling.test(p)).length, String(spelling)).toBeGreaterThan(3);
  }
});

test("a malformed Referer on the enquiry page gets the page, not a 500 (the one 5xx the header fuzz found)", async () => {
  for (const referer of ["http://[", "http://", "%"]) {
    const res = await fetchWorker("/enquiry?typeOfQuery=Contact", { headers: { Referer: referer } });
    await res.arrayBuffer();
    expect(res.status, referer).toBe(200);
  }
});
