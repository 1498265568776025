import { expect, test } from "vitest";
import { identityKey, sameName } from "#app/features/leads/rules/identity-key";

// Names compared after normalising. Each case is one way the same visitor's
// second enquiry used to become a new billable lead.

test("a zero-width character does not make a different name", () => {
  expect(sameName("Tr\u200Beo", "Treo")).toBe(true);
  expect(sameName("Treo\u200D", "Treo")).toBe(true);
  expect(sameName("\uFEFFTreo", "Treo")).toBe(true);
  expect(sameName("Tr\u00ADeo", "Treo")).toBe(true); // soft hyphen
});

test("Cyrillic and Greek lookalike letters are the Latin letters they imitate", () => {
  expect(sameName("Mаhindrа", "Mahindra")).toBe(true); // Cyrillic а
  expect(sameName("Тrео", "Treo")).toBe(true); // Cyrillic Т, е, о
  expect(sameName("ΤREΟ", "Treo")).toBe(true); // Greek Τ and Ο
  expect(sameName("Shree Ganesh Е-Motors", "Shree Ganesh E-Motors")).toBe(true);
});

test("fullwidth letters are the ordinary letters (NFKC)", () => {
  expect(sameName("Ｔｒｅｏ", "Treo")).toBe(true);
  expect(sameName("ＹＣ Ｅｌｅｃｔｒｉｃ", "YC Electric")).toBe(true);
});

test("a trailing dot does not make a different name", () => {
  expect(sameName("Treo.", "Treo")).toBe(true);
  expect(sameName("R.K. E-Scooters", "RK-E-Scooters")).toBe(true);
});

test("a doubled space, leading or trailing spaces do not make a different name", () => {
  expect(sameName("Treo  Zor", "Treo Zor")).toBe(true);
  expect(sameName("  Treo Zor\t", "Treo Zor")).toBe(true);
  expect(sameName("Treo\u00A0Zor", "Treo Zor")).toBe(true);
  expect(sameName("Treo\tZor", "Treo Zor")).toBe(true);
});

test("case does not make a different name", () => {
  expect(sameName("TREO", "treo")).toBe(true);
});

test("the slug form and the display form of a name are the same name", () => {
  expect(sameName("Shree-Ganesh-E-Motors", "Shree Ganesh E Motors")).toBe(true);
  expect(sameName("Shree-Ganesh-E-Motors", "Shree Ganesh E-Motors")).toBe(true);
  expect(sameName("Yatri-_Deluxe", "Yatri (Deluxe)")).toBe(true);
  expect(sameName("48V_60V-Charger", "48V/60V Charger")).toBe(true);
  expect(sameName("Gupta-Sons-Automobiles", "Gupta & Sons Automobiles")).toBe(true);
});

test("control characters are removed", () => {
  expect(sameName("Tre\u0007o\n", "Treo")).toBe(true);
});

test("different names stay different", () => {
  expect(sameName("Treo", "Treo Zor")).toBe(false);
  expect(sameName("E-Ride", "Eride")).toBe(false);
  expect(sameName("Mahindra", "Mahendra")).toBe(false);
  expect(identityKey("")).toBe("");
  expect(identityKey("\u200B \u200B")).toBe("");
});
