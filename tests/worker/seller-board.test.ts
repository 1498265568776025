import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { startSellerSession } from "#app/features/seller/server/session";
import { DEALER, ORIGIN, SECOND_DEALER, type Browser, browse, browser, enquiryAt, postForm, signIn, stopClockAt, visibleText } from "./helpers";

// The seller's leads board (docs/decisions/165): a signed-in staff member sees every lead of its
// trader and no other's, finds them, moves them through stages (each change timed, the last one
// undoable), writes notes, sets a follow-up day, and its call taps record the first contact.

afterEach(() => {
  vi.useRealTimers();
});

const OWNER = "9811100001";
const OTHER_OWNER = "9811100002";
let serial = 0;
const leadId = () => `board-${Date.now().toString(36)}-${++serial}`;

async function staff(tName: string, mobile: string, name = "") {
  await env.DB.prepare("INSERT OR IGNORE INTO trader_staff (tName, mobile, name, role, addedAt) VALUES (?1, ?2, ?3, 'owner', ?4)").bind(tName, mobile, name, Date.now()).run();
}

/** A browser signed in to the workspace as the staff member (a session row, as the sign-in makes). */
async function sellerBrowser(tName: string, mobile: string): Promise<Browser> {
  await staff(tName, mobile, "Ramesh");
  const b = await browser();
  const cookie = await startSellerSession(env, new URL(ORIGIN), tName, mobile);
  const [pair] = cookie.split(";");
  const [name, value] = pair!.split("=");
  b.cookies.set(name!, value!);
  return b;
}

/** A lead of the trader received at `at`, its number confirmed (or not). */
async function leadOf(tName: string, mobile: string, at: number, extra: Record<string, unknown> = {}, verified = true): Promise<string> {
  const id = leadId();
  await enquiryAt(mobile, id, at, { tName, ...extra });
  if (verified) await env.DB.prepare("UPDATE lead SET verifiedAt = ?2, billable = 1 WHERE id = ?1").bind(id, at + 60_000).run();
  return id;
}

const row = (id: string) => env.DB.prepare("SELECT stage, lostReason, contactedAt FROM lead WHERE id = ?1").bind(id).first<{ stage: string; lostReason: string; contactedAt: number | null }>();

test("the board lists the seller's own leads, newest first, with charge, distance and tap-to-call; another trader's lead is not found", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const now = Date.now();
  // Noida is at 28.54 N, 77.39 E; the buyer 0.1° further north: 6,371 km × 0.1 × π / 180 = 11.12 km → "11 km away".
  const older = await leadOf(DEALER.tName, "9822200001", now - 3_600_000, { name: "Older Buyer", lat: 28.64, lng: 77.39 });
  const newer = await leadOf(DEALER.tName, "9822200002", now - 60_000, { name: "Newer Buyer" }, false);
  const theirs = await leadOf(SECOND_DEALER.tName, "9822200003", now - 30_000, { name: "Their Buyer" });

  const res = await browse(b, "/seller/leads");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  const text = visibleText(html);
  expect(text.indexOf("Newer Buyer")).toBeLessThan(text.indexOf("Older Buyer"));
  expect(text).not.toContain("Their Buyer");
  expect(text).toContain("11 km away");
  expect(text).toContain("Charge: ₹20 + 18 % GST");
  // Not confirmed: the number is masked, no tap to call, and free until confirmed.
  expect(text).toContain("98XXXXXX02");
  expect(text).toContain("Free: the buyer has not confirmed the number");
  expect(html).toContain(`/seller/leads/${older}/call?via=tel&amp;t=`);
  expect(html).toContain(`/seller/leads/${older}/call?via=whatsapp&amp;t=`);
  expect(html).not.toContain(`/seller/leads/${newer}/call`);

  expect((await browse(b, `/seller/leads/${theirs}`)).status).toBe(404);
  expect((await browse(b, `/hi/seller/leads/${older}`)).status).toBe(200);
});

test("the board is searched by name or confirmed mobile and filtered by stage; a masked number is not found by its digits", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const now = Date.now();
  await leadOf(DEALER.tName, "9833300001", now - 5000, { name: "Kavita Searchable" });
  await leadOf(DEALER.tName, "9833300002", now - 4000, { name: "Masked Searchable" }, false);
  const list = async (query: string) => visibleText(await (await browse(b, `/seller/leads?${query}`)).text());
  expect(await list("q=kavita")).toContain("Kavita Searchable");
  expect(await list("q=kavita")).not.toContain("Masked Searchable");
  expect(await list("q=98333%2000001")).toContain("Kavita Searchable");
  expect(await list("q=9833300002")).not.toContain("Masked Searchable");
  expect(await list("q=Searchable&stage=sold")).not.toContain("Kavita Searchable");
  expect(await list("q=Searchable&stage=won")).toContain("Kavita Searchable");
});

