import { expect, test } from "vitest";
import { checkEntry } from "#app/features/enquiry/components/payloads";
import { CustomerSchema, EnquirySchema, LocationRecordSchema, VerifySchema } from "#app/shared/enquiry";
import { ANSWER as M, ENQUIRY_MESSAGES } from "#app/shared/rules/enquiry-messages";
import { asciiDigits } from "#app/shared/rules/digits";
import { formatPhone, nationalDigits, pincodeDigits, telHref } from "#app/shared/rules/phone";
import { mobileProblem, nationalMobile } from "#app/shared/rules/mobile";

// Numbers as people write them: one rule for an Indian mobile (app/shared/rules/mobile.ts), read
// by every schema that takes a mobile, in the browser and on the server alike.

const SPELLINGS = [
  "9876543210",
  "+91 98765 43210",
  "+91-98765-43210",
  "(+91) 98765.43210",
  "098765-43210",
  "91 9876543210",
  "0091 98765 43210",
  " 98765 43210 ",
  "९८७६५ ४३२१०", // Devanagari
  "+९१ ९८७६५-४३२१०",
  "９８７６５４３２１０", // fullwidth
  "৯৮৭৬৫৪৩২১০", // Bengali
  "೯೮೭೬೫೪೩೨೧೦", // Kannada
];

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

test("+91 98765 43210, 098765-43210 and Devanagari digits are one mobile", () => {
  for (const typed of SPELLINGS) {
    expect(nationalMobile(typed), typed).toBe("9876543210");
    expect(EnquirySchema.parse({ mobile: typed, pincode: "201301", typeOfQuery: "Model" }).mobile, typed).toBe("9876543210");
    expect(CustomerSchema.parse({ mobile: typed }).mobile, typed).toBe("9876543210");
    expect(VerifySchema.parse({ mobile: typed, otp: "1234" }).mobile, typed).toBe("9876543210");
    expect(LocationRecordSchema.parse({ mobile: typed, lat: 28.5, lng: 77.3 }).mobile, typed).toBe("9876543210");
  }
});

test("the dialog reads a typed mobile with the server's rule, so both send the same ten digits", () => {
  for (const typed of SPELLINGS) {
    const checked = checkEntry({ id: "enq-0000-0000-0001", now: 0, input: { typeOfQuery: "Contact" }, values: { mobile: typed, pincode: "२०१ ३०१", chkBox: false } });
    expect(checked.ok && [checked.payloads.query.mobile, checked.payloads.customer.mobile, checked.payloads.query.pincode], typed)
      .toEqual(["9876543210", "9876543210", "201301"]);
  }
});

test("a number that cannot be an Indian mobile is refused with a plain message", () => {
  for (const typed of ["9999999999", "6666666666", "6000000000", "7000000000", "+91 90000 00000", "९९९९९९९९९९"]) {
    expect(mobileProblem(typed), typed).toBe("mobileNotReal");
    expect(fieldMessages(EnquirySchema.safeParse({ mobile: typed, pincode: "201301", typeOfQuery: "Model" })), typed).toEqual({ mobile: M.mobileNotReal });
    expect(fieldMessages(CustomerSchema.safeParse({ mobile: typed })), typed).toEqual({ mobile: M.mobileNotReal });
  }
  // Not written like a mobile at all: the message says what one looks like.
  for (const typed of ["5876543210", "1234567890", "98765 4321", "+44 7911 123456", "98765x43210", "+91 +98765 43210", "9876543210 9876543211", ""]) {
    expect(mobileProblem(typed), typed).toBe("mobileInvalid");
  }
  expect(ENQUIRY_MESSAGES.mobileNotReal).not.toMatch(/invalid|pattern|format/i);
});

test("fancy numbers that operators sell are mobiles: 98765 43210, 98888 88888, 90000 12345", () => {
  for (const typed of ["9876543210", "9888888888", "9000012345", "6000012345", "7777777770", "9898989898"]) {
    expect(mobileProblem(typed), typed).toBeNull();
  }
});

test("numbers shown and dialled are read with the same digits: a dealer's number in Devanagari gets a tel link", () => {
  expect(nationalDigits("मोबाइल: ९८७६५ ४३२१०")).toBe("9876543210");
  expect(formatPhone("+९१ ९८७६५४३२१०")).toBe("+91 98765 43210");
  expect(telHref("0091 98765 43210")).toBe("tel:+919876543210");
});

test("digits of any script are read as ASCII digits; other characters are kept", () => {
  expect(asciiDigits("२०१३०१")).toBe("201301");
  expect(asciiDigits("０１２３４５６７８９")).toBe("0123456789");
  expect(asciiDigits("𝟎𝟗 𝟵")).toBe("09 9"); // mathematical digits: runs of ten that touch
  expect(asciiDigits("Sector ६२, Noida")).toBe("Sector 62, Noida");
  expect(pincodeDigits(" २०१-३०१ ")).toBe("201301");
});
