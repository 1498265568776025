import { expect, test } from "vitest";
import { hindiTurnover } from "#app/features/catalogue/rules/turnover-hi";

// A trader's yearly turnover on a Hindi page (docs/decisions/151): an amount or a range in lakh and
// crore reads in the glossary's words, a bound after the amount as Hindi says it.

test("a turnover in lakh and crore reads in Hindi words, with a bound after the amount", () => {
  expect(hindiTurnover("₹2 - 5 crore")).toBe("₹2 - 5 करोड़");
  expect(hindiTurnover("₹50 lakh - 1 crore")).toBe("₹50 लाख - 1 करोड़");
  expect(hindiTurnover("Above ₹500 crore")).toBe("₹500 करोड़ से ज़्यादा");
  expect(hindiTurnover("more than ₹100 crore")).toBe("₹100 करोड़ से ज़्यादा");
  expect(hindiTurnover("Up to ₹50 lakh")).toBe("₹50 लाख तक");
  expect(hindiTurnover("Below ₹1 crore")).toBe("₹1 करोड़ से कम");
  // "Rs" and "to" as people type them: ₹ and a dash; Cr and lakhs are the same units
  expect(hindiTurnover("Rs 2 to 5 Cr")).toBe("₹2 - 5 करोड़");
  expect(hindiTurnover("  ₹1.5   crore+ ")).toBe("₹1.5 करोड़+");
  expect(hindiTurnover("₹75 lakhs")).toBe("₹75 लाख");
});

test("a turnover in other words is not read: the page shows it as written, marked English", () => {
  for (const text of ["", "Not disclosed", "approx 2 crore a year", "₹2 - 5", "5 million", "crore", "₹2 crore and growing"]) {
    expect(hindiTurnover(text), text).toBeNull();
  }
});
