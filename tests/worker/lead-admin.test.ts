import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { admin, aSecondLater, DEALER, NEW_YEAR_IST, confirmMobile, fetchWorker, fixedClock, sendEnquiry } from "./helpers";

// The operator API behind the admin token.

// The clock at 31 Dec 2025, 18:45 UTC: 18:45 + 5:30 = 24:15, so 00:15 IST on 1 Jan 2026.
fixedClock(NEW_YEAR_IST);
const today = "2026-01-01";

type OperatorLead = {
  id: string; mobile: string; brandName: string; modelName: string; tName: string; typeOfQuery: string; cityName: string;
  billable: boolean; duplicate: boolean; createdAt: string; match: string; owner: string;
  delivery: { origin: string; webhook: { state: string } }; sent: { tName: string };
};

async function leadsOf(query: string): Promise<OperatorLead[]> {
  const res = await admin(`/leads?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

test("GET /admin/api/leads lists the leads of a period with the fields the console needs", async () => {
  await sendEnquiry("9844400001", { tName: "shree ganesh e-motors", modelName: "TREO" });
  aSecondLater();
  await sendEnquiry("9844400001", { tName: "Shree Ganesh E-Motors" });
  aSecondLater();
  await sendEnquiry("9844400002", { typeOfQuery: "Contact", brandName: "", modelName: "", tName: "" });
  await confirmMobile("9844400001");
  const leads = (await leadsOf(`from=${today}&to=${today}`)).filter((l) => l.mobile.startsWith("98444"));
  expect(leads).toHaveLength(3);
  const [first, second, contact] = leads;
  expect(first).toMatchObject({
    mobile: "9844400001", brandName: "Mahindra", modelName: "Treo", tName: DEALER.tName, typeOfQuery: "Dealer", cityName: "Noida",
    billable: true, duplicate: false, match: "matched", owner: "trader", delivery: { origin: "delivered", webhook: { state: "none" } },
    sent: { tName: "shree ganesh e-motors" },
  });
  expect(second).toMatchObject({ billable: false, duplicate: true });
  expect(contact).toMatchObject({ tName: "", owner: "operator", billable: false });
  expect(first!.createdAt).toBe("2025-12-31T18:45:00.000Z");
});

test("GET /admin/api/leads narrows to one trader by any spelling of its name", async () => {
  await sendEnquiry("9844400003", { tName: "Aravali-E-Vehicles", cityName: "Gurgaon" });
  const leads = await leadsOf(`from=${today}&to=${today}&tName=${encodeURIComponent("Aravali E Vehicles")}`);
  expect(leads.map((l) => l.mobile)).toContain("9844400003");
  expect(new Set(leads.map((l) => l.tName))).toEqual(new Set(["Aravali-E-Vehicles"]));
});

test("days are IST days: a lead received at 00:10 IST belongs to that day, not the UTC day before", async () => {
  await sendEnquiry("9844400004");
  await env.DB.prepare("UPDATE lead SET receivedAt = ?2 WHERE mobile = ?1").bind("9844400004", Date.UTC(2026, 5, 9, 18, 40)).run();
  expect((await leadsOf("from=2026-06-10&to=2026-06-10")).map((l) => l.mobile)).toEqual(["9844400004"]);
  expect(await leadsOf("from=2026-06-09&to=2026-06-09")).toEqual([]);
});

test("a bad period is a 400 with the JSON error shape", async () => {
  for (const query of ["", "from=2026-11-01", "from=2026-11-31&to=2026-12-01", "from=2026-11-10&to=2026-11-01", "from=2026-01-01&to=2026-12-31"]) {
    const res = await admin(`/leads?${query}`);
    expect(res.status, query).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  }
});

test("the operator API needs the admin token", async () => {
  const res = await fetchWorker(`/admin/api/leads?from=${today}&to=${today}`, { headers: { "CF-Connecting-IP": "10.44.0.1" } });
  expect(res.status).toBe(401);
  const link = await fetchWorker(`/admin/api/traders/${DEALER.tName}/lead-link`, { method: "POST", headers: { "CF-Connecting-IP": "10.44.0.2" } });
  expect(link.status).toBe(401);
});

test("POST /admin/api/traders/{tName}/lead-link answers the URL of a new private lead page; DELETE revokes every link", async () => {
  const created = await admin(`/traders/${DEALER.tName}/lead-link`, { method: "POST" });
  expect(created.status).toBe(201);
  const { url, tName } = (await created.json()) as { url: string; tName: string };
  expect(tName).toBe(DEALER.tName);
  expect(url).toMatch(/^http:\/\/localhost\/leads\/[A-Za-z0-9_-]{43}$/);
  const second = (await (await admin(`/traders/Shree Ganesh E-Motors/lead-link`, { method: "POST" })).json()) as { url: string };
  expect(second.url).not.toBe(url);
  expect((await fetchWorker(new URL(url).pathname)).status).toBe(200);

  const revoked = await admin(`/traders/${DEALER.tName}/lead-link`, { method: "DELETE" });
  expect(await revoked.json()).toEqual({ tName: DEALER.tName, revoked: 2 });
  expect((await fetchWorker(new URL(url).pathname)).status).toBe(404);
  expect((await fetchWorker(new URL(second.url).pathname)).status).toBe(404);
});

test("only the token's hash is stored", async () => {
  const { url } = (await (await admin(`/traders/${DEALER.tName}/lead-link`, { method: "POST" })).json()) as { url: string };
  const token = url.split("/").at(-1)!;
  const { results } = await env.DB.prepare("SELECT tokenHash FROM lead_link").all<{ tokenHash: string }>();
  expect(results.length).toBeGreaterThan(0);
  expect(results.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash) && r.tokenHash !== token)).toBe(true);
});

test("a lead link or webhook of a trader the catalogue does not know is a 404", async () => {
  expect((await admin("/traders/Nowhere-Motors/lead-link", { method: "POST" })).status).toBe(404);
  const hook = await admin("/traders/Nowhere-Motors/webhook", { method: "PUT", body: JSON.stringify({ url: "https://example.com/h", secret: "s".repeat(32) }) });
  expect(hook.status).toBe(404);
});

test("PUT /admin/api/traders/{tName}/webhook stores it and never shows the secret back in full; DELETE removes it", async () => {
  const secret = "whsec-0123456789abcdefghijKLMN";
  const put = await admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify({ url: "https://crm.example.in/leads", secret }) });
  expect(put.status).toBe(200);
  const shown = await put.json();
  expect(shown).toEqual({ tName: DEALER.tName, url: "https://crm.example.in/leads", secret: "…KLMN" });
  const got = await (await admin(`/traders/${DEALER.tName}/webhook`)).json();
  expect(JSON.stringify(got)).not.toContain(secret);
  expect(await (await admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" })).json()).toEqual({ tName: DEALER.tName, removed: true });
  expect((await admin(`/traders/${DEALER.tName}/webhook`)).status).toBe(404);
});

test("webhook URLs: https, or http to localhost only where SITE_URL names this machine; a short secret is refused", async () => {
  const put = (url: string, secret = "s".repeat(32)) =>
    admin(`/traders/${DEALER.tName}/webhook`, { method: "PUT", body: JSON.stringify({ url, secret }) });
  // SITE_URL is empty here: reached at localhost or not, this machine is no receiver (webhook-addresses.test.ts).
  expect((await put("http://127.0.0.1:8832/hook")).status).toBe(400);
  expect((await put("https://crm.example.in/leads")).status).toBe(200);
  for (const url of ["http://crm.example.in/leads", "ftp://example.in/x", "https://user:pw@example.in/x", "https://example.in/x#y", "not a url"]) {
    const res = await put(url);
    expect(res.status, url).toBe(400);
  }
  expect((await put("https://crm.example.in/leads", "short")).status).toBe(400);
  // The same Worker deployed (reached at its public host) refuses plain http, even to localhost.
  const deployed = await exports.default.fetch(
    new Request(`https://evcatalogue.example/admin/api/traders/${DEALER.tName}/webhook`, {
      method: "PUT",
      headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
      body: JSON.stringify({ url: "http://localhost:8832/hook", secret: "s".repeat(32) }),
    }),
  );
  expect(deployed.status).toBe(400);
  await admin(`/traders/${DEALER.tName}/webhook`, { method: "DELETE" });
});
