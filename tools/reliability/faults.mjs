import { pool, postJson, tokenOf } from "./http.mjs";

// Remote-origin mode against the stub origin: a 100 % outage after warming, 1000 enquiries
// during it, delivery after recovery, and a slow origin against the timeout budget.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function outage(site, stub, pages, enquiries) {
  for (let round = 0; round < 2; round++) for (const path of pages) await (await fetch(`${site}${path}`)).arrayBuffer();
  await sleep(2500); // every entry is now stale (CACHE_FRESH_TTL=1 on this server)
  stub.faults.down = true;
  const served = [];
  for (const path of pages) {
    const res = await fetch(`${site}${path}`);
    await res.arrayBuffer();
    served.push({ path, status: res.status, cache: res.headers.get("x-cache") });
  }
  const token = await tokenOf(site);
  const accepted = {};
  const ids = Array.from({ length: enquiries }, (_, i) => `reliability-${Date.now()}-${i}`);
  await pool(ids, 20, async (id, i) => {
    const body = { id, mobile: `9${String(100000000 + i).slice(-9)}`, pincode: "201301", typeOfQuery: "Dealer", tName: "Reliability-Dealer", modelName: "Treo", brandName: "Mahindra" };
    const res = await postJson(site, "/api/addQuery", body, token, { "CF-Connecting-IP": "127.0.0.2" });
    await res.arrayBuffer();
    accepted[res.status] = (accepted[res.status] ?? 0) + 1;
  });
  const downFor = performance.now();
  await sleep(5000);
  stub.faults.down = false;
  const deadline = performance.now() + 240_000;
  while (ids.some((id) => !stub.delivered.has(id)) && performance.now() < deadline) await sleep(1000);
  const counts = ids.map((id) => stub.delivered.get(id) ?? 0);
  return {
    served,
    accepted,
    delivered: counts.filter((n) => n === 1).length,
    missing: counts.filter((n) => n === 0).length,
    duplicated: counts.filter((n) => n > 1).length,
    recoverySeconds: Math.round((performance.now() - downFor) / 100) / 10,
  };
}

export async function slowOrigin(site, stub, timeoutMs, calls = 20) {
  stub.faults.delayMs = timeoutMs * 3;
  const durations = [];
  const statuses = {};
  await pool(Array.from({ length: calls }, (_, i) => i), 10, async (i) => {
    const started = performance.now();
    const res = await fetch(`${site}/api/getBrandByOrder?count=${200 + i}`);
    await res.arrayBuffer();
    durations.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  });
  stub.faults.delayMs = 0;
  return { budgetMs: 2 * timeoutMs + 500, maxMs: Math.round(Math.max(...durations)), statuses };
}
