import type { PostCallName } from "#app/shared/contract";
import { checkPincode } from "#app/features/town/server/pincodes";
import { fieldIssue, invalidBody } from "#app/shared/server/errors";

// A visitor's pincode against the pincode directory (docs/decisions/108-pincode-directory.md):
// a pincode India does not have (999999) is refused in the one JSON error shape, naming the field,
// so the dialog and the plain page show it beside the pincode; a real one fills the town,
// district and state the visitor left empty. The check never makes an enquiry depend on more
// than the ledger's own database: when the directory was never loaded or cannot be read, any
// well-formed pincode is taken and a warning logged.

/** The body fields that name the place, per call that carries a pincode. */
const PLACE_FIELDS: Partial<Record<PostCallName, { city: string; district: string; state: string } | null>> = {
  addQuery: { city: "cityName", district: "districtName", state: "stateName" },
  addLocation: { city: "cityName", district: "districtName", state: "stateName" },
  addCity: { city: "city", district: "district", state: "state" },
  addCustomer: null,
};

export async function withPincodePlace(db: D1Database, name: PostCallName, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = PLACE_FIELDS[name];
  const pincode = typeof body.pincode === "string" ? body.pincode : "";
  if (fields === undefined || !pincode) return body;
  const check = await checkPincode(db, pincode);
  if (check.state === "unchecked") {
    console.warn("pincode taken unchecked:", pincode, check.reason);
    return body;
  }
  if (check.state === "unknown") {
    // A detected location's pincode came from the site's own lookup, not from the visitor: the
    // enquiry is taken with the place that was detected.
    if (body.google === true) return body;
    throw invalidBody([fieldIssue("pincode", "pincodeUnknown")]);
  }
  if (!fields) return body;
  const { place } = check;
  const empty = (field: string) => !String(body[field] ?? "").trim();
  return {
    ...body,
    ...(empty(fields.city) ? { [fields.city]: place.cityName } : {}),
    ...(empty(fields.district) ? { [fields.district]: place.districtName } : {}),
    ...(empty(fields.state) ? { [fields.state]: place.stateName } : {}),
  };
}
