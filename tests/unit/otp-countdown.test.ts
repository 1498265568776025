import { expect, test } from "vitest";
import {
  OTP_IDLE,
  OTP_INITIAL_MS,
  otpCountdownFrom,
  otpCountdownSeconds,
  otpCountdownText,
  startOtpCountdown,
  tickOtpCountdown,
  type OtpCountdown,
} from "#app/shared/rules/otp-countdown";

const ticks = (state: OtpCountdown, n: number) => {
  let s = state;
  for (let i = 0; i < n; i++) s = tickOtpCountdown(s);
  return s;
};

test("OTP resend timer initial value 30000", () => {
  expect(OTP_INITIAL_MS).toBe(30000);
  expect(startOtpCountdown()).toEqual({ remainingMs: 30000, running: true });
});

test("a sent code starts a resend countdown with text Resend OTP in N second", () => {
  expect(otpCountdownText(startOtpCountdown())).toBe("Resend OTP in 30 second");
  expect(otpCountdownText(ticks(startOtpCountdown(), 1))).toBe("Resend OTP in 29 second");
  expect(otpCountdownText(ticks(startOtpCountdown(), 29))).toBe("Resend OTP in 1 second");
});

test("counted down and shown as rounded seconds", () => {
  expect(otpCountdownText(tickOtpCountdown(startOtpCountdown(), 1))).toBe("Resend OTP in 30 second");
  expect(otpCountdownText(tickOtpCountdown(startOtpCountdown(), 600))).toBe("Resend OTP in 29 second");
});

test("at zero the countdown stops and resets", () => {
  const end = ticks(startOtpCountdown(), 30);
  expect(end).toEqual(OTP_IDLE);
  expect(end).toEqual({ remainingMs: OTP_INITIAL_MS, running: false });
  expect(otpCountdownText(end)).toBeNull();
});

test("a stopped countdown does not move", () => {
  expect(tickOtpCountdown(OTP_IDLE)).toBe(OTP_IDLE);
});

test("a wait the server names counts down the same way; none is a stopped countdown", () => {
  expect(otpCountdownSeconds(otpCountdownFrom(12_400))).toBe(12);
  expect(otpCountdownFrom(0)).toEqual(OTP_IDLE);
  expect(otpCountdownSeconds(OTP_IDLE)).toBeNull();
});
