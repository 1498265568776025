import { expect, test } from "vitest";
import { forSeller, maskedMobile } from "#app/features/leads/rules/lead";
import { sampleLead } from "./lead-fixture";

// A trader reads a buyer's mobile in full only once the buyer confirmed it with a code
// (app/features/leads/rules/lead.ts): until then all but its first two and last two digits are hidden.

test("a mobile is masked to its first two and last two digits, the six between hidden", () => {
  // 98765 43210: "98" + six X + "10".
  expect(maskedMobile("9876543210")).toBe("98XXXXXX10");
  // Any spelling of the same number masks the same: +91, spaces, a leading 0.
  expect(maskedMobile("+91 98765 43210")).toBe("98XXXXXX10");
  expect(maskedMobile("09876543210")).toBe("98XXXXXX10");
  // Something that is no mobile keeps no more than its ends: 5 digits → 2 + one X + 2.
  expect(maskedMobile("12345")).toBe("12X45");
  expect(maskedMobile("123")).toBe("XXX");
  expect(maskedMobile("")).toBe("");
});

test("a trader sees an unverified lead's mobile masked and a verified one's in full", () => {
  const buyer = {
    name: "Ravi", pincode: "201301", areaName: "Sector 18", cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh",
    note: "", lat: null, lng: null, google: false, withdrawnAt: null, erasedAt: null,
  };
  const lead = { id: "a", mobile: "9876543210", verifiedAt: null, ...buyer };
  expect(forSeller(lead)).toEqual({ ...lead, mobile: "98XXXXXX10" });
  const verified = { ...lead, verifiedAt: 1_765_000_000_000 };
  expect(forSeller(verified)).toBe(verified);
  // a withdrawn lead shows nothing of its buyer, masked or not
  expect(forSeller({ ...verified, withdrawnAt: 1_765_000_100_000 })).toMatchObject({ name: "", mobile: "", pincode: "", areaName: "" });
});

test("a withdrawn lead shows its seller none of the buyer's details the erasure removes: name, mobile, area, pincode, town, district, state, note, position", () => {
  const withdrawn = forSeller({ ...sampleLead, note: "call after 6", lat: 28.57, lng: 77.32, google: true, verifiedAt: 1_765_000_000_000, withdrawnAt: 1_765_000_100_000 });
  expect(withdrawn).toMatchObject({
    name: "", mobile: "", areaName: "", pincode: "", cityName: "", districtName: "", stateName: "", note: "", lat: null, lng: null, google: false,
  });
  // what billing needs stays
  expect(withdrawn).toMatchObject({ id: sampleLead.id, traderTName: "Shree-Ganesh-E-Motors", catalogueModel: "Treo", billable: true });
});
