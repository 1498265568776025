import { z } from "zod";

// The payloads of the enquiry dialog. One schema per payload, shared by the dialog, the
// no-JavaScript form action, the BFF validator and the embedded origin.

import { ANSWER as M } from "./rules/enquiry-messages";
import { MOBILE_LENGTH, PHONE_PREFIX, PINCODE_LENGTH, PINCODE_PATTERN, pincodeDigits } from "./rules/phone";
import { insideIndia } from "./rules/india";
import { mobileProblem, nationalMobile } from "./rules/mobile";
import { noticeField } from "./privacy-notice";

export { MOBILE_LENGTH, PHONE_PREFIX, PINCODE_LENGTH, PINCODE_PATTERN };

/** typeOfQuery values: the dialog's kinds, the price-row labels and the spec's other kinds. */
export const QUERY_TYPES = [
  "Contact", "Model", "Dealership", "Dealer Inquiry", "Manufacturer Inquiry", "Dealer",
  "Contact For Finance", "Contact to Talk Dealer", "Apply for Dealership", "Contact to Know More",
  "Find Dealer", "Know More", "Contact Dealer", "Contact Manufacturer",
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

const short = (max = 100) => z.string().trim().max(max).default("");

// A field's message is a code of ./enquiry-messages.ts (the page words it in its language; the API
// adds the English). A mobile as people write it ("+91 98765 43210", Devanagari digits) is kept as
// its ten national digits; one that cannot be an Indian mobile is refused (app/shared/rules/mobile.ts).
export const mobileField = z
  .string({ error: M.mobileRequired })
  .overwrite((v) => nationalMobile(v) ?? v.trim())
  .superRefine((value, ctx) => {
    const problem = mobileProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: M[problem] });
  });
// Spaces and hyphens people type inside a pincode ("201 301"), and digits of any script, are read
// as the six digits.
export const pincodeField = z
  .string({ error: M.pincodeRequired })
  .overwrite(pincodeDigits)
  .regex(PINCODE_PATTERN, M.pincodeInvalid);
const nameField = (fallback: string) =>
  z.string().trim().max(80).transform((v) => v || fallback).default(fallback);
/** Absent, null or empty is no coordinate (a form sends "", a client may send null). */
const coordinate = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.coerce.number().min(-180).max(180).optional(),
);
const checkbox = z
  .union([z.boolean(), z.enum(["true", "false", "on", ""])])
  .transform((v) => v === true || v === "true" || v === "on")
  .default(false);

export const EnquirySchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, M.idInvalid).optional(),
    name: nameField("Customer"),
    mobile: mobileField,
    brandName: short(),
    modelName: short(),
    tName: short(),
    areaName: short(),
    pincode: z.string().overwrite(pincodeDigits).max(PINCODE_LENGTH + 4).default(""),
    cityName: short(),
    districtName: short(),
    stateName: short(),
    chkBox: checkbox,
    typeOfQuery: z.enum(QUERY_TYPES, { error: M.kindUnknown }),
    quantity: z.coerce.number().int().min(1).max(1000).default(1),
    date: short(40),
    note: short(500),
    lat: coordinate,
    lng: coordinate,
    google: checkbox,
    /** The version of the privacy notice the form showed before taking the mobile (docs/decisions/152). */
    notice: noticeField,
  })
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    // A detected location replaces the pincode (then it may be empty); otherwise it is required.
    if ((!e.google || e.pincode) && !PINCODE_PATTERN.test(e.pincode)) issue("pincode", M.pincodeInvalid);
    // Coordinates come as a pair, inside India; a detected location must have them.
    const located = e.lat !== undefined || e.lng !== undefined;
    if (e.google && !located) issue("lat", M.locationMissing);
    if (located && !(e.lat !== undefined && e.lng !== undefined && insideIndia(e.lat, e.lng))) {
      issue("lat", M.locationOutsideIndia);
    }
  });

export const CustomerSchema = z.object({
  name: nameField("customer"),
  mobile: mobileField,
  pincode: z.union([pincodeField, z.literal("")]).default(""),
  otp: z.string().trim().regex(/^\d{0,6}$/, M.otpFormat).default(""),
  date: short(40),
  chkBox: checkbox,
});

/**
 * What a one-time code is for. confirm: the number of an enquiry just sent (the default), which
 * the right code marks verified; sign-in: a buyer opening their own enquiries
 * (docs/decisions/152); seller-sign-in: a trader's staff member opening the seller workspace
 * (docs/decisions/164). A sign-in opens what it opens and confirms nothing.
 */
export const OTP_PURPOSES = ["confirm", "sign-in", "seller-sign-in"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const otpPurposeField = z.enum(OTP_PURPOSES).default("confirm");

export const VerifySchema = z.object({
  name: nameField("customer"),
  mobile: mobileField,
  otp: z.string().trim().regex(/^\d{4,6}$/, M.otpInvalid),
  purpose: otpPurposeField,
});

/** City record of the dialog. */
export const CityRecordSchema = z.object({
  city: short(),
  district: short(),
  state: short(),
  country: short(),
  pincode: z.union([pincodeField, z.literal("")]).default(""),
  from: short(),
});

/** addLocation: the spec does not show its body; see docs/decisions/002-post-calls.md. */
export const LocationRecordSchema = z.object({
  mobile: z.union([mobileField, z.literal("")]).default(""),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  cityName: short(),
  districtName: short(),
  stateName: short(),
  pincode: z.union([pincodeField, z.literal("")]).default(""),
});

export type Enquiry = z.output<typeof EnquirySchema>;
export type Customer = z.output<typeof CustomerSchema>;
export type VerifyRequest = z.output<typeof VerifySchema>;
export type CityRecord = z.output<typeof CityRecordSchema>;
export type LocationRecord = z.output<typeof LocationRecordSchema>;

/** Duplicate-lead window: same mobile, model, trader and kind within 30 days is not billable. */
export const DUPLICATE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
export function isDuplicateLead(previousAt: number | undefined, now: number): boolean {
  return previousAt !== undefined && now - previousAt < DUPLICATE_WINDOW_MS;
}
