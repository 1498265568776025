import { expect, test } from "vitest";
import { enquirySubject, enquiryTitle } from "#app/features/enquiry/components/subject";
import { sentMessageFor } from "#app/features/enquiry/components/kind-words";
import { en } from "#app/features/enquiry/messages";
import { QUERY_TYPES, CustomerSchema, EnquirySchema } from "#app/shared/enquiry";
import { pincodeDigits } from "#app/shared/rules/phone";

// The dialog and the /enquiry page speak in plain words and display names.

test("titles are in plain words: no enquiry kind is shown as its code", () => {
  expect(enquiryTitle({ typeOfQuery: "Model" }, en)).toBe("Ask about this vehicle");
  expect(enquiryTitle({ typeOfQuery: "Dealer" }, en)).toBe("Contact the dealer");
  expect(enquiryTitle({ typeOfQuery: "Manufacturer Inquiry" }, en)).toBe("Contact the manufacturer");
  for (const kind of QUERY_TYPES.filter((k) => k !== "Contact")) {
    expect(enquiryTitle({ typeOfQuery: kind }, en), kind).not.toBe(kind);
  }
});

test("subtitles show display names, never slugs", () => {
  expect(enquirySubject({ typeOfQuery: "Dealer", traderName: "Noida-E-Rickshaw-Point", cityName: "Noida" })).toBe(
    "Noida E Rickshaw Point in Noida",
  );
  expect(enquirySubject({ typeOfQuery: "Dealer", cityName: "Greater-Noida" })).toBe("Greater Noida");
  expect(enquirySubject({ typeOfQuery: "Dealer", traderName: "Shree Ganesh E-Motors" })).toBe("Shree Ganesh E-Motors");
});

test("the result message fits the enquiry kind: a general contact is not promised a dealer's call", () => {
  expect(sentMessageFor("Contact", en)).not.toMatch(/dealer/i);
  expect(sentMessageFor("Dealer", en)).toMatch(/dealer will call/);
  expect(sentMessageFor("Manufacturer Inquiry", en)).toMatch(/manufacturer will call/);
  expect(sentMessageFor("Apply for Dealership", en)).toMatch(/dealership/);
  for (const kind of QUERY_TYPES) expect(sentMessageFor(kind, en), kind).toMatch(/^Thank you!/);
});

test("a pincode typed with a space (201 301) is the pincode 201301", () => {
  expect(pincodeDigits("201 301")).toBe("201301");
  expect(pincodeDigits(" 201-301 ")).toBe("201301");
  const customer = CustomerSchema.parse({ mobile: "98765 43210", pincode: "201 301" });
  expect(customer).toMatchObject({ mobile: "9876543210", pincode: "201301" });
});

test("spaces in a mobile number are accepted by every schema, letters are not", () => {
  const base = { typeOfQuery: "Contact", pincode: "201 301" };
  expect(EnquirySchema.parse({ ...base, mobile: "98765 43210" })).toMatchObject({ mobile: "9876543210", pincode: "201301" });
  expect(EnquirySchema.safeParse({ ...base, mobile: "98765 4321a" }).success).toBe(false);
});
