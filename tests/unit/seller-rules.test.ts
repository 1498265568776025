import { expect, test } from "vitest";
import { newStaffMember, removalRefusal } from "#app/features/seller/rules/staff";
import { clockOfMinutes, minutesOfClock, settingsOfForm } from "#app/features/seller/rules/settings";
import { sellerNext } from "#app/features/seller/rules/next";
import { afterSend, afterVerify } from "#app/features/seller/rules/sign-in";
import * as words from "#app/features/seller/messages";

// The seller workspace's pure rules (docs/decisions/164).

const owner = { role: "owner" as const, mobile: "9000050103" };
const staff = { role: "staff" as const, mobile: "9811100001" };

test("only the owner removes a staff number, never its own or another owner's", () => {
  expect(removalRefusal(owner, staff)).toBeNull();
  expect(removalRefusal(staff, { role: "staff", mobile: "9811100002" })).toBe("not-owner");
  expect(removalRefusal(owner, owner)).toBe("self");
  expect(removalRefusal(owner, { role: "owner", mobile: "9811100009" })).toBe("owner");
  expect(removalRefusal(owner, null)).toBe("not-found");
});

test("a new staff number is a mobile in any usual writing, with a short one-line name", () => {
  expect(newStaffMember({ mobile: "+91 98111-00001", name: "  Ramesh   Kumar " })).toEqual({ ok: true, mobile: "9811100001", name: "Ramesh Kumar" });
  expect(newStaffMember({ mobile: "०९८१११००००१", name: "" })).toEqual({ ok: true, mobile: "9811100001", name: "" });
  for (const mobile of ["12345", "5811100001", "9999999999", "98111 0000"]) expect(newStaffMember({ mobile, name: "" }), mobile).toEqual({ ok: false, refusal: "mobile" });
  expect(newStaffMember({ mobile: "9811100001", name: "x".repeat(61) })).toEqual({ ok: false, refusal: "name" });
});

test("quiet hours are clock times turned into minutes after IST midnight, and back", () => {
  // 21 × 60 = 1260; 7 × 60 + 30 = 450; 23 × 60 + 59 = 1439
  expect(minutesOfClock("21:00")).toBe(1260);
  expect(minutesOfClock("07:30")).toBe(450);
  expect(minutesOfClock("23:59")).toBe(1439);
  for (const text of ["24:00", "7:30", "21:60", "21.00", ""]) expect(minutesOfClock(text), text).toBeNull();
  expect(clockOfMinutes(450)).toBe("07:30");
  expect(clockOfMinutes(0)).toBe("00:00");
});

test("the settings form needs a language offered and, when quiet hours are on, two different times", () => {
  const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";
  expect(settingsOfForm(form({ language: "en" }))).toEqual({ ok: true, settings: { language: "en", quiet: null } });
  // quiet 21:00–07:00 wraps midnight: from 1260 until 420
  expect(settingsOfForm(form({ language: "hi", quiet: "on", quietFrom: "21:00", quietUntil: "07:00" }))).toEqual({
    ok: true,
    settings: { language: "hi", quiet: { from: 1260, until: 420 } },
  });
  expect(settingsOfForm(form({ language: "hi", quietFrom: "21:00", quietUntil: "07:00" }))).toEqual({ ok: true, settings: { language: "hi", quiet: null } });
  expect(settingsOfForm(form({ language: "fr" }))).toEqual({ ok: false, refusal: "language" });
  expect(settingsOfForm(form({ language: "hi", quiet: "on", quietFrom: "21:00", quietUntil: "21:00" }))).toEqual({ ok: false, refusal: "quiet" });
  expect(settingsOfForm(form({ language: "hi", quiet: "on", quietFrom: "21:00" }))).toEqual({ ok: false, refusal: "quiet" });
});

test("after signing in a seller goes to the workspace page it came from, in the page's language, else the leads board", () => {
  expect(sellerNext("en", "/seller/staff?x=1")).toBe("/seller/staff?x=1");
  expect(sellerNext("hi", "/seller/staff")).toBe("/hi/seller/staff");
  expect(sellerNext("en", "/hi/seller/settings")).toBe("/seller/settings");
  for (const next of [null, "", "/seller", "/admin", "//evil.example/seller/x", "/brand/x", "https://evil.example/seller/leads", "/sellerx/y"]) {
    expect(sellerNext("en", next), String(next)).toBe("/seller/leads");
  }
  expect(sellerNext("hi", "/admin")).toBe("/hi/seller/leads");
});

test("what the sign-in page says of a code's answer: one message for every number, the code field only once one may have gone", () => {
  expect(afterSend({ status: 200 })).toEqual({ say: "codeMaybe", sent: true });
  expect(afterSend({ status: 400 })).toEqual({ say: "mobileInvalid", sent: false });
  expect(afterSend({ status: 429, messageKey: "otpResendWait", retryAfter: 12 })).toEqual({ say: "wait", sent: true, seconds: 12 });
  expect(afterSend({ status: 429, messageKey: "rateLimited" })).toEqual({ say: "sendLimit", sent: false });
  expect(afterSend({ status: 503 })).toEqual({ say: "budget", sent: false });
  expect(afterSend({ status: 403, messageKey: "otpChallenge", challenge: { token: "t", a: 1, b: 2 } })).toEqual({ say: "challenge", sent: false });
  expect(afterSend({ status: 502 })).toEqual({ say: "notSent", sent: false });
  expect(afterVerify({ status: 200, verified: true })).toBeNull();
  expect(afterVerify({ status: 200, verified: false })).toBe("codeWrong");
  expect(afterVerify({ status: 400, verified: false, issues: [{ path: "otp" }] })).toBe("codeInvalid");
  expect(afterVerify({ status: 400, verified: false, issues: [{ path: "mobile" }] })).toBe("mobileInvalid");
});

test("the workspace's words have the same keys in English and Hindi, and the Hindi is not the English", () => {
  const keys = (o: object, at = ""): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${at}${k}.`) : [`${at}${k}`]));
  expect(keys(words.hi)).toEqual(keys(words.en));
  const get = (o: object, path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
  const same = keys(words.en).filter((k) => get(words.en, k) === get(words.hi, k));
  // brand and channel names stay as the phone shows them (docs/glossary-hi.md)
  expect(same.sort()).toEqual(["settings.sms", "settings.whatsapp"]);
});
