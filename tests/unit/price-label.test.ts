import { expect, test } from "vitest";
import { priceLabel } from "#app/features/catalogue/rules/price-label";

const row = { emi: 0, dealer: false, manufacturer: false };

test("emi not 0: Contact For Finance", () => {
  expect(priceLabel({ ...row, emi: 3500, dealer: true, manufacturer: true })).toBe("Contact For Finance");
});

test("else dealer flag set: Contact to Talk Dealer", () => {
  expect(priceLabel({ ...row, dealer: true, manufacturer: true })).toBe("Contact to Talk Dealer");
});

test("else manufacturer flag set: Apply for Dealership", () => {
  expect(priceLabel({ ...row, manufacturer: true })).toBe("Apply for Dealership");
});

test("else: Contact to Know More", () => {
  expect(priceLabel(row)).toBe("Contact to Know More");
});
