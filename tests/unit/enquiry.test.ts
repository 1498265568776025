import { expect, test } from "vitest";
import {
  CityRecordSchema, CustomerSchema, DUPLICATE_WINDOW_MS, EnquirySchema, VerifySchema, isDuplicateLead,
} from "#app/shared/enquiry";
import { ANSWER as M } from "#app/shared/rules/enquiry-messages";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const base = { mobile: "9876543210", pincode: "201301", typeOfQuery: "Model" };

test("mobile: required, exactly 10 characters", () => {
  expect(EnquirySchema.safeParse(base).success).toBe(true);
  for (const mobile of ["", "987654321", "98765432101", "98765abcde"]) {
    expect(EnquirySchema.safeParse({ ...base, mobile }).success).toBe(false);
  }
});

test("mobile: an Indian mobile number, 10 digits starting 6-9", () => {
  for (const mobile of ["6000012345", "7012345678", "8800112233", "9876543210"]) {
    expect(EnquirySchema.safeParse({ ...base, mobile }).success).toBe(true);
  }
  for (const mobile of ["0000000000", "1234567890", "5876543210", "0987654321"]) {
    expect(messages(EnquirySchema.safeParse({ ...base, mobile })), mobile).toEqual({ mobile: M.mobileInvalid });
  }
  // One digit ten times has the shape but is no one's number: its own message (tests/unit/mobile.test.ts).
  for (const mobile of ["9999999999", "6666666666"]) {
    expect(messages(EnquirySchema.safeParse({ ...base, mobile })), mobile).toEqual({ mobile: M.mobileNotReal });
  }
});

test("pincode: required, 6 digits not starting with 0, unless a location was detected", () => {
  for (const pincode of ["20130", "", "000000", "012345", "2013010"]) {
    expect(messages(EnquirySchema.safeParse({ ...base, pincode })), pincode).toEqual({ pincode: M.pincodeInvalid });
  }
  expect(EnquirySchema.safeParse({ ...base, pincode: "110001" }).success).toBe(true);
  const detected = { ...base, pincode: "", google: true, cityName: "Noida", lat: 28.57, lng: 77.32 };
  expect(EnquirySchema.safeParse(detected).success).toBe(true);
  expect(messages(EnquirySchema.safeParse({ ...detected, pincode: "000000" }))).toEqual({ pincode: M.pincodeInvalid });
});

test("google: true needs coordinates", () => {
  const result = EnquirySchema.safeParse({ ...base, pincode: "", google: true, cityName: "Noida" });
  expect(messages(result)).toEqual({ lat: M.locationMissing });
  const nulls = EnquirySchema.safeParse({ ...base, pincode: "", google: true, lat: null, lng: null });
  expect(messages(nulls)).toEqual({ lat: M.locationMissing });
});

test("coordinates must lie inside India: lat 95 and a position abroad are refused", () => {
  const at = (lat: unknown, lng: unknown) => EnquirySchema.safeParse({ ...base, google: true, lat, lng });
  expect(at(28.57, 77.32).success).toBe(true);
  expect(at(8.08, 77.55).success).toBe(true); // Kanyakumari
  expect(messages(at(95, 77.32))).toEqual({ lat: M.locationOutsideIndia });
  expect(messages(at(51.5, -0.12))).toEqual({ lat: M.locationOutsideIndia });
  expect(messages(at(28.57, undefined))).toEqual({ lat: M.locationOutsideIndia });
  expect(EnquirySchema.safeParse({ ...base, lat: 95, lng: 77 }).success).toBe(false);
});

test("the registration, verify and city record use the same mobile and pincode rules", () => {
  expect(messages(CustomerSchema.safeParse({ mobile: "1234567890" }))).toEqual({ mobile: M.mobileInvalid });
  expect(messages(CustomerSchema.safeParse({ mobile: "9876543210", pincode: "000000" }))).toEqual({ pincode: M.pincodeInvalid });
  expect(VerifySchema.safeParse({ mobile: "0000000000", otp: "1234" }).success).toBe(false);
  expect(CityRecordSchema.safeParse({ pincode: "000000" }).success).toBe(false);
});

test("name: defaults are filled (Customer / customer)", () => {
  expect(EnquirySchema.parse(base).name).toBe("Customer");
  expect(EnquirySchema.parse({ ...base, name: "  " }).name).toBe("Customer");
  expect(CustomerSchema.parse({ mobile: "9876543210" }).name).toBe("customer");
});

test("typeOfQuery must be one of the known kinds", () => {
  expect(EnquirySchema.safeParse({ ...base, typeOfQuery: "Contact For Finance" }).success).toBe(true);
  expect(EnquirySchema.safeParse({ ...base, typeOfQuery: "Spam" }).success).toBe(false);
});

test("the terms checkbox is not enforced as required", () => {
  expect(EnquirySchema.parse({ ...base, chkBox: false }).chkBox).toBe(false);
  expect(EnquirySchema.parse({ ...base, chkBox: "on" }).chkBox).toBe(true);
});

test("every field is bounded", () => {
  expect(EnquirySchema.safeParse({ ...base, note: "x".repeat(501) }).success).toBe(false);
  expect(EnquirySchema.safeParse({ ...base, brandName: "x".repeat(101) }).success).toBe(false);
});

test("an enquiry repeated within 30 days is a duplicate lead, after 30 days a new one", () => {
  const now = Date.UTC(2026, 10, 22);
  expect(isDuplicateLead(undefined, now)).toBe(false);
  expect(isDuplicateLead(now - DUPLICATE_WINDOW_MS + 1, now)).toBe(true);
  expect(isDuplicateLead(now - DUPLICATE_WINDOW_MS, now)).toBe(false);
});