test("a stage change is timed with who made it; undo puts back the last change; a lost lead needs a reason", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const id = await leadOf(DEALER.tName, "9844400001", Date.now() - 600_000, { name: "Stage Buyer" });
  const path = `/seller/leads/${id}`;

  const moved = await postForm(b, path, { intent: "stage", stage: "interested", reason: "" });
  expect(moved.status).toBe(303);
  expect(moved.headers.get("Location")).toBe(`${path}?done=stage`);
  expect(await row(id)).toMatchObject({ stage: "interested", contactedAt: expect.any(Number) });
  const contactedAt = (await row(id))!.contactedAt;
  expect((await postForm(b, path, { intent: "stage", stage: "sold", reason: "" })).status).toBe(303);

  const history = visibleText(await (await browse(b, `${path}?done=stage`)).text());
  expect(history).toContain("New → Interested");
  expect(history).toContain("Interested → Sold");
  expect(history).toContain("Ramesh");

  expect((await postForm(b, path, { intent: "undo" })).headers.get("Location")).toBe(`${path}?done=undone`);
  expect(await row(id)).toMatchObject({ stage: "interested", contactedAt });
  expect((await postForm(b, path, { intent: "undo" })).status).toBe(303);
  expect(await row(id)).toMatchObject({ stage: "new", contactedAt });
  // Nothing left to undo: said, and nothing changes.
  expect((await postForm(b, path, { intent: "undo" })).headers.get("Location")).toBe(`${path}?done=nothingToUndo`);

  // A lost lead without a reason, or a stage that does not exist: 400, the lead unchanged, the choice kept.
  const noReason = await postForm(b, path, { intent: "stage", stage: "lost", reason: "" });
  expect(noReason.status).toBe(400);
  expect(visibleText(await noReason.text())).toContain("Say why the lead was lost.");
  expect((await postForm(b, path, { intent: "stage", stage: "won", reason: "" })).status).toBe(400);
  expect((await row(id))!.stage).toBe("new");
  expect((await postForm(b, path, { intent: "stage", stage: "lost", reason: "price" })).status).toBe(303);
  expect(await row(id)).toMatchObject({ stage: "lost", lostReason: "price" });
});

test("another trader's lead id changes nothing and is not found; a form without its token changes nothing", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const theirs = await leadOf(SECOND_DEALER.tName, "9855500011", Date.now() - 60_000, { name: "Not Yours" });
  const path = `/seller/leads/${theirs}`;
  expect((await postForm(b, path, { intent: "stage", stage: "sold", reason: "" })).status).toBe(404);
  expect((await postForm(b, path, { intent: "note", text: "mine now" })).status).toBe(404);
  expect((await postForm(b, path, { intent: "undo" })).status).toBe(404);
  expect(await row(theirs)).toMatchObject({ stage: "new", contactedAt: null });
  const notes = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_note WHERE leadId = ?1").bind(theirs).first<{ n: number }>("n");
  expect(notes).toBe(0);

  const mine = await leadOf(DEALER.tName, "9855500012", Date.now() - 60_000);
  const forged = await browse(b, `/seller/leads/${mine}`, { method: "POST", body: new URLSearchParams({ intent: "stage", stage: "sold", _xsrf: "forged" }) });
  expect(forged.status).toBe(403);
  expect((await row(mine))!.stage).toBe("new");
});

test("a note is kept with who wrote it; a note over 2,000 characters is refused and kept in the box", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const id = await leadOf(DEALER.tName, "9866600001", Date.now() - 60_000);
  expect((await postForm(b, `/seller/leads/${id}`, { intent: "note", text: "  Wants a test ride on Sunday  " })).status).toBe(303);
  const long = "x".repeat(2001);
  const refused = await postForm(b, `/seller/leads/${id}`, { intent: "note", text: long });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain(`>${long}</textarea>`);
  const { results } = await env.DB.prepare("SELECT text, byWho FROM lead_note WHERE leadId = ?1").bind(id).all();
  expect(results).toEqual([{ text: "Wants a test ride on Sunday", byWho: OWNER }]);
});

