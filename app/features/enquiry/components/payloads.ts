import type { z } from "zod";
import {
  CityRecordSchema,
  CustomerSchema,
  EnquirySchema,
  type CityRecord,
  type Customer,
  type Enquiry,
} from "#app/shared/enquiry";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { pincodeDigits } from "#app/shared/rules/phone";
import type { EnquiryInput } from "./input";
import { type Said, saidOf } from "./say";

// The bodies of one enquiry — registration, enquiry, city record — built from the entry form and
// checked with the same schemas the BFF applies. Shared by the dialog and the plain page's action.

/** What the visitor typed or ticked. */
export type EntryValues = { mobile: string; pincode: string; chkBox: boolean };

/** A detected location: getGeoCode's city for the browser's position (ADR 030). */
export type DetectedPlace = {
  cityName: string;
  districtName: string;
  stateName: string;
  pincode: string;
  areaName: string;
  lat: number;
  lng: number;
};

export type Payloads = { customer: Customer; query: Enquiry; city?: CityRecord };
export type EntryField = "mobile" | "pincode";
/** One message per field (a key of the enquiry answers); `form` for anything the visitor cannot fix in a field. */
export type EntryErrors = Partial<Record<EntryField | "form", Said>>;
export type Checked = { ok: true; payloads: Payloads } | { ok: false; errors: EntryErrors };

export const ENTRY_FIELDS: readonly EntryField[] = ["mobile", "pincode"];
/** Names are not asked for: the spec's defaults are filled. */
const QUERY_NAME = "Customer";
const CUSTOMER_NAME = "customer";

export function checkEntry(args: {
  id: string;
  input: EnquiryInput;
  values: EntryValues;
  place?: DetectedPlace;
  now: number;
  /** The version of the privacy notice the form showed (app/features/privacy/components/notice.tsx), kept with the lead. */
  notice?: string;
}): Checked {
  const { id, input, values, place, now, notice } = args;
  // "+91 98765 43210" pasted from a contact card, or typed in Devanagari digits, is the same
  // 10 digit number: the schemas read it with the server's rule (app/shared/rules/mobile.ts).
  const mobile = values.mobile;
  // "201 301" as people write it is the pincode 201301.
  const pincode = place ? place.pincode : pincodeDigits(values.pincode);
  const date = formatIstDateTime(now);
  const query = EnquirySchema.safeParse({
    id,
    name: QUERY_NAME,
    mobile,
    brandName: input.brandName,
    modelName: input.modelName,
    tName: input.traderName,
    areaName: place?.areaName,
    pincode,
    cityName: place?.cityName ?? input.cityName,
    districtName: place?.districtName,
    stateName: place?.stateName,
    chkBox: values.chkBox,
    typeOfQuery: input.typeOfQuery,
    date,
    lat: place?.lat,
    lng: place?.lng,
    google: Boolean(place),
    notice: notice || undefined,
  });
  if (!query.success) return { ok: false, errors: entryErrors(query.error) };
  const customer = CustomerSchema.safeParse({ name: CUSTOMER_NAME, mobile, pincode, date, chkBox: values.chkBox });
  if (!customer.success) return { ok: false, errors: entryErrors(customer.error) };
  const city = place
    ? CityRecordSchema.parse({
        city: place.cityName,
        district: place.districtName,
        state: place.stateName,
        country: "India",
        pincode: place.pincode,
        from: place.areaName,
      })
    : undefined;
  return { ok: true, payloads: { customer: customer.data, query: query.data, city } };
}

/** The first message of each field the visitor can fix; the rest under `form`. */
export function entryErrors(error: z.ZodError): EntryErrors {
  const errors: EntryErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = ENTRY_FIELDS.includes(field as EntryField) ? (field as EntryField) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The messages of the server's refusal (a 400's issues) that belong beside an entry field — what
 * only the server can check, such as a pincode India does not have — or null when none does.
 */
export function serverFieldErrors(issues: readonly { path: string; message: string; messageKey?: string }[] = []): EntryErrors | null {
  const errors: EntryErrors = {};
  for (const issue of issues) {
    if (ENTRY_FIELDS.includes(issue.path as EntryField)) errors[issue.path as EntryField] ??= saidOf(issue);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
