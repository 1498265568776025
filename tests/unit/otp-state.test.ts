import { expect, test } from "vitest";
import { OTP_START, type OtpAction, type OtpState, otpReducer, otpResendText, parseVerifyAnswer } from "#app/components/enquiry/otp-state";

const run = (actions: OtpAction[], from: OtpState = OTP_START) => actions.reduce(otpReducer, from);
const ticks = (n: number): OtpAction[] => Array.from({ length: n }, () => ({ type: "tick" }));
const success: OtpAction = { type: "answered", answer: { Status: "Success", Details: "session-1" } };

test("verify returning Success hides the form and starts a resend countdown", () => {
  const state = run([{ type: "verify" }, success]);
  expect(state).toMatchObject({ formShown: false, verifying: false, session: "session-1", message: null });
  expect(otpResendText(state)).toBe("Resend OTP in 30 second");
});

test("the countdown shows rounded seconds, and at zero stops and resets", () => {
  expect(otpResendText(run([success, ...ticks(1)]))).toBe("Resend OTP in 29 second");
  expect(otpResendText(run([success, ...ticks(29)]))).toBe("Resend OTP in 1 second");
  const end = run([success, ...ticks(30)]);
  expect(otpResendText(end)).toBeNull();
  expect(end.countdown).toEqual(OTP_START.countdown);
  expect(run(ticks(3))).toEqual(OTP_START);
});

test("OTP result Failed shows the Details message and keeps the form", () => {
  const state = run([{ type: "verify" }, { type: "answered", answer: { Status: "Failed", Details: "The OTP is incorrect or has expired." } }]);
  expect(state).toMatchObject({ formShown: true, verifying: false, message: "The OTP is incorrect or has expired.", session: null });
  expect(otpResendText(state)).toBeNull();
});

test("a new verify clears the previous message", () => {
  const failed = run([{ type: "failed", message: "Offline" }]);
  expect(otpReducer(failed, { type: "verify" })).toMatchObject({ verifying: true, message: null });
});

test("only Status Success or Failed with a Details text is a verify answer", () => {
  expect(parseVerifyAnswer({ Status: "Success", Details: "x" })).toEqual({ Status: "Success", Details: "x" });
  expect(parseVerifyAnswer({ Status: "OK", Details: "x" })).toBeNull();
  expect(parseVerifyAnswer({ Status: "Failed" })).toBeNull();
  expect(parseVerifyAnswer(null)).toBeNull();
});
