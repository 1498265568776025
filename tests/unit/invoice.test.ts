import { describe, expect, test } from "vitest";
import { SAC, financialYear, invoiceNumber, placeOfSupply, taxOn } from "#app/features/leads/billing/invoice";
import { amountInWords, numberInWords } from "#app/features/leads/billing/amount-words";
import { gstinOrEmpty, stateOfCode } from "#app/features/leads/billing/gst-states";

const ist = (text: string) => Date.parse(`${text}+05:30`);

describe("the GST tax invoice's rules", () => {
  test("the invoice's financial year runs from 1 April to 31 March in IST", () => {
    expect(financialYear(ist("2026-12-08T10:00:00"))).toBe("2026-27");
    expect(financialYear(ist("2027-03-31T23:59:59"))).toBe("2026-27");
    // 1 April 00:10 IST is 31 March 18:40 UTC: already the new year in India.
    expect(financialYear(ist("2027-04-01T00:10:00"))).toBe("2027-28");
    expect(financialYear(ist("2099-06-01T00:00:00"))).toBe("2099-00");
  });

  test("an invoice number is the prefix, the two-digit financial year and a five-digit serial, at most 16 characters", () => {
    expect(invoiceNumber("2026-27", 1)).toBe("EVP/26-27/00001");
    expect(invoiceNumber("2026-27", 12345)).toBe("EVP/26-27/12345");
    expect(invoiceNumber("2026-27", 1).length).toBeLessThanOrEqual(16);
  });

  test("seven leads between states: ₹140 taxable, IGST ₹25.20, total ₹165.20", () => {
    // 7 × ₹20 = ₹140 = 14,000 paise; 18 % of 14,000 = 2,520 paise; 14,000 + 2,520 = 16,520.
    expect(taxOn(14_000, "09", "07")).toEqual({ taxable: 14_000, cgst: 0, sgst: 0, igst: 2_520, total: 16_520 });
  });

  test("seven leads within one state: CGST ₹12.60 and SGST ₹12.60, total ₹165.20", () => {
    // 9 % of 14,000 paise = 1,260 each; 14,000 + 1,260 + 1,260 = 16,520.
    expect(taxOn(14_000, "09", "09")).toEqual({ taxable: 14_000, cgst: 1_260, sgst: 1_260, igst: 0, total: 16_520 });
  });

  test("an unknown place of supply is taxed as between states", () => {
    // one lead: 2,000 paise, 18 % = 360.
    expect(taxOn(2_000, "09", "")).toEqual({ taxable: 2_000, cgst: 0, sgst: 0, igst: 360, total: 2_360 });
  });

  test("the place of supply is the recipient's GSTIN state, else its town's state", () => {
    expect(placeOfSupply("09AAACE1234F1Z5", "Delhi")).toBe("09");
    expect(placeOfSupply("", "Delhi")).toBe("07");
    expect(placeOfSupply("not a gstin", "Nowhere")).toBe("");
    expect(stateOfCode("09")).toBe("Uttar Pradesh");
  });

  test("a GSTIN is taken only when shaped like one, in capitals", () => {
    expect(gstinOrEmpty(" 09aaace1234f1z5 ")).toBe("09AAACE1234F1Z5");
    expect(gstinOrEmpty("99AAACE1234F1Z5")).toBe("");
    expect(gstinOrEmpty("09AAACE1234F1Y5")).toBe("");
  });

  test("the lead fee's services are invoiced under SAC 998365", () => {
    expect(SAC).toBe("998365");
  });
});

describe("an amount in words the Indian way", () => {
  test("numbers are grouped in crore, lakh, thousand and hundred", () => {
    expect(numberInWords(165, "en")).toBe("One Hundred Sixty-Five");
    expect(numberInWords(12_345_678, "en")).toBe("One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight");
    expect(numberInWords(100_000, "en")).toBe("One Lakh");
    expect(numberInWords(0, "en")).toBe("Zero");
  });

  test("Hindi numbers below a hundred are their own words", () => {
    expect(numberInWords(165, "hi")).toBe("एक सौ पैंसठ");
    expect(numberInWords(99, "hi")).toBe("निन्यानबे");
    expect(numberInWords(1_25_000, "hi")).toBe("एक लाख पच्चीस हज़ार");
  });

  test("a total in words names rupees and paise and ends with only", () => {
    expect(amountInWords(16_520, "en")).toBe("Rupees One Hundred Sixty-Five and Twenty Paise Only");
    expect(amountInWords(16_520, "hi")).toBe("एक सौ पैंसठ रुपये और बीस पैसे मात्र");
    expect(amountInWords(2_000, "en")).toBe("Rupees Twenty Only");
  });
});
