import { expect, test } from "vitest";
import { CustomerSchema, DUPLICATE_WINDOW_MS, EnquirySchema, isDuplicateLead } from "#app/domain/enquiry";

const base = { mobile: "9876543210", pincode: "201301", typeOfQuery: "Model" };

test("mobile: required, exactly 10 characters", () => {
  expect(EnquirySchema.safeParse(base).success).toBe(true);
  for (const mobile of ["", "987654321", "98765432101", "98765abcde"]) {
    expect(EnquirySchema.safeParse({ ...base, mobile }).success).toBe(false);
  }
});

test("pincode: required, exactly 6 characters, unless a location was detected", () => {
  expect(EnquirySchema.safeParse({ ...base, pincode: "20130" }).success).toBe(false);
  expect(EnquirySchema.safeParse({ ...base, pincode: "" }).success).toBe(false);
  expect(EnquirySchema.safeParse({ ...base, pincode: "", google: true, cityName: "Noida" }).success).toBe(true);
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
