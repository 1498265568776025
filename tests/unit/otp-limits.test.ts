import { expect, test } from "vitest";
import { OTP_START, challengeIn, otpReducer, otpResendShown } from "#app/features/enquiry/components/otp-state";
import { otpWaitWords } from "#app/shared/rules/otp-countdown";
import { clientKey } from "#app/shared/rules/network-address";
import { DEFAULT_SEND_BUDGET, challengeOf, sendBudgetOf } from "#app/shared/verification";

// The pure rules of the one-time codes' limits (docs/decisions/154): the key an address is
// counted under, the configured budget, and the question's token.

test("a client address is counted as itself for IPv4 and by its /64 for IPv6; IPv4 carried in IPv6 as that IPv4", () => {
  expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
  // 2001:db8:7:1::a and 2001:db8:7:1:ffff::1 share their first 64 bits: 2001:0db8:0007:0001.
  expect(clientKey("2001:db8:7:1::a")).toBe("2001:db8:7:1::/64");
  expect(clientKey("2001:db8:7:1:ffff::1")).toBe("2001:db8:7:1::/64");
  expect(clientKey("2001:0DB8:0007:0001:0000:0000:0000:0001")).toBe("2001:db8:7:1::/64");
  expect(clientKey("2001:db8:7:2::a")).toBe("2001:db8:7:2::/64");
  // "::1" is all zeros in its first 64 bits.
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
  expect(clientKey("local")).toBe("local");
});

test("the send budget is read from configuration as whole numbers, else the defaults of 300 an hour and 2,000 a day", () => {
  expect(DEFAULT_SEND_BUDGET).toEqual({ hourly: 300, daily: 2000 });
  expect(sendBudgetOf({ OTP_SEND_BUDGET_HOURLY: "50", OTP_SEND_BUDGET_DAILY: "400" })).toEqual({ hourly: 50, daily: 400 });
  // 0 stops every code; anything that is not a whole number is the default.
  expect(sendBudgetOf({ OTP_SEND_BUDGET_HOURLY: "0", OTP_SEND_BUDGET_DAILY: " 10 " })).toEqual({ hourly: 0, daily: 10 });
  expect(sendBudgetOf({ OTP_SEND_BUDGET_HOURLY: "-5", OTP_SEND_BUDGET_DAILY: "lots" })).toEqual({ hourly: 300, daily: 2000 });
  expect(sendBudgetOf({})).toEqual({ hourly: 300, daily: 2000 });
});

test("a question's token names its two numbers; anything else is no question", () => {
  const signature = "a".repeat(43);
  expect(challengeOf(`4.7.1765101600000.${signature}`)).toEqual({ token: `4.7.1765101600000.${signature}`, a: 4, b: 7 });
  for (const bad of [`0.7.1765101600000.${signature}`, `4.10.1765101600000.${signature}`, `4.7.17651016.${signature}`, "4.7", ""]) expect(challengeOf(bad), bad).toBeNull();
});

test("the dialog shows a question in place of Resend until a code is sent", () => {
  const token = `3.5.1765101600000.${"b".repeat(43)}`;
  const body = { error: { code: "otp_challenge", challenge: { token, a: 3, b: 5 } } };
  expect(challengeIn(body)).toEqual({ token, a: 3, b: 5 });
  expect(challengeIn({ error: { code: "otp_send_limit" } })).toBeNull();
  const asked = otpReducer(otpReducer(OTP_START, { type: "send" }), { type: "sendRefused", message: "otpChallenge", challenge: challengeIn(body) });
  expect(asked.challenge).toEqual({ token, a: 3, b: 5 });
  expect(otpResendShown(asked)).toBe(false);
  const sent = otpReducer(otpReducer(asked, { type: "send" }), { type: "sent" });
  expect(sent.challenge).toBeNull();
});

test("a wait of more than two minutes (the site's budget) is said in minutes, rounded up; a shorter one in seconds", () => {
  expect(otpWaitWords(30)).toEqual({ key: "resendIn", n: 30 });
  expect(otpWaitWords(120)).toEqual({ key: "resendIn", n: 120 });
  // 121 s is 2 min 1 s: 3 minutes once rounded up; 3,336 s is 55.6 minutes: 56.
  expect(otpWaitWords(121)).toEqual({ key: "resendInMinutes", n: 3 });
  expect(otpWaitWords(3_336)).toEqual({ key: "resendInMinutes", n: 56 });
});
