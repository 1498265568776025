import { expect, test } from "vitest";
import { EnquirySchema } from "#app/shared/enquiry";
import { type EntryPoint, dialogCloseResult, queryTypeFor } from "#app/features/search/rules/query-type";

test("the header opens the enquiry dialog with typeOfQuery Contact", () => {
  expect(queryTypeFor({ from: "header" })).toBe("Contact");
});

test("the model screen sends Model", () => {
  expect(queryTypeFor({ from: "model", typeName: "e rickshaw" })).toBe("Model");
});

test("Dealership when the product typeName is E Rickshaw Dealership", () => {
  expect(queryTypeFor({ from: "model", typeName: "E Rickshaw Dealership" })).toBe("Dealership");
  expect(queryTypeFor({ from: "model", typeName: " e rickshaw dealership " })).toBe("Dealership");
});

test("dealer pages send Dealer Inquiry and manufacturer pages Manufacturer Inquiry", () => {
  expect(queryTypeFor({ from: "dealer" })).toBe("Dealer Inquiry");
  expect(queryTypeFor({ from: "manufacturer" })).toBe("Manufacturer Inquiry");
});

test("Click To Talk Dealer on the dealer list sends Dealer", () => {
  expect(queryTypeFor({ from: "dealer-list" })).toBe("Dealer");
});

test("price rows and the price screen send the price-row label", () => {
  expect(queryTypeFor({ from: "price", row: { emi: 100, dealer: false, manufacturer: false } })).toBe("Contact For Finance");
  expect(queryTypeFor({ from: "price", row: { emi: 0, dealer: false, manufacturer: true } })).toBe("Apply for Dealership");
});

test("with typeOfQuery Dealer and a successful enquiry the dialog closes with result 'true'", () => {
  expect(dialogCloseResult("Dealer", "sent")).toBe("true");
});

test("closing without submitting gives 'false'", () => {
  expect(dialogCloseResult("Dealer", "not-sent")).toBe("false");
});

test("a failed enquiry or any other typeOfQuery closes with 'false'", () => {
  expect(dialogCloseResult("Dealer", "failed")).toBe("false");
  expect(dialogCloseResult("Dealer Inquiry", "sent")).toBe("false");
  expect(dialogCloseResult("Contact", "sent")).toBe("false");
});

test("every typeOfQuery an entry point sends is one the enquiry schema accepts", () => {
  const rows = [0, 1].flatMap((emi) => [true, false].flatMap((dealer) => [true, false].map((manufacturer) => ({ emi, dealer, manufacturer }))));
  const entries: EntryPoint[] = [
    { from: "header" }, { from: "model", typeName: "e rickshaw" }, { from: "model", typeName: "E Rickshaw Dealership" },
    { from: "dealer" }, { from: "manufacturer" }, { from: "dealer-list" },
    ...rows.map((row) => ({ from: "price" as const, row })),
  ];
  const sent = new Set(entries.map((entry) => queryTypeFor(entry)));
  expect(sent.size).toBe(10);
  for (const typeOfQuery of sent) {
    expect(EnquirySchema.safeParse({ mobile: "9876543210", pincode: "201301", typeOfQuery }).success).toBe(true);
  }
});
