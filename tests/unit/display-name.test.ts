import { expect, test } from "vitest";
import { titleCase } from "#app/shared/rules/display-name";

test("stored lower-case type names show in title case, CNG in capitals", () => {
  expect(titleCase("e rickshaw")).toBe("E Rickshaw");
  expect(titleCase("cng auto rickshaw")).toBe("CNG Auto Rickshaw");
  expect(titleCase("  closed body e rickshaw loader ")).toBe("Closed Body E Rickshaw Loader");
});
