import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { en, hi } from "#app/features/enquiry/messages";
import { ENQUIRY_MESSAGES as M } from "#app/shared/rules/enquiry-messages";
import { readOutbox } from "#app/shared/messaging/local";
import { bodyText, fetchWorker, ledger, ORIGIN, xsrfToken } from "./helpers";

// Verified numbers on the enquiry page without JavaScript (docs/decisions/109): after an accepted
// enquiry the page offers the code sent by SMS, checks it and sends another, all as forms that
// carry the visitor's anti-forgery token.

const PAGE = "/enquiry?typeOfQuery=Dealer&brandName=Mahindra&modelName=Treo&traderName=Shree-Ganesh-E-Motors";
let ip = 0;

async function post(fields: Record<string, string>, cookie: string, page = PAGE) {
  ip += 1;
  const res = await fetchWorker(page, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, "CF-Connecting-IP": `10.21.${ip}.9`, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, html: await res.text() };
}

async function enquire(mobile: string, page = PAGE) {
  const token = await xsrfToken();
  const cookie = `XSRF-TOKEN=${token}`;
  const fields = { _xsrf: token, id: `otp-page-${mobile}`, typeOfQuery: "Dealer", brandName: "Mahindra", modelName: "Treo", traderName: "Shree-Ganesh-E-Motors", mobile, pincode: "201301" };
  return { token, cookie, ...(await post(fields, cookie, page)) };
}

const hiddenValue = (html: string, name: string) => [...html.matchAll(new RegExp(`name="${name}" value="([^"]*)"`, "g"))].map((m) => m[1]);
const codeOf = async (mobile: string) => /\b\d{6}\b/.exec((await readOutbox(env.DB, { to: mobile, limit: 1 }))[0]!.text)![0];

test("after an accepted enquiry the plain page offers the code sent by SMS, the countdown and a resend, with the anti-forgery field", async () => {
  const { status, html, token } = await enquire("9811100001");
  expect(status).toBe(200);
  const text = bodyText(html);
  expect(text).toContain(en.confirmTitle);
  expect(text).toContain("OTP sent by SMS to +91 98111 00001");
  expect(text).toContain("Resend OTP in 30 second");
  expect(html).toMatch(/<input[^>]*name="otp"[^>]*autoComplete="one-time-code"|<input[^>]*autocomplete="one-time-code"[^>]*name="otp"/i);
  expect(hiddenValue(html, "intent")).toEqual(["verify", "resend"]);
  expect(hiddenValue(html, "_xsrf")).toEqual([token, token]);
  expect(hiddenValue(html, "mobile")).toEqual(["9811100001", "9811100001"]);
  expect((await readOutbox(env.DB, { to: "9811100001" })).map((m) => m.kind)).toEqual(["otp"]);
});

test("the plain page checks the code: Failed shows its Details and keeps the field; Success confirms the number", async () => {
  const { cookie, token } = await enquire("9811100002");
  const code = await codeOf("9811100002");
  const wrong = await post({ _xsrf: token, intent: "verify", mobile: "9811100002", otp: code === "000000" ? "000001" : "000000" }, cookie);
  expect(wrong.status).toBe(200);
  expect(bodyText(wrong.html)).toContain(M.otpWrong);
  expect(hiddenValue(wrong.html, "intent")).toContain("verify");
  const right = await post({ _xsrf: token, intent: "verify", mobile: "9811100002", otp: code }, cookie);
  expect(bodyText(right.html)).toContain(en.verified);
  expect(hiddenValue(right.html, "intent")).toEqual([]);
  const [lead] = (await ledger("9811100002")) as unknown as { verifiedAt: number | null }[];
  expect(lead!.verifiedAt).not.toBeNull();
});

test("a resend asked for before the countdown ran out says to wait, with the seconds left", async () => {
  const { cookie, token } = await enquire("9811100003");
  const early = await post({ _xsrf: token, intent: "resend", mobile: "9811100003" }, cookie);
  expect(early.status).toBe(429);
  const text = bodyText(early.html);
  expect(text).toContain(M.otpResendWait);
  expect(text).toMatch(/Resend OTP in ([1-9]|[12]\d|30) second/);
  expect(await readOutbox(env.DB, { to: "9811100003" })).toHaveLength(1);
});

test("the code's forms are refused without the anti-forgery field", async () => {
  const { cookie } = await enquire("9811100004");
  const forged = await post({ intent: "verify", mobile: "9811100004", otp: await codeOf("9811100004") }, cookie);
  expect(forged.status).toBe(403);
  const [lead] = (await ledger("9811100004")) as unknown as { verifiedAt: number | null }[];
  expect(lead!.verifiedAt).toBeNull();
});

test("the Hindi page offers the code in Hindi", async () => {
  const { html } = await enquire("9811100005", `/hi${PAGE}`);
  const text = bodyText(html);
  expect(text).toContain(hi.confirmTitle);
  expect(text).toContain(hi.resendIn.replace("{n}", "30"));
  expect(text).toContain(hi.resend);
});
