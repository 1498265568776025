import { fuzzCases } from "./fuzz-cases.mjs";
import { pool, tokenOf } from "./http.mjs";

// ≥ 20,000 generated requests against every route pattern and every /api call: 0 answers 5xx.

export async function fuzz(base, calls, count) {
  const token = await tokenOf(base);
  const statuses = {};
  const failures = [];
  let refused = 0;
  await pool(fuzzCases({ count, seed: 20261122, calls }), 32, async (c) => {
    const headers = { "Content-Type": "application/json" };
    if (c.withToken) Object.assign(headers, { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: base });
    try {
      const res = await fetch(`${base}${c.path}`, { method: c.method, headers, body: c.method === "POST" ? c.body : undefined });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${c.method} ${c.path.slice(0, 160)} → ${res.status}`);
    } catch {
      refused++; // a URL the client library itself will not send
    }
  });
  return { count, statuses, failures, refused };
}
