import { expect, test } from "vitest";
import { PRODUCT_TECH_FIELDS } from "#app/shared/entities";
import { SPEC_LABELS, isBlankSpec, specRows } from "#app/features/catalogue/rules/spec-table";

const blank = Object.fromEntries(PRODUCT_TECH_FIELDS.map((f) => [f, ""])) as Record<(typeof PRODUCT_TECH_FIELDS)[number], string>;

test("the full specification table hides empty or zero fields", () => {
  const rows = specRows({ ...blank, motorPower: "1000 W", loadCapacity: "0", deckSize: "  ", gvw: "0.0", wheelNo: "3" });
  expect(rows).toEqual([
    { field: "motorPower", label: "Motor Power", value: "1000 W" },
    { field: "wheelNo", label: "Number of Wheels", value: "3" },
  ]);
});

test("a value that merely starts with zero is shown", () => {
  expect(isBlankSpec("0-60 km/h in 5 s")).toBe(false);
  expect(isBlankSpec("00")).toBe(true);
});

test("every product field of the table has a human label", () => {
  for (const field of PRODUCT_TECH_FIELDS) expect(SPEC_LABELS[field]).toMatch(/^[A-Z]/);
  expect(specRows(blank)).toEqual([]);
});