test("a tap on call records the first contact once (with the page's token only) and sends the phone to the dialler", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const id = await leadOf(DEALER.tName, "9877700001", Date.now() - 600_000);
  // Without this browser's token (a link from elsewhere): it dials, and records nothing.
  const foreign = await browse(b, `/seller/leads/${id}/call?via=tel&t=someone-elses`);
  expect(foreign.status).toBe(302);
  expect(foreign.headers.get("Location")).toBe("tel:+919877700001");
  expect(await row(id)).toMatchObject({ stage: "new", contactedAt: null });

  const tapped = await browse(b, `/seller/leads/${id}/call?via=whatsapp&t=${encodeURIComponent(b.xsrf)}`);
  expect(tapped.status).toBe(302);
  // The greeting in Hindi, the buyer's language by default.
  expect(decodeURIComponent(tapped.headers.get("Location")!)).toMatch(/^https:\/\/wa\.me\/919877700001\?text=नमस्ते/);
  const first = await row(id);
  expect(first).toMatchObject({ stage: "contacted", contactedAt: expect.any(Number) });
  await browse(b, `/seller/leads/${id}/call?via=tel&t=${encodeURIComponent(b.xsrf)}`);
  expect((await row(id))!.contactedAt).toBe(first!.contactedAt);
  expect((await browse(b, `/seller/leads/${id}/call?via=sms&t=${encodeURIComponent(b.xsrf)}`)).status).toBe(404);
});

test("the seller sees its median time to first contact and the operator sees every trader's", async () => {
  const b = await sellerBrowser(SECOND_DEALER.tName, OTHER_OWNER);
  await env.DB.prepare("UPDATE lead SET contactedAt = NULL, receivedAt = receivedAt - 40 * 86400000 WHERE traderTName = ?1").bind(SECOND_DEALER.tName).run();
  const start = Date.now() - 3 * 3_600_000;
  // Contacted after 4, 10 and 95 minutes; a fourth not yet: the median of 4, 10, 95 is 10 minutes.
  for (const [i, minutes] of [4, 10, 95, null].entries()) {
    const id = await leadOf(SECOND_DEALER.tName, `98888000${10 + i}`, start + i * 1000);
    if (minutes !== null) await env.DB.prepare("UPDATE lead SET contactedAt = receivedAt + ?2 WHERE id = ?1").bind(id, minutes * 60_000).run();
  }
  const text = visibleText(await (await browse(b, "/seller/leads")).text());
  expect(text).toContain("Your median time to first contact: 10 min");
  expect(text).toContain("3 of 4 leads of the last 30 days contacted");
  const hindi = visibleText(await (await browse(b, "/hi/seller/leads")).text());
  expect(hindi).toContain("पहली बार संपर्क करने में आपका औसत (मीडियन) समय: 10 मिनट");

  const operator = await signIn();
  const traders = visibleText(await (await browse(operator, `/admin/traders?q=${encodeURIComponent("Aravali")}`)).text());
  expect(traders).toContain("First contact, median: 10 min (3 of 4 leads in 30 days)");
});

test("a follow-up day's reminder goes by SMS at 09:00 IST that day, in the trader's language, to who set it, once", async () => {
  // 8 Dec 2026, 17:30 IST (12:00 UTC).
  stopClockAt(Date.UTC(2026, 11, 8, 12, 0));
  const mobile = "9899900001";
  const b = await sellerBrowser(DEALER.tName, mobile);
  const id = await leadOf(DEALER.tName, "9899900002", Date.now() - 60_000, { name: "Reminder Buyer" });
  const past = await postForm(b, `/seller/leads/${id}`, { intent: "follow-up", day: "2026-12-07" });
  expect(past.status).toBe(400);
  expect(await past.text()).toContain('value="2026-12-07"');
  expect((await postForm(b, `/seller/leads/${id}`, { intent: "follow-up", day: "2026-12-09" })).status).toBe(303);

  const { default: worker } = await import("#worker/index");
  const { createScheduledController } = await import("cloudflare:test");
  const outbox = () => env.DB.prepare("SELECT text, language FROM message_outbox WHERE recipient = ?1").bind(`+91${mobile}`).all<{ text: string; language: string }>();
  const run = (scheduledTime: number) => worker.scheduled!(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env);
  // 9 Dec 08:55 IST = 03:25 UTC: not yet.
  await run(Date.UTC(2026, 11, 9, 3, 25));
  expect((await outbox()).results).toEqual([]);
  // 9 Dec 09:00 IST = 03:30 UTC: sent, in Hindi (the trader's language by default), with the lead's Hindi address.
  await run(Date.UTC(2026, 11, 9, 3, 30));
  const sent = (await outbox()).results;
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ language: "hi" });
  expect(sent[0]!.text).toContain("Reminder Buyer");
  expect(sent[0]!.text).toContain(`/hi/seller/leads/${id}`);
  // Later runs send nothing more.
  await run(Date.UTC(2026, 11, 9, 3, 35));
  expect((await outbox()).results).toHaveLength(1);

  // An English trader gets it in English.
  await env.DB.prepare("INSERT OR REPLACE INTO trader_settings (tName, language, updatedAt) VALUES (?1, 'en', ?2)").bind(DEALER.tName, Date.now()).run();
  const second = await leadOf(DEALER.tName, "9899900003", Date.now() - 60_000, { name: "English Buyer" });
  expect((await postForm(b, `/seller/leads/${second}`, { intent: "follow-up", day: "2026-12-10" })).status).toBe(303);
  await run(Date.UTC(2026, 11, 10, 3, 30));
  const english = (await outbox()).results.find((m) => m.text.includes("English Buyer"));
  expect(english).toMatchObject({ language: "en" });
  expect(english!.text).toContain("follow up today with English Buyer");
  await env.DB.prepare("DELETE FROM trader_settings WHERE tName = ?1").bind(DEALER.tName).run();
});

