import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { startSellerSession } from "#app/features/seller/server/session";
import { DEALER, ORIGIN, SECOND_DEALER, admin, enquiryAt, fetchWorker, xsrfToken } from "./helpers";

// The seller API, /seller/api (docs/decisions/165): a seller's own leads and a lead's stage and
// notes, by the workspace's session (anti-forgery header on a POST) or the trader's API key (the
// one /leads/api takes, under the same lockout). One trader's key never reads or changes another's.

const ip = () => `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let serial = 0;

async function keyOf(tName: string): Promise<string> {
  const res = await admin(`/traders/${tName}/api-keys`, { method: "POST" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

async function leadOf(tName: string, mobile: string, at = Date.now() - 60_000): Promise<string> {
  const id = `api-${Date.now().toString(36)}-${++serial}`;
  await enquiryAt(mobile, id, at, { tName, name: `Buyer ${serial}` });
  await env.DB.prepare("UPDATE lead SET verifiedAt = ?2, billable = 1 WHERE id = ?1").bind(id, at + 1000).run();
  return id;
}

const withKey = (key: string, path: string, init: RequestInit = {}) =>
  fetchWorker(`/seller/api${path}`, { ...init, headers: { Authorization: `Bearer ${key}`, "CF-Connecting-IP": ip(), "Content-Type": "application/json", ...(init.headers as Record<string, string>) } });
const post = (key: string, path: string, body: unknown) => withKey(key, path, { method: "POST", body: JSON.stringify(body) });
const stageOf = (id: string) => env.DB.prepare("SELECT stage FROM lead WHERE id = ?1").bind(id).first<string>("stage");

type Leads = { leads: { id: string; stage: string; mobile: string; verified: boolean; charge: { kind: string } }[] };

test("a trader's key lists its own leads by stage and time, and moves one through stages with undo", async () => {
  const key = await keyOf(DEALER.tName);
  const since = new Date(Date.now() - 5 * 60_000).toISOString();
  const mine = await leadOf(DEALER.tName, "9711100001");
  const theirs = await leadOf(SECOND_DEALER.tName, "9711100002");

  const listed = await withKey(key, `/leads?since=${since}`);
  expect(listed.status).toBe(200);
  expect(listed.headers.get("Cache-Control")).toBe("private, no-store");
  const { leads } = (await listed.json()) as Leads;
  expect(leads.map((l) => l.id)).toContain(mine);
  expect(leads.map((l) => l.id)).not.toContain(theirs);
  expect(leads.find((l) => l.id === mine)).toMatchObject({ stage: "new", mobile: "9711100001", verified: true, charge: { kind: "fee" } });

  const moved = await post(key, `/leads/${mine}/stage`, { stage: "test-ride" });
  expect(moved.status).toBe(200);
  expect(await moved.json()).toMatchObject({ lead: { id: mine, stage: "test-ride", contactedAt: expect.any(String) } });
  const byStage = (await (await withKey(key, `/leads?since=${since}&stage=test-ride`)).json()) as Leads;
  expect(byStage.leads.map((l) => l.id)).toEqual([mine]);
  const event = await env.DB.prepare("SELECT byWho FROM lead_stage_event WHERE leadId = ?1").bind(mine).first<string>("byWho");
  expect(event).toBe(`key …${key.slice(-4)}`);

  expect(await (await post(key, `/leads/${mine}/undo`, {})).json()).toMatchObject({ undone: true, lead: { stage: "new" } });
  expect((await post(key, `/leads/${mine}/notes`, { text: "Called, will visit Saturday" })).status).toBe(201);
});

test("one trader's key against another trader's lead: 404, and nothing changes", async () => {
  const key = await keyOf(DEALER.tName);
  const theirs = await leadOf(SECOND_DEALER.tName, "9722200001");
  const stage = await post(key, `/leads/${theirs}/stage`, { stage: "sold" });
  expect(stage.status).toBe(404);
  expect(await stage.json()).toEqual({ error: { code: "not_found", message: "No lead of yours has this id" } });
  expect((await post(key, `/leads/${theirs}/notes`, { text: "mine" })).status).toBe(404);
  expect((await post(key, `/leads/${theirs}/undo`, {})).status).toBe(404);
  expect(await stageOf(theirs)).toBe("new");
  const notes = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_note WHERE leadId = ?1").bind(theirs).first<number>("n");
  expect(notes).toBe(0);
});

test("bad input is a plain 400 (an unknown stage, lost without a reason, a note over 2,000 characters) and a 100 KB body is refused before parsing", async () => {
  const key = await keyOf(DEALER.tName);
  const id = await leadOf(DEALER.tName, "9733300001");
  const unknown = await post(key, `/leads/${id}/stage`, { stage: "won" });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({ error: { code: "invalid_request", issues: [expect.objectContaining({ path: "stage" })] } });
  expect((await post(key, `/leads/${id}/stage`, { stage: "new" })).status).toBe(400);
  expect((await post(key, `/leads/${id}/stage`, { stage: "lost" })).status).toBe(400);
  expect((await post(key, `/leads/${id}/notes`, { text: "n".repeat(2001) })).status).toBe(400);
  expect((await post(key, `/leads/${id}/notes`, { text: "   " })).status).toBe(400);
  expect((await withKey(key, `/leads/${id}/stage`, { method: "POST", body: "{not json" })).status).toBe(400);
  expect((await withKey(key, "/leads?since=yesterday")).status).toBe(400);
  expect((await withKey(key, "/leads?stage=won")).status).toBe(400);
  // 100 KB: over the 16 KB every form and API body is held to, answered before anything reads it.
  const huge = await post(key, `/leads/${id}/notes`, { text: "n".repeat(100 * 1024) });
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({ error: { code: "payload_too_large" } });
  expect(await stageOf(id)).toBe("new");
  expect((await withKey(key, "/nothing-here")).status).toBe(404);
});

test("without a session or a trader's key, or with a wrong key, the seller API is 401", async () => {
  const none = await fetchWorker("/seller/api/leads");
  expect(none.status).toBe(401);
  expect(none.headers.get("WWW-Authenticate")).toBe("Bearer");
  const wrong = await withKey(`evl_${"x".repeat(43)}`, "/leads");
  expect(wrong.status).toBe(401);
});

test("one authentication for the whole seller API: leads and statements answer the same 401 without a caller, and a key's trader is the one read", async () => {
  for (const path of ["/leads", "/statements/2026-11"]) {
    const none = await fetchWorker(`/seller/api${path}`);
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect(none.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await none.json()).toMatchObject({ error: { code: "unauthorized" } });
  }
  const key = await keyOf(SECOND_DEALER.tName);
  const statement = await withKey(key, "/statements/2026-11");
  expect(statement.status).toBe(200);
  expect(await statement.json()).toMatchObject({ month: "2026-11", statement: { tName: SECOND_DEALER.tName } });
});

test("a signed-in seller uses the API with its session; a POST needs the anti-forgery header", async () => {
  const mobile = "9744400001";
  await env.DB.prepare("INSERT OR IGNORE INTO trader_staff (tName, mobile, role, addedAt) VALUES (?1, ?2, 'staff', ?3)").bind(DEALER.tName, mobile, Date.now()).run();
  const session = (await startSellerSession(env, new URL(ORIGIN), DEALER.tName, mobile)).split(";")[0]!;
  const xsrf = await xsrfToken();
  const id = await leadOf(DEALER.tName, "9744400002");
  const headers = { Cookie: `${session}; XSRF-TOKEN=${xsrf}`, "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };
  const list = await fetchWorker("/seller/api/leads", { headers });
  expect(list.status).toBe(200);
  expect(((await list.json()) as Leads).leads.map((l) => l.id)).toContain(id);
  const body = JSON.stringify({ stage: "interested" });
  expect((await fetchWorker(`/seller/api/leads/${id}/stage`, { method: "POST", headers, body })).status).toBe(403);
  expect(await stageOf(id)).toBe("new");
  const moved = await fetchWorker(`/seller/api/leads/${id}/stage`, { method: "POST", headers: { ...headers, "X-XSRF-TOKEN": xsrf }, body });
  expect(moved.status).toBe(200);
  expect(await env.DB.prepare("SELECT byWho FROM lead_stage_event WHERE leadId = ?1").bind(id).first<string>("byWho")).toBe(mobile);
});
