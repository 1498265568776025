import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { readOutbox } from "#app/shared/messaging/local";
import { en, hi } from "#app/features/seller/messages";
import { PROOF_MS, proofOf, provedMobile } from "#app/features/seller/server/proof";
import { SAMPLE_SHARED_STAFF } from "../../seed/contacts";
import { DEALER, SECOND_DEALER, type Browser, browse, browser, codeSentTo, postForm, visibleText } from "./helpers";

// Sign-in for sellers (docs/decisions/164): a one-time code by SMS through the buyers' code
// machinery, only to a mobile on a trader's staff; the right code opens a 30-day session.

/** The sample dealer's owner: the number it is told of new leads on (seed/contacts.ts: 90000 + 50103 for this name). */
const OWNER = "9000050103";
const NOT_STAFF = "9812345670";

/** Asks for a code on the sign-in page; the number's earlier codes are moved out of the hour, so the codes' own limits are not what is tested. */
async function askCode(b: Browser, mobile: string, path = "/seller?index") {
  await env.DB.prepare("UPDATE otp_code SET createdAt = createdAt - 7200000 WHERE mobile = ?1").bind(mobile).run();
  return postForm(b, path, { intent: "send", mobile, next: "/seller/staff" });
}

const sessions = async (mobile: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM seller_session WHERE mobile = ?1").bind(mobile).first<{ n: number }>())!.n;

test("a sign-in code goes only to a mobile on a trader's staff: a number on none gets the same answer and no code", async () => {
  const staff = await askCode(await browser(), OWNER);
  const other = await askCode(await browser(), NOT_STAFF);
  expect(staff.status).toBe(200);
  expect(other.status).toBe(200);
  // the same words, and the code field, for both
  for (const res of [staff, other]) {
    const text = visibleText(await res.text());
    expect(text).toContain(en.signIn.codeMaybe);
    expect(text).toContain(en.signIn.code);
  }
  expect(await codeSentTo(OWNER)).toMatch(/^\d{6}$/);
  expect(await readOutbox(env.DB, { to: NOT_STAFF })).toEqual([]);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_code WHERE mobile = ?1").bind(NOT_STAFF).first("n")).toBe(0);
});

test("the right code signs the staff member in with an HttpOnly, SameSite=Lax cookie for 30 days and goes on to next", async () => {
  const b = await browser();
  await askCode(b, OWNER);
  const before = await sessions(OWNER);
  const res = await postForm(b, "/seller?index", { intent: "verify", mobile: OWNER, otp: await codeSentTo(OWNER), next: "/seller/staff" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/seller/staff");
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("seller_session="))!;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\//);
  // 30 days × 24 h × 3,600 s = 2,592,000 s
  expect(cookie).toMatch(/Max-Age=2592000(;|$)/);
  expect(await sessions(OWNER)).toBe(before + 1);
  // the workspace now opens, with the trader's name in its header
  const page = await browse(b, "/seller/staff");
  expect(page.status).toBe(200);
  expect(visibleText(await page.text())).toContain(DEALER.traderName);
});

test("a wrong code is refused with 400 and starts no session", async () => {
  const b = await browser();
  await askCode(b, OWNER);
  const right = await codeSentTo(OWNER);
  const wrong = right === "000000" ? "111111" : "000000";
  const before = await sessions(OWNER);
  const res = await postForm(b, "/seller?index", { intent: "verify", mobile: OWNER, otp: wrong });
  expect(res.status).toBe(400);
  expect(visibleText(await res.text())).toContain(en.signIn.codeWrong);
  expect(res.headers.getSetCookie().some((c) => c.startsWith("seller_session="))).toBe(false);
  expect(await sessions(OWNER)).toBe(before);
});

test("an expired code is refused with 400 and starts no session", async () => {
  const b = await browser();
  await askCode(b, OWNER);
  const code = await codeSentTo(OWNER);
  await env.DB.prepare("UPDATE otp_code SET expiresAt = ?2 WHERE mobile = ?1").bind(OWNER, Date.now() - 1000).run();
  const before = await sessions(OWNER);
  const res = await postForm(b, "/seller?index", { intent: "verify", mobile: OWNER, otp: code });
  expect(res.status).toBe(400);
  expect(visibleText(await res.text())).toContain(en.signIn.codeWrong);
  expect(await sessions(OWNER)).toBe(before);
});

test("a mobile on two traders' staff picks the trader after the code; a forged choice opens nothing", async () => {
  const mobile = SAMPLE_SHARED_STAFF.mobile;
  const b = await browser();
  await askCode(b, mobile, "/hi/seller?index");
  const res = await postForm(b, "/hi/seller?index", { intent: "verify", mobile, otp: await codeSentTo(mobile) });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(visibleText(html)).toContain(hi.signIn.pickTitle);
  expect(visibleText(html)).toContain(DEALER.traderName);
  expect(visibleText(html)).toContain(SECOND_DEALER.traderName);
  const proof = /name="proof" value="([^"]+)"/.exec(html)![1]!;
  const before = await sessions(mobile);
  // the proof is signed: another mobile written into it is no proof
  const forged = proof.replace(mobile, OWNER);
  const refused = await postForm(b, "/hi/seller?index", { intent: "pick", proof: forged, tName: DEALER.tName });
  expect(refused.status).toBe(400);
  expect(await sessions(mobile)).toBe(before);
  const picked = await postForm(b, "/hi/seller?index", { intent: "pick", proof, tName: SECOND_DEALER.tName });
  expect(picked.status).toBe(303);
  expect(picked.headers.get("Location")).toBe("/hi/seller/leads");
  const row = await env.DB.prepare("SELECT tName FROM seller_session WHERE mobile = ?1 ORDER BY createdAt DESC LIMIT 1").bind(mobile).first<{ tName: string }>();
  expect(row?.tName).toBe(SECOND_DEALER.tName);
});

test("a bad mobile is told beside its field in the page's language, keeping what was typed", async () => {
  const res = await postForm(await browser(), "/hi/seller?index", { intent: "send", mobile: "12345" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(visibleText(html)).toContain(hi.signIn.mobileInvalid);
  expect(html).toMatch(/name="mobile"[^>]*value="12345"/);
});

test("the sign-in form without its anti-forgery token is refused and sends nothing", async () => {
  const b = await browser();
  const res = await browse(b, "/seller?index", { method: "POST", body: new URLSearchParams({ intent: "send", mobile: "9811122233" }) });
  expect(res.status).toBe(403);
  expect(await readOutbox(env.DB, { to: "9811122233" })).toEqual([]);
});

test("without a session a workspace page sends to the sign-in in its own language and comes back after", async () => {
  const res = await browse(await browser(), "/hi/seller/settings");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(`/hi/seller?next=${encodeURIComponent("/hi/seller/settings")}`);
});

test("the sign-in page is private: never stored, never indexed", async () => {
  const res = await browse(await browser(), "/seller");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
  expect(res.headers.get("X-Robots-Tag")).toMatch(/noindex/);
});

test("a proved mobile holds for ten minutes, under its signature only", async () => {
  const now = Date.UTC(2026, 11, 8, 6, 0);
  const proof = await proofOf("secret-one", "9000000001", now);
  expect(await provedMobile("secret-one", proof, now + PROOF_MS - 1)).toBe("9000000001");
  expect(await provedMobile("secret-one", proof, now + PROOF_MS)).toBeNull();
  expect(await provedMobile("secret-two", proof, now)).toBeNull();
  expect(await provedMobile("secret-one", proof.replace("9000000001", "9000050103"), now)).toBeNull();
  expect(await provedMobile("secret-one", `${proof}.x`, now)).toBeNull();
});
