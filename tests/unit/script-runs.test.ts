import { expect, test } from "vitest";
import { scriptRuns } from "#app/features/seller/money/rules/script-runs";

test("an invoice line is split into Devanagari and Latin runs, neutral characters staying with their run", () => {
  expect(scriptRuns("इनवॉइस नंबर: EVP/26-27/00001")).toEqual([
    { script: "deva", text: "इनवॉइस नंबर: " },
    { script: "latin", text: "EVP/26-27/00001" },
  ]);
  expect(scriptRuns("CGST (9 %) ₹12.60")).toEqual([{ script: "latin", text: "CGST (9 %) ₹12.60" }]);
  // a conjunct with its virama and a vowel sign stays in one run: क्षत्रिय
  expect(scriptRuns("क्षत्रिय")).toEqual([{ script: "deva", text: "क्षत्रिय" }]);
});

test("a line that starts with neutral characters takes the script of the first letter after them", () => {
  expect(scriptRuns("₹165.20 मात्र")).toEqual([{ script: "deva", text: "₹165.20 मात्र" }]);
  expect(scriptRuns("₹165.20")).toEqual([{ script: "latin", text: "₹165.20" }]);
});
