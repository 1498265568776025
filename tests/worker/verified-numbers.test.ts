import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import { OTP_MAX_SENDS, OTP_RESEND_AFTER_MS, OTP_SEND_WINDOW_MS, OTP_VALIDITY_MS } from "#app/shared/verification";
import { readOutbox } from "#app/shared/messaging/local";
import { checkCode, codeHash, issueCode } from "#app/features/enquiry/server/verification/codes";
import { expectLogged, fetchWorkerWithEnv, ledger, postApi, remoteMode, sendEnquiry, xsrfToken, ORIGIN } from "./helpers";
import { stubOrigin } from "./stub-origin";

// Verified numbers (docs/decisions/109-verified-numbers.md): after an enquiry the Worker sends a
// 6-digit code by SMS and checks it, in both origin modes; the codes' rules are kept in D1.

afterEach(() => vi.restoreAllMocks());

const T0 = Date.UTC(2026, 10, 25, 6, 0);

async function codeSentTo(mobile: string): Promise<string> {
  const [latest] = await readOutbox(env.DB, { to: mobile, limit: 1 });
  const code = /\b(\d{6})\b/.exec(latest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

const verify = (mobile: string, otp: string) => postApi("verify", { mobile, otp });
const verifyAnswer = async (mobile: string, otp: string) => (await (await verify(mobile, otp)).json()) as { Status: string; Details: string };

test("after an enquiry is accepted a 6-digit code is sent by SMS; the local provider keeps the message for /admin/outbox", async () => {
  expect((await sendEnquiry("9844400001")).status).toBe(200);
  const res = await postApi("sendOtp", { mobile: "9844400001" });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ Status: "Success", Details: M.otpSent, messageKey: "otpSent" });
  const [message] = await readOutbox(env.DB, { to: "9844400001" });
  expect(message).toMatchObject({ channel: "sms", to: "+919844400001", kind: "otp" });
  expect(message!.text).toMatch(/^\d{6} is your OTP to confirm your mobile number on EV Catalogue India\. It is valid for 10 minutes\./);
});

test("a right code answers Success and marks the mobile's leads verified", async () => {
  await sendEnquiry("9844400002");
  await postApi("sendOtp", { mobile: "9844400002" });
  const answer = await verifyAnswer("9844400002", await codeSentTo("9844400002"));
  expect(answer.Status).toBe("Success");
  expect(answer.Details).toMatch(/^[0-9a-f-]{36}$/);
  const [lead] = await ledger("9844400002");
  expect((lead as unknown as { verifiedAt: number | null }).verifiedAt).toEqual(expect.any(Number));
});

test("a wrong code answers Failed with a message, and the lead stays unverified", async () => {
  await sendEnquiry("9844400003");
  await postApi("sendOtp", { mobile: "9844400003" });
  const code = await codeSentTo("9844400003");
  const wrong = code === "000000" ? "000001" : "000000";
  expect(await verifyAnswer("9844400003", wrong)).toEqual({ Status: "Failed", Details: M.otpWrong, messageKey: "otpWrong" });
  const [lead] = await ledger("9844400003");
  expect((lead as unknown as { verifiedAt: number | null }).verifiedAt).toBeNull();
});

test("a code is single use", async () => {
  await sendEnquiry("9844400004");
  await postApi("sendOtp", { mobile: "9844400004" });
  const code = await codeSentTo("9844400004");
  expect((await verifyAnswer("9844400004", code)).Status).toBe("Success");
  expect(await verifyAnswer("9844400004", code)).toEqual({ Status: "Failed", Details: M.otpExpired, messageKey: "otpExpired" });
});

test("a code expires after 10 minutes", async () => {
  const issued = await issueCode(env.DB, "9844400005", T0);
  if (!issued.ok) throw new Error("not issued");
  expect(await checkCode(env.DB, "9844400005", issued.code, T0 + OTP_VALIDITY_MS)).toBe("expired");
  const again = await issueCode(env.DB, "9844400006", T0);
  if (!again.ok) throw new Error("not issued");
  expect(await checkCode(env.DB, "9844400006", again.code, T0 + OTP_VALIDITY_MS - 1)).toBe("verified");
});

test("the sixth wrong try is refused even with the right code", async () => {
  const issued = await issueCode(env.DB, "9844400007", T0);
  if (!issued.ok) throw new Error("not issued");
  const wrong = issued.code === "111111" ? "222222" : "111111";
  for (let i = 0; i < 5; i++) expect(await checkCode(env.DB, "9844400007", wrong, T0 + i)).toBe("wrong");
  expect(await checkCode(env.DB, "9844400007", issued.code, T0 + 10)).toBe("too-many-tries");
});

test("tries are counted before the code is compared: ten at once, at most five are compared and one right code wins once", async () => {
  const issued = await issueCode(env.DB, "9844400008", T0);
  if (!issued.ok) throw new Error("not issued");
  const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => checkCode(env.DB, "9844400008", issued.code, T0 + i)));
  expect(outcomes.filter((o) => o === "verified")).toHaveLength(1);
  const row = await env.DB.prepare("SELECT tries FROM otp_code WHERE id = ?1").bind(issued.id).first<{ tries: number }>();
  expect(row!.tries).toBeLessThanOrEqual(5);
});

