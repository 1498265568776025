import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import { hi } from "#app/features/enquiry/messages";
import { answered, newChallenge } from "#app/features/enquiry/server/verification/challenge";
import { NEW_YEAR_IST, ORIGIN, bodyText, browse, expectLogged, fetchWorker, fetchWorkerWithEnv, loggedLines, sendEnquiry, signIn, stopClockAt, xsrfToken } from "./helpers";

// One-time code SMS have a site-wide hourly and daily budget (configuration), whose refusal tells
// the buyer plainly in both languages and alerts the operator once; an address (an IPv6 /64) that
// asked for several codes this hour answers a question before the next (docs/decisions/154).

afterEach(async () => {
  vi.useRealTimers();
  await env.DB.prepare("DELETE FROM otp_code").run();
  await env.DB.prepare("DELETE FROM operator_alert").run();
});

type Answer = { status: number; body: { error?: { code: string; messageKey?: string; challenge?: { token: string; a: number; b: number } }; Status?: string }; retryAfter: string | null };

/** POST /api/sendOtp from an address, with some variables changed. */
async function sendOtp(ip: string, body: Record<string, string>, vars: Partial<Env> = {}): Promise<Answer> {
  const token = await xsrfToken();
  const res = await fetchWorkerWithEnv(vars, "/api/sendOtp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, ...(ip ? { "CF-Connecting-IP": ip } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer["body"], retryAfter: res.headers.get("Retry-After") };
}

/** An enquiry from the mobile (so a code may be sent to it), then its code asked for from `ip`. */
async function enquireAndAsk(mobile: string, ip: string, vars: Partial<Env> = {}, extra: Record<string, string> = {}) {
  expect((await sendEnquiry(mobile, {}, ip ? { "CF-Connecting-IP": ip } : {})).status).toBe(200);
  return sendOtp(ip, { mobile, ...extra }, vars);
}

/** Codes sent already: `n` rows of `otp_code`, `agoMs` before now. */
async function codesSent(n: number, agoMs: number) {
  const at = Date.now() - agoMs;
  const rows = Array.from({ length: n }, (_, i) =>
    env.DB.prepare("INSERT INTO otp_code (mobile, salt, hash, createdAt, expiresAt) VALUES (?1, 's', 'h', ?2, ?3)").bind(`70000${String(i).padStart(5, "0")}`, at, at + 600_000),
  );
  for (let i = 0; i < rows.length; i += 100) await env.DB.batch(rows.slice(i, i + 100));
}

test("twenty addresses share the site's hourly budget: with a budget of 5 the sixth code is refused, whoever asks", async () => {
  const vars = { OTP_SEND_BUDGET_HOURLY: "5" };
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await enquireAndAsk(`98766${String(70000 + i)}`, `203.0.113.${i + 1}`, vars)).status);
  // 5 sent (200), then 15 refused (503): 5 + 15 = 20.
  expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(503)]);
  expectLogged("error", /operator alert: otp-budget-hourly/);
});

test("the configured hourly and daily budgets refuse the next code with a plain answer and Retry-After, and say so to the operator once", async () => {
  // On a fixed clock, so that the refusals fall in one hour and one IST day as the alerts count them.
  stopClockAt(NEW_YEAR_IST);
  // The default budget (wrangler.toml): 300 an hour. 300 codes sent 10 minutes ago fill it.
  await codesSent(300, 10 * 60_000);
  const first = await enquireAndAsk("9876680001", "198.51.100.1");
  expect(first.status).toBe(503);
  expect(first.body.error).toMatchObject({ code: "otp_budget_spent", messageKey: "otpBudgetSpent" });
  // The oldest of the 300 leaves the hour in 50 minutes: 3,000 s.
  expect(first.retryAfter).toBe("3000");
  const second = await enquireAndAsk("9876680002", "198.51.100.2");
  expect(second.status).toBe(503);
  // One alert for the hour, however many refusals: one row, one error line.
  expect(await env.DB.prepare("SELECT kind FROM operator_alert").all().then((r) => r.results)).toEqual([{ kind: "otp-budget-hourly" }]);
  expectLogged("error", /operator alert: otp-budget-hourly/);
  expect(loggedLines("error").filter((l) => /operator alert/.test(l))).toHaveLength(1);

  // The daily budget: 2,000 a day (the 300 above count too). 1,700 more, three hours ago.
  await codesSent(1_700, 3 * 60 * 60_000);
  const daily = await enquireAndAsk("9876680003", "198.51.100.3", { OTP_SEND_BUDGET_HOURLY: "100000" });
  expect(daily.status).toBe(503);
  expect(await env.DB.prepare("SELECT kind FROM operator_alert ORDER BY kind").all().then((r) => r.results)).toEqual([{ kind: "otp-budget-daily" }, { kind: "otp-budget-hourly" }]);
  expectLogged("error", /operator alert: otp-budget-daily/);

  // The operator's front page says it, in the operator's words.
  const page = bodyText(await (await browse(await signIn(), "/admin")).text());
  expect(page).toContain("the hour's budget of OTP SMS was spent");
  expect(page).toContain("the day's budget of OTP SMS was spent");
});

