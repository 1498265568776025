import { expect, test } from "vitest";
import { choiceValue, chosenModel } from "#app/features/tools/rules/compare-choice";
import { comparedHeader, readComparedHeader } from "#app/features/tools/rules/compare-count";

// The edges of the compare page's choices and of the header that counts a comparison.

test("a choice's value is brand slug / model slug, read back with its spaces trimmed", () => {
  expect(choiceValue("mahindra", "treo")).toBe("mahindra/treo");
  expect(chosenModel(" mahindra/treo ")).toEqual({ brandName: "mahindra", name: "treo" });
});

test("a comparison counts only for two models of one type, however the type is cased or spaced", () => {
  const beta = { brandName: "Beta", name: "X", typeName: " E Rickshaw" };
  const alpha = { brandName: "Alpha", name: "Y", typeName: "E RICKSHAW " };
  expect(comparedHeader([beta, alpha])).toBe("e%20rickshaw/Alpha/Y/Beta/X");
  expect(comparedHeader([{ ...beta, typeName: "" }, { ...alpha, typeName: "" }])).toBeNull();
});

test("the header is read back only as five parts, none blank, none over 120 characters", () => {
  expect(readComparedHeader("a/b/c/d")).toBeNull();
  expect(readComparedHeader("e%20rickshaw/%20/Y/Beta/X")).toBeNull();
  expect(readComparedHeader(`e rickshaw/${"A".repeat(121)}/Y/Beta/X`)).toBeNull();
  expect(readComparedHeader(`e rickshaw/${"A".repeat(120)}/Y/Beta/X`)?.models[0]).toEqual({ brandName: "A".repeat(120), name: "Y" });
});