test("a lead's erasure deletes its notes and follow-up day with the buyer's details", async () => {
  const { eraseLeads } = await import("#app/features/privacy/server/erasure");
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const id = await leadOf(DEALER.tName, "9812300001", Date.now() - 60_000, { name: "Erased Buyer" });
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  expect((await postForm(b, `/seller/leads/${id}`, { intent: "note", text: "Erased Buyer lives near the temple" })).status).toBe(303);
  expect((await postForm(b, `/seller/leads/${id}`, { intent: "follow-up", day: tomorrow })).status).toBe(303);
  expect(await eraseLeads(env, [id], "retention", Date.now())).toEqual([id]);
  const left = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM lead_note WHERE leadId = ?1) + (SELECT COUNT(*) FROM lead_follow_up WHERE leadId = ?1) AS n").bind(id).first<number>("n");
  expect(left).toBe(0);
});

test("the private lead page's 'contacted' is the same first contact: a new lead moves to contacted, by the lead page", async () => {
  const { leadLinkPath, postLeadPage, xsrfToken } = await import("./helpers");
  const id = await leadOf(DEALER.tName, "9813300001", Date.now() - 60_000);
  const marked = await postLeadPage(await leadLinkPath(DEALER.tName), { lead: id }, await xsrfToken());
  expect(marked.status).toBe(200);
  expect(await row(id)).toMatchObject({ stage: "contacted", contactedAt: expect.any(Number) });
  const event = await env.DB.prepare("SELECT fromStage, toStage, byWho FROM lead_stage_event WHERE leadId = ?1").bind(id).first();
  expect(event).toEqual({ fromStage: "new", toStage: "contacted", byWho: "lead page" });
  const b = await sellerBrowser(DEALER.tName, OWNER);
  expect(visibleText(await (await browse(b, `/seller/leads/${id}`)).text())).toContain("New → Contacted your private lead page");
});

test("a seller disputes a charged lead from its page, once, under the lead page's rule; an uncharged lead offers no dispute; another trader's lead is not found", async () => {
  const b = await sellerBrowser(DEALER.tName, OWNER);
  const now = Date.now();
  const charged = await leadOf(DEALER.tName, "9822200091", now - 3_600_000, { name: "Charged Buyer" });
  const free = await leadOf(DEALER.tName, "9822200092", now - 3_600_000, { name: "Free Buyer" }, false);
  const theirs = await leadOf(SECOND_DEALER.tName, "9822200093", now - 3_600_000, { name: "Their Buyer" });

  expect(visibleText(await (await browse(b, `/seller/leads/${charged}`)).text())).toContain("Dispute this lead");
  expect(visibleText(await (await browse(b, `/seller/leads/${free}`)).text())).not.toContain("Dispute this lead");

  // no reason: refused beside the form, nothing stored
  const bare = await postForm(b, `/seller/leads/${charged}`, { intent: "dispute", reason: "", note: "" });
  expect(bare.status).toBe(400);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_dispute WHERE leadId = ?1").bind(charged).first("n")).toBe(0);

  const sent = await postForm(b, `/seller/leads/${charged}`, { intent: "dispute", reason: "wrong-number", note: "switched off for two days" });
  expect(sent.status).toBe(303);
  expect(sent.headers.get("Location")).toBe(`/seller/leads/${charged}?done=disputed`);
  expect(await env.DB.prepare("SELECT reason, note, state FROM lead_dispute WHERE leadId = ?1").bind(charged).first()).toEqual({
    reason: "wrong-number", note: "switched off for two days", state: "open",
  });
  expect(visibleText(await (await browse(b, `/seller/leads/${charged}`)).text())).toContain("Disputed (Wrong or unreachable number): under review");
  // one dispute per lead
  expect((await postForm(b, `/seller/leads/${charged}`, { intent: "dispute", reason: "duplicate", note: "" })).status).toBe(400);
  // another trader's lead: the 404 page, and no dispute stored
  expect((await postForm(b, `/seller/leads/${theirs}`, { intent: "dispute", reason: "wrong-number", note: "" })).status).toBe(404);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_dispute WHERE leadId = ?1").bind(theirs).first("n")).toBe(0);
});