test("a fourth send within an hour is refused", async () => {
  const at = (n: number) => T0 + n * (OTP_RESEND_AFTER_MS + 1);
  for (let n = 0; n < OTP_MAX_SENDS; n++) expect((await issueCode(env.DB, "9844400009", at(n))).ok).toBe(true);
  const fourth = await issueCode(env.DB, "9844400009", at(3));
  expect(fourth).toMatchObject({ ok: false, reason: "send-limit" });
  expect(fourth.ok ? 0 : fourth.waitMs).toBe(T0 + OTP_SEND_WINDOW_MS - at(3));
  // An hour after the first, one more may go.
  expect((await issueCode(env.DB, "9844400009", T0 + OTP_SEND_WINDOW_MS + 1)).ok).toBe(true);
});

test("two sends at once give one code; a resend waits for the 30 second countdown", async () => {
  const both = await Promise.all([issueCode(env.DB, "9844400010", T0), issueCode(env.DB, "9844400010", T0)]);
  expect(both.filter((b) => b.ok)).toHaveLength(1);
  expect(await issueCode(env.DB, "9844400010", T0 + OTP_RESEND_AFTER_MS - 1000)).toEqual({ ok: false, reason: "too-soon", waitMs: 1000 });
  expect((await issueCode(env.DB, "9844400010", T0 + OTP_RESEND_AFTER_MS + 1)).ok).toBe(true);
});

test("a resend asked too soon is a 429 with Retry-After and a message the visitor understands; a new code ends the old one", async () => {
  await sendEnquiry("9844400011");
  await postApi("sendOtp", { mobile: "9844400011" });
  const early = await postApi("sendOtp", { mobile: "9844400011" });
  expect(early.status).toBe(429);
  expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe(M.otpResendWait);
  const first = await env.DB.prepare("SELECT id FROM otp_code WHERE mobile = ?1").bind("9844400011").first<{ id: number }>();
  // As if the countdown had run out: the first code was sent 31 s ago.
  await env.DB.prepare("UPDATE otp_code SET createdAt = createdAt - ?2 WHERE id = ?1").bind(first!.id, OTP_RESEND_AFTER_MS + 1000).run();
  const oldCode = await codeSentTo("9844400011");
  expect((await postApi("sendOtp", { mobile: "9844400011" })).status).toBe(200);
  const newCode = await codeSentTo("9844400011");
  if (oldCode !== newCode) expect((await verifyAnswer("9844400011", oldCode)).Status).toBe("Failed");
  expect((await verifyAnswer("9844400011", newCode)).Status).toBe("Success");
});

test("codes are stored hashed, never as sent", async () => {
  await sendEnquiry("9844400012");
  await postApi("sendOtp", { mobile: "9844400012" });
  const code = await codeSentTo("9844400012");
  const row = await env.DB.prepare("SELECT * FROM otp_code WHERE mobile = ?1").bind("9844400012").first<Record<string, unknown>>();
  expect(Object.values(row!).map(String).some((v) => v.includes(code))).toBe(false);
  expect(row!.hash).toBe(await codeHash(String(row!.salt), "9844400012", code));
  expect(String(row!.hash)).toMatch(/^[0-9a-f]{64}$/);
});

test("no code is sent to a number that sent no enquiry in the last hour", async () => {
  const res = await postApi("sendOtp", { mobile: "9844400013" });
  expect(res.status).toBe(409);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.otpNoEnquiry);
  expect(await readOutbox(env.DB, { to: "9844400013" })).toEqual([]);
});

test("a right code marks the leads the mobile sent in the hour before, not an older one", async () => {
  await sendEnquiry("9844400014");
  await sendEnquiry("9844400014", { tName: "Aravali-E-Vehicles" });
  await env.DB.prepare("UPDATE lead SET receivedAt = receivedAt - ?2 WHERE mobile = ?1 AND traderTName = 'Aravali-E-Vehicles'")
    .bind("9844400014", OTP_SEND_WINDOW_MS + 1000).run();
  await postApi("sendOtp", { mobile: "9844400014" });
  expect((await verifyAnswer("9844400014", await codeSentTo("9844400014"))).Status).toBe("Success");
  const leads = (await ledger("9844400014")) as unknown as { traderTName: string; verifiedAt: number | null }[];
  expect(leads.map((l) => [l.traderTName, l.verifiedAt !== null])).toEqual([
    ["Aravali-E-Vehicles", false],
    ["Shree-Ganesh-E-Motors", true],
  ]);
});

test("sending and checking codes are answered by the Worker: a remote origin never hears of them", async () => {
  await sendEnquiry("9844400015");
  await postApi("sendOtp", { mobile: "9844400015" });
  await verify("9844400015", await codeSentTo("9844400015"));
  if (remoteMode()) expect(stubOrigin.calls.filter((c) => /\/api\/(sendOtp|verify)/.test(c))).toEqual([]);
  expect((await ledger("9844400015")).length).toBe(1);
});

test("a code whose SMS could not be sent is withdrawn: it cannot be used and does not count as a send", async () => {
  await sendEnquiry("9844400016");
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response('{"message":"busy"}', { status: 503 }));
  const token = await xsrfToken();
  const kaleyra = { SMS_PROVIDER: "kaleyra", KALEYRA_SID: "HXAP0000", KALEYRA_API_KEY: "test-key", SMS_SENDER_ID: "EVCATL" };
  const res = await fetchWorkerWithEnv(kaleyra, "/api/sendOtp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "10.44.0.16" },
    body: JSON.stringify({ mobile: "9844400016" }),
  });
  expect(res.status).toBe(502);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.otpNotSent);
  expectLogged("warn", /OTP not sent/);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_code WHERE mobile = ?1").bind("9844400016").first("n")).toBe(0);
});
