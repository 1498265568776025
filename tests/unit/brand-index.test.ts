import { expect, test } from "vitest";
import { byInitial } from "#app/features/catalogue/rules/brand-index";

test("the brand list's A–Z index reaches every brand, grouped by initial in alphabetical order", () => {
  const names = ["Yatri", "Mahindra", "atul", "Altigreen", "Mini Metro", "Piaggio", "Ather"];
  const groups = byInitial(names);
  expect(groups).toEqual([
    { initial: "A", names: ["Altigreen", "Ather", "atul"] },
    { initial: "M", names: ["Mahindra", "Mini Metro"] },
    { initial: "P", names: ["Piaggio"] },
    { initial: "Y", names: ["Yatri"] },
  ]);
  expect(groups.flatMap((g) => g.names).sort()).toEqual([...names].sort());
});

test("the A–Z index lists a brand once and gathers names without a Latin initial under # at the end", () => {
  expect(byInitial(["3Wheel", "Ola", "ola ", " ", "ई-रिक्शा"])).toEqual([
    { initial: "O", names: ["Ola"] },
    { initial: "#", names: ["3Wheel", "ई-रिक्शा"] },
  ]);
});
