import { expect, test } from "vitest";
import { DEALER, admin, fetchWorker, inOneWindow, ledger, sendEnquiry } from "./helpers";

// The traders' CRM pull API (docs/decisions/112, README "The pull API"): GET /leads/api with the
// trader's own key answers its leads of a window, oldest first, paged; anything else is refused
// in the site's JSON error shape, and guessing keys is rate limited per address.

const OTHER = { tName: "Aravali-E-Vehicles" };
const ip = () => `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function newKey(tName: string): Promise<string> {
  const res = await admin(`/traders/${tName}/api-keys`, { method: "POST" });
  expect(res.status).toBe(201);
  const { key } = (await res.json()) as { key: string };
  return key;
}

const pull = (query: string, key: string | null, from = ip()) =>
  fetchWorker(`/leads/api?${query}`, { headers: { "CF-Connecting-IP": from, ...(key === null ? {} : { Authorization: `Bearer ${key}` }) } });

type Pulled = { leads: { id: string; mobile: string; receivedAt: string; receivedAtIst: string; model: string; billable: boolean; verified: boolean }[]; next: string | null };

test("the pull API answers a trader's leads of a window, paged, to its own key only", async () => {
  const since = new Date(Date.now() - 1000).toISOString();
  const key = await newKey(DEALER.tName);
  const otherKey = await newKey(OTHER.tName);
  for (const mobile of ["9855500001", "9855500002", "9855500003"]) expect((await sendEnquiry(mobile)).status).toBe(200);
  expect((await sendEnquiry("9855500004", { tName: OTHER.tName })).status).toBe(200);
  const ids = await Promise.all(["9855500001", "9855500002", "9855500003"].map(async (m) => (await ledger(m))[0]!.id));

  const first = await pull(`since=${since}&limit=2`, key);
  expect(first.status).toBe(200);
  expect(first.headers.get("Cache-Control")).toBe("private, no-store");
  const page1 = (await first.json()) as Pulled;
  expect(page1.leads.map((l) => l.id)).toEqual(ids.slice(0, 2));
  // Not confirmed by a code: the mobile is masked (tests/worker/unverified-mobiles.test.ts).
  expect(page1.leads[0]).toMatchObject({ mobile: "98XXXXXX01", model: "Mahindra Treo", billable: expect.any(Boolean), verified: false, receivedAtIst: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [ap]m$/) });
  expect(page1.next).toEqual(expect.any(String));
  const page2 = (await (await pull(`since=${since}&limit=2&cursor=${page1.next}`, key)).json()) as Pulled;
  expect(page2).toEqual({ leads: [expect.objectContaining({ id: ids[2] })], next: null });

  // Another trader's key sees that trader's lead alone; a window before the leads holds none.
  const other = (await (await pull(`since=${since}`, otherKey)).json()) as Pulled;
  expect(other.leads.map((l) => l.mobile)).toEqual(["98XXXXXX04"]);
  const monthBefore = new Date(Date.now() - 30 * 86_400_000).toISOString();
  expect(((await (await pull(`since=${monthBefore}&until=${since}`, key)).json()) as Pulled).leads).toEqual([]);

  // Any spelling of the address is the API, never a lead page; a revoked key opens nothing.
  const spelled = await fetchWorker(`/LEADS/Api/?since=${since}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(spelled.status).toBe(200);
  expect(((await spelled.json()) as Pulled).leads).toHaveLength(3);
  const keys = (await (await admin(`/traders/${DEALER.tName}/api-keys`)).json()) as { keys: { id: number; hint: string }[] };
  expect(keys.keys).toEqual([expect.objectContaining({ hint: `…${key.slice(-4)}` })]);
  expect(JSON.stringify(keys)).not.toContain(key);
  expect((await admin(`/traders/${DEALER.tName}/api-keys/${keys.keys[0]!.id}`, { method: "DELETE" })).status).toBe(200);
  expect((await pull(`since=${since}`, key)).status).toBe(401);
});

test("a trader may hold two keys at once, so that its CRM moves to a new one before the old is revoked", async () => {
  const old = await newKey(DEALER.tName);
  const fresh = await newKey(DEALER.tName);
  const since = "2026-01-01T00:00:00Z";
  expect((await pull(`since=${since}&until=2026-04-01T00:00:00Z`, old)).status).toBe(200);
  expect((await pull(`since=${since}&until=2026-04-01T00:00:00Z`, fresh)).status).toBe(200);
  expect(await (await admin(`/traders/${DEALER.tName}/api-keys`, { method: "DELETE" })).json()).toMatchObject({ revoked: expect.any(Number) });
  expect((await pull(`since=${since}&until=2026-04-01T00:00:00Z`, fresh)).status).toBe(401);
});

test("a wrong key is 401 and repeated failures are refused for a minute", async () => {
  const key = await newKey(DEALER.tName);
  const query = "since=2026-11-01T00:00:00Z&until=2026-11-02T00:00:00Z";
  const missing = await pull(query, null);
  expect(missing.status).toBe(401);
  expect(missing.headers.get("WWW-Authenticate")).toBe("Bearer");
  expect(await missing.json()).toEqual({ error: { code: "unauthorized", message: "The trader's API key is required: Authorization: Bearer <key>" } });

  const { statuses, right, from } = await inOneWindow(async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await pull(query, `evl_${"x".repeat(42)}${i}`, from)).status);
    return { statuses, right: await pull(query, key, from), from };
  });
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  // Locked out: the right key is not even looked up from that address, for a minute.
  expect(right.status).toBe(429);
  expect(right.headers.get("Retry-After")).toBe("60");
  expect(await right.json()).toMatchObject({ error: { code: "rate_limited" } });
  expect((await pull(query, key, from)).status).toBe(429);
  expect((await pull(query, key)).status).toBe(200);
});

test("bad parameters are 400 in the JSON error shape, and only GET is answered", async () => {
  const key = await newKey(DEALER.tName);
  const bad = async (query: string) => {
    const res = await pull(query, key);
    expect(res.status, query).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    return ((await res.json()) as { error: { code: string; issues: { path: string }[] } }).error;
  };
  expect(await bad("")).toMatchObject({ code: "invalid_request", issues: [{ path: "since" }] });
  expect(await bad("since=last-week")).toMatchObject({ issues: [{ path: "since" }] });
  expect(await bad("since=2026-01-01&until=2026-06-01")).toMatchObject({ issues: [{ path: "until" }] });
  expect(await bad("since=2026-11-01&limit=500")).toMatchObject({ issues: [{ path: "limit" }] });
  expect(await bad("since=2026-11-01&cursor=2")).toMatchObject({ issues: [{ path: "cursor" }] });
  const post = await fetchWorker("/leads/api", { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: "{}" });
  expect(post.status).toBe(405);
  expect(post.headers.get("Allow")).toBe("GET, HEAD");
});
