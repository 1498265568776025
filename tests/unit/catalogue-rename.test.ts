import { expect, test } from "vitest";
import { comparedModelPaths, comparisonOf, movedFromCandidates, movedPaths, movedTo, renameOf, renameProblem, renamedItem } from "#app/features/console/rules/rename";

// Renaming is renaming (docs/decisions/125-rename-is-rename.md): the pure rules of a rename.

const treo = { brandName: "Mahindra", name: "Treo", typeName: "electric auto rickshaw" };

test("a new name follows the catalogue's name rules: address-safe ASCII within the name limit", () => {
  expect(renameProblem("models", treo, "Treo Plus", ["Treo", "Treo Zor"])).toBeNull();
  expect(renameProblem("models", treo, "Treo ✓", [])?.message).toMatch(/^Letters, digits and ASCII punctuation only/);
  expect(renameProblem("models", treo, "   ", [])?.message).toBe("Required");
  expect(renameProblem("models", treo, "T".repeat(121), [])?.message).toMatch(/^The name is 121 characters/);
  expect(renameProblem("models", treo, "Treo", [])).toEqual({ message: "That is its name already.", taken: false });
});

test("a taken name is refused, compared as the import compares names; the record's own name in other letters is not taken", () => {
  expect(renameProblem("models", treo, "treo  zor", ["Treo", "Treo Zor"])).toEqual({ message: '"Treo Zor" is taken: choose a name no other model has.', taken: true });
  expect(renameProblem("models", treo, "TREO", ["Treo", "Treo Zor"])).toBeNull();
  expect(renameProblem("prices", { ...treo, cityName: "Noida" }, "kanpur", ["Noida", "Kanpur"])?.message).toBe('"Kanpur" is taken: choose a name no other town has.');
});

test("a record reads under the new name wherever it is named, and only there", () => {
  const brand = renameOf("brands", { brandName: "Mini Metro" }, " Mini Metro EV ");
  expect(brand).toMatchObject({ kind: "brand", from: "Mini Metro", to: "Mini Metro EV" });
  const dealer = { tName: "Shree-Ganesh-E-Motors", brandDeal: ["Mahindra", "Mini Metro"], brandList: [{ brandName: "Mini Metro", modelName: "Lion", tName: "Shree-Ganesh-E-Motors" }] };
  expect(renamedItem(brand, "traders", dealer)).toEqual({
    ...dealer,
    brandDeal: ["Mahindra", "Mini Metro EV"],
    brandList: [{ brandName: "Mini Metro EV", modelName: "Lion", tName: "Shree-Ganesh-E-Motors" }],
  });
  const model = renameOf("models", treo, "Treo Plus");
  expect(renamedItem(model, "prices", { brandName: "Mahindra", name: "Treo", cityName: "Noida" }).name).toBe("Treo Plus");
  expect(renamedItem(model, "prices", { brandName: "Piaggio", name: "Treo", cityName: "Noida" }).name).toBe("Treo");
  const town = renameOf("prices", { ...treo, cityName: "Noida" }, "Gautam Buddh Nagar");
  expect(renamedItem(town, "traders", { tName: "X", cityName: "Noida" }).cityName).toBe("Gautam Buddh Nagar");
});

test("what moves: a brand's, a model's and a trader's addresses by their start, a town's one by one", () => {
  expect(movedPaths(renameOf("brands", { brandName: "Mini Metro" }, "Mini Metro EV"))).toEqual([{ from: "/brand/Mini-Metro", to: "/brand/Mini-Metro-EV" }]);
  expect(movedPaths(renameOf("models", treo, "Treo (Plus)"))).toEqual([{ from: "/brand/Mahindra/Treo", to: "/brand/Mahindra/Treo-_Plus" }]);
  expect(movedPaths(renameOf("traders", { tName: "Moga-Motors", traderType: "Manufacturer" }, "Moga-EV"))).toEqual([{ from: "/manufacturer/Moga-Motors", to: "/manufacturer/Moga-EV" }]);
  const town = renameOf("prices", { ...treo, cityName: "Noida" }, "Greater Noida");
  expect(movedPaths(town, [{ brandName: "Mahindra", name: "Treo", type: "electric auto rickshaw" }])).toEqual([
    { from: "/brand/Mahindra/Treo/Price-In-Noida", to: "/brand/Mahindra/Treo/Price-In-Greater-Noida" },
    { from: "/electric-auto-rickshaw/Noida", to: "/electric-auto-rickshaw/Greater-Noida" },
    { from: "/city/Noida", to: "/city/Greater-Noida" },
  ]);
});

test("old URL answers 301 to the new: the longest moved start of the path, the rest of it kept, in any case", () => {
  expect(movedFromCandidates("/brand/Old/Treo/Price-In-Noida/")).toEqual(["/brand/Old/Treo/Price-In-Noida", "/brand/Old/Treo", "/brand/Old"]);
  expect(movedFromCandidates("/brand")).toEqual([]);
  const moved = { from: "/brand/Old", to: "/brand/New" };
  expect(movedTo("/brand/old/Treo/Price-In-Noida", moved)).toBe("/brand/New/Treo/Price-In-Noida");
  expect(movedTo("/brand/Old", moved)).toBe("/brand/New");
  expect(movedTo("/brand/Older", moved)).toBeNull();
});

test("a comparison moves with each model it names: its models' addresses, and the comparison again from them", () => {
  expect(comparedModelPaths("/compare/Mahindra/Treo/vs/Piaggio/Ape-E-City/")).toEqual(["/brand/Mahindra/Treo", "/brand/Piaggio/Ape-E-City"]);
  expect(comparedModelPaths("/compare/Mahindra/Treo")).toEqual(["/brand/Mahindra/Treo"]);
  expect(comparedModelPaths("/compare/Mahindra")).toBeNull();
  expect(comparedModelPaths("/brand/Mahindra/Treo")).toBeNull();
  expect(comparisonOf(["/brand/Mahindra/Treo-Plus", "/brand/Piaggio/Ape-E-City"])).toBe("/compare/Mahindra/Treo-Plus/vs/Piaggio/Ape-E-City");
});