test("the buyer reads the budget's refusal plainly on the plain enquiry page, in English and in Hindi", async () => {
  await codesSent(300, 60_000);
  for (const [path, sentence] of [["/enquiry", ENQUIRY_MESSAGES.otpBudgetSpent], ["/hi/enquiry", hi.answers.otpBudgetSpent]] as const) {
    const mobile = path === "/enquiry" ? "9876680011" : "9876680012";
    expect((await sendEnquiry(mobile)).status).toBe(200);
    const token = await xsrfToken();
    const res = await fetchWorker(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": "192.0.2.77" },
      body: new URLSearchParams({ _xsrf: token, intent: "resend", mobile, back: "/" }),
    });
    expect(res.status, path).toBe(503);
    expect(bodyText(await res.text()), path).toContain(sentence);
  }
  expectLogged("error", /operator alert/);
});

test("an address that asked for three codes this hour answers a sum before the fourth; an IPv6 address counts by its /64", async () => {
  // Three codes from three addresses of one /64 (2001:db8:7:1::/64), to three mobiles.
  for (const [i, ip] of ["2001:db8:7:1::a", "2001:db8:7:1:ffff::1", "2001:db8:7:1:1:2:3:4"].entries()) {
    expect((await enquireAndAsk(`98766900${i}1`, ip)).status, ip).toBe(200);
  }
  // The fourth, from yet another address of that /64, is asked a question; another /64 is not.
  const asked = await enquireAndAsk("9876690041", "2001:db8:7:1::beef");
  expect(asked.status).toBe(403);
  expect(asked.body.error).toMatchObject({ code: "otp_challenge", messageKey: "otpChallenge" });
  const challenge = asked.body.error!.challenge!;
  expect((await enquireAndAsk("9876690051", "2001:db8:7:2::a")).status).toBe(200);
  // The right sum: the code is sent. (Five sends from the /64 in this minute: its rate limit's five.)
  const right = await sendOtp("2001:db8:7:1::beef", { mobile: "9876690041", challenge: challenge.token, answer: String(challenge.a + challenge.b) });
  expect(right.status).toBe(200);
});

test("the question before a busy address's code stops no script that reads it: only the site's budget caps the codes", async () => {
  // The numbers travel in the clear: the token is "a.b.expiry.signature". A script reads them
  // there and answers. With a budget of 4 an hour: three codes, the fourth after the question
  // answered from its own token, then the budget refuses the fifth (4 sent + 1 refused = 5 asked).
  const vars = { OTP_SEND_BUDGET_HOURLY: "4" };
  const ip = "198.51.100.90";
  for (const mobile of ["9876693001", "9876693002", "9876693003"]) expect((await enquireAndAsk(mobile, ip, vars)).status, mobile).toBe(200);
  const asked = await enquireAndAsk("9876693004", ip, vars);
  expect(asked.status).toBe(403);
  const [a, b] = asked.body.error!.challenge!.token.split(".").map(Number);
  const answered = await sendOtp(ip, { mobile: "9876693004", challenge: asked.body.error!.challenge!.token, answer: String(a! + b!) }, vars);
  expect(answered.status).toBe(200);
  // The budget, not the question, stops the next code, from this address or any other.
  const capped = await enquireAndAsk("9876693005", "198.51.100.91", vars);
  expect(capped.status).toBe(503);
  expect(capped.body.error).toMatchObject({ code: "otp_budget_spent" });
  expectLogged("error", /operator alert: otp-budget-hourly/);
});

