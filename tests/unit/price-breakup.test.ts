import { expect, test } from "vitest";
import { en } from "#app/features/catalogue/messages";
import { type BreakupLine, type PriceText, cardPriceText, exShowroomText, priceBreakup, priceHeadline } from "#app/shared/rules/price-breakup";
import { priceText } from "#app/shared/i18n/use-messages";

// The rules name their words by key; read here in the spec's English (the catalogue's `en`).
const words = (text: PriceText) => priceText(en, text);
const english = (lines: BreakupLine[]) => lines.map((l) => ({ label: words(l.label), text: words(l.text) }));

const row = {
  cityName: "Noida",
  exShowroomPrice: 120000,
  rto: 0,
  insurance: 0,
  warranty: 0,
  accessory: 0,
  otherCharge: 0,
  deliveryFlag: false,
};
const textOf = (lines: BreakupLine[], label: string) => english(lines).find((l) => l.label === label)?.text;
const labels = (lines: BreakupLine[]) => english(lines).map((l) => l.label);

// On road: 1,20,000 + 5,000 + 4,000 + 1,000 = ₹1,30,000.
test("the price breakup lists Ex Showroom Price, RTO, Insurance, Other Charge and On Road Price in the city", () => {
  const { lines } = priceBreakup({ ...row, rto: 5000, insurance: 4000, otherCharge: 1000 });
  expect(english(lines)).toEqual([
    { label: "Ex Showroom Price", text: "₹1,20,000" },
    { label: "RTO", text: "₹5,000" },
    { label: "Insurance", text: "₹4,000" },
    { label: "Other Charge", text: "₹1,000" },
    { label: "On Road Price in Noida", text: "₹1,30,000" },
  ]);
});

test("RTO shows a dash when it is 0", () => {
  expect(textOf(priceBreakup({ ...row, insurance: 10 }).lines, "RTO")).toBe("-");
});

test("Insurance shows a dash when it is 0", () => {
  expect(textOf(priceBreakup({ ...row, rto: 10 }).lines, "Insurance")).toBe("-");
});

test("Other Charge shows a dash when it is 0", () => {
  expect(textOf(priceBreakup({ ...row, rto: 10 }).lines, "Other Charge")).toBe("-");
});

test("Extended Warranty is shown only if nonzero", () => {
  expect(labels(priceBreakup(row).lines)).not.toContain("Extended Warranty");
  expect(textOf(priceBreakup({ ...row, warranty: 2500 }).lines, "Extended Warranty")).toBe("₹2,500");
});

test("Accessory is shown only if nonzero", () => {
  expect(labels(priceBreakup(row).lines)).not.toContain("Accessory");
  expect(textOf(priceBreakup({ ...row, accessory: 1500 }).lines, "Accessory")).toBe("₹1,500");
});

// 1,20,000 + 1 + 20 + 300 + 4,000 + 50,000 = 1,74,321: each component in its own digit, so a dropped
// or doubled one shows.
test("On Road Price in the city is the sum of all components", () => {
  const b = priceBreakup({ ...row, rto: 1, insurance: 20, warranty: 300, accessory: 4000, otherCharge: 50000 });
  expect(b.onRoadPrice).toBe(174321);
  expect(textOf(b.lines, "On Road Price in Noida")).toBe("₹1,74,321");
  expect(labels(b.lines)).toEqual([
    "Ex Showroom Price", "RTO", "Insurance", "Extended Warranty", "Accessory", "Other Charge",
    "On Road Price in Noida",
  ]);
});

test("the city of the on-road line can be given by the screen", () => {
  expect(labels(priceBreakup(row, "RaeBareli").lines)).toContain("On Road Price in RaeBareli");
});

test("Delivery Charge is shown as As Applicable when deliveryFlag is set", () => {
  expect(textOf(priceBreakup({ ...row, deliveryFlag: true }).lines, "Delivery Charge")).toBe("As Applicable");
  expect(labels(priceBreakup(row).lines)).not.toContain("Delivery Charge");
});

test("the whole breakup is shown only if RTO, insurance or other charge is nonzero", () => {
  expect(priceBreakup(row).showBreakup).toBe(false);
  expect(priceBreakup({ ...row, warranty: 9, accessory: 9, deliveryFlag: true }).showBreakup).toBe(false);
  expect(priceBreakup({ ...row, rto: 1 }).showBreakup).toBe(true);
  expect(priceBreakup({ ...row, insurance: 1 }).showBreakup).toBe(true);
  expect(priceBreakup({ ...row, otherCharge: 1 }).showBreakup).toBe(true);
});

test("exShowroomPrice 0 shows Contact Us For Price", () => {
  expect(exShowroomText(0)).toEqual({ term: "contactForPrice" });
  expect(words(exShowroomText(0))).toBe("Contact Us For Price");
  expect(exShowroomText(84999)).toBe("₹84,999");
  expect(textOf(priceBreakup({ ...row, exShowroomPrice: 0, rto: 1 }).lines, "Ex Showroom Price")).toBe("Contact Us For Price");
});

test("cards show the ex-showroom price or View More when 0", () => {
  expect(words(cardPriceText(0))).toBe("View More");
  expect(cardPriceText(110000)).toBe("₹1,10,000");
});

test("a line EMI per month if emi is nonzero", () => {
  expect(priceHeadline({ emi: 3500, exShowroomPrice: 120000 })).toEqual({ label: { term: "emiPerMonth" }, text: "₹3,500" });
});

test("else Ex-showroom price if nonzero", () => {
  expect(priceHeadline({ emi: 0, exShowroomPrice: 120000 })).toEqual({ label: { term: "exShowroom" }, text: "₹1,20,000" });
});

test("the rules name their words by key: On Road Price in {city} is a key and the town", () => {
  expect(priceBreakup(row, "RaeBareli").lines.at(-1)!.label).toEqual({ term: "onRoadIn", city: "RaeBareli" });
});

test("else View Latest Offer", () => {
  expect(priceHeadline({ emi: 0, exShowroomPrice: 0 })).toEqual({ label: { term: "viewLatestOffer" }, text: null });
});
