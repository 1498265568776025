import { expect, test } from "vitest";
import {
  OTP_START,
  type OtpAction,
  type OtpState,
  otpFormShown,
  otpReducer,
  otpResendSeconds,
  otpResendShown,
  otpResendText,
  parseVerifyAnswer,
} from "#app/features/enquiry/components/otp-state";

// The OTP flow with verified numbers (docs/decisions/109): the countdown runs from the send.

const run = (actions: OtpAction[], from: OtpState = OTP_START) => actions.reduce(otpReducer, from);
const ticks = (n: number): OtpAction[] => Array.from({ length: n }, () => ({ type: "tick" }));
const sent: OtpAction[] = [{ type: "send" }, { type: "sent" }];
const success: OtpAction = { type: "answered", answer: { Status: "Success", Details: "session-1" } };

test("a sent code offers the code field and starts the resend countdown Resend OTP in N second", () => {
  expect(otpFormShown(OTP_START)).toBe(false);
  const state = run(sent);
  expect(otpFormShown(state)).toBe(true);
  expect(otpResendText(state)).toBe("Resend OTP in 30 second");
  expect(otpResendShown(state)).toBe(false);
});

test("the countdown shows rounded seconds, and at zero stops and resets: then a new code may be asked for", () => {
  expect(otpResendText(run([...sent, ...ticks(1)]))).toBe("Resend OTP in 29 second");
  expect(otpResendSeconds(run([...sent, ...ticks(29)]))).toBe(1);
  const end = run([...sent, ...ticks(30)]);
  expect(otpResendText(end)).toBeNull();
  expect(end.countdown).toEqual(OTP_START.countdown);
  expect(otpResendShown(end)).toBe(true);
  expect(run(ticks(3))).toEqual(OTP_START);
});

test("verify returning Success hides the form and stops the countdown", () => {
  const state = run([...sent, { type: "verify" }, success]);
  expect(state).toMatchObject({ verified: true, verifying: false, session: "session-1", message: null });
  expect(otpFormShown(state)).toBe(false);
  expect(otpResendShown(state)).toBe(false);
  expect(otpResendText(state)).toBeNull();
});

test("OTP result Failed shows the Details message and keeps the form", () => {
  const state = run([...sent, { type: "verify" }, { type: "answered", answer: { Status: "Failed", Details: "That OTP is not right." } }]);
  expect(state).toMatchObject({ verified: false, verifying: false, message: "That OTP is not right.", session: null });
  expect(otpFormShown(state)).toBe(true);
});

test("a refused send shows why, keeps the field for a code sent before, and counts down the server's wait", () => {
  const state = run([{ type: "send" }, { type: "sendRefused", message: "Please wait", waitMs: 12_000 }]);
  expect(state).toMatchObject({ sent: true, sending: false, message: "Please wait" });
  expect(otpResendText(state)).toBe("Resend OTP in 12 second");
  const failed = run([{ type: "send" }, { type: "sendRefused", message: "Not sent" }]);
  expect(otpResendShown(failed)).toBe(true);
  // The field is offered for a code that may be with the buyer: one sent in this dialog, or one the
  // mobile's own limits say went to it; not after the site's budget refused the first code.
  expect(otpFormShown(run([{ type: "send" }, { type: "sendRefused", message: "otpBudgetSpent" }]))).toBe(false);
  expect(otpFormShown(run([...sent, ...ticks(30), { type: "send" }, { type: "sendRefused", message: "otpBudgetSpent" }]))).toBe(true);
  expect(otpFormShown(run([{ type: "send" }, { type: "sendRefused", message: "otpSendLimit" }]))).toBe(true);
});

test("a new verify or send clears the previous message", () => {
  const failed = run([...sent, { type: "failed", message: "Offline" }]);
  expect(otpReducer(failed, { type: "verify" })).toMatchObject({ verifying: true, message: null });
  expect(otpReducer(failed, { type: "send" })).toMatchObject({ sending: true, message: null });
});

test("only Status Success or Failed with a Details text is a verify answer", () => {
  expect(parseVerifyAnswer({ Status: "Success", Details: "x" })).toEqual({ Status: "Success", Details: "x" });
  expect(parseVerifyAnswer({ Status: "OK", Details: "x" })).toBeNull();
  expect(parseVerifyAnswer({ Status: "Failed" })).toBeNull();
  expect(parseVerifyAnswer(null)).toBeNull();
});