test("a local run, where no request names its address, asks no question", async () => {
  // Four codes from "no address" (no CF-Connecting-IP): the fourth is sent like the first.
  for (const mobile of ["9876692001", "9876692002", "9876692003", "9876692004"]) expect((await enquireAndAsk(mobile, "")).status, mobile).toBe(200);
});

test("a wrong sum is asked again with a new question; a question is good for its own address, mobile and ten minutes only", async () => {
  for (const [i, ip] of ["192.0.2.10", "192.0.2.10", "192.0.2.10"].entries()) expect((await enquireAndAsk(`98766910${i}1`, ip)).status).toBe(200);
  const asked = await enquireAndAsk("9876691041", "192.0.2.10");
  const challenge = asked.body.error!.challenge!;
  const wrong = await sendOtp("192.0.2.10", { mobile: "9876691041", challenge: challenge.token, answer: String(challenge.a + challenge.b + 1) });
  expect(wrong.status).toBe(403);
  expect(wrong.body.error).toMatchObject({ code: "otp_challenge", messageKey: "otpChallengeWrong" });
  expect(wrong.body.error!.challenge!.token).not.toBe(challenge.token);

  // The rule itself (app/features/enquiry/server/verification/challenge.ts), at a fixed clock.
  const now = Date.UTC(2026, 11, 7, 10, 0, 0);
  const q = await newChallenge(env.XSRF_SECRET, "digest-a", "9876691041", now);
  const sum = String(q.a + q.b);
  expect(await answered(env.XSRF_SECRET, "digest-a", "9876691041", q.token, sum, now)).toBe(true);
  expect(await answered(env.XSRF_SECRET, "digest-b", "9876691041", q.token, sum, now)).toBe(false);
  expect(await answered(env.XSRF_SECRET, "digest-a", "9876691042", q.token, sum, now)).toBe(false);
  // Ten minutes is 600,000 ms: good at the last millisecond, not one after.
  expect(await answered(env.XSRF_SECRET, "digest-a", "9876691041", q.token, sum, now + 600_000)).toBe(true);
  expect(await answered(env.XSRF_SECRET, "digest-a", "9876691041", q.token, sum, now + 600_001)).toBe(false);
  // Another secret's token, or the numbers changed in it, is no question of this Worker's.
  expect(await answered("another-secret", "digest-a", "9876691041", q.token, sum, now)).toBe(false);
  const [, , expiry, signature] = q.token.split(".");
  expect(await answered(env.XSRF_SECRET, "digest-a", "9876691041", `1.1.${expiry}.${signature}`, "2", now)).toBe(false);
});

test("without JavaScript the page asks the sum and sends the code once it is answered", async () => {
  const ip = "203.0.113.200";
  for (const mobile of ["9876690071", "9876690072", "9876690073"]) expect((await enquireAndAsk(mobile, ip)).status).toBe(200);
  expect((await sendEnquiry("9876690074", {}, { "CF-Connecting-IP": ip })).status).toBe(200);
  const token = await xsrfToken();
  const post = (fields: Record<string, string>) =>
    fetchWorker("/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN, Cookie: `XSRF-TOKEN=${token}`, "CF-Connecting-IP": ip },
      body: new URLSearchParams({ _xsrf: token, intent: "resend", mobile: "9876690074", back: "/", ...fields }),
    });
  const asked = await post({});
  expect(asked.status).toBe(403);
  const html = await asked.text();
  const sum = /What is (\d) \+ (\d)\?/.exec(bodyText(html));
  expect(sum).not.toBeNull();
  const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
  expect(challenge).toBeDefined();
  const sent = await post({ challenge: challenge!, answer: String(Number(sum![1]) + Number(sum![2])) });
  expect(sent.status).toBe(200);
  expect(bodyText(await sent.text())).toContain("OTP sent by SMS to +91 98766 90074");
});
