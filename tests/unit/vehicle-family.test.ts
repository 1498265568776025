import { expect, test } from "vitest";
import { drawingImage } from "#app/shared/images";
import { familyOf, familyOfType, familyOfTypes, isFamily } from "#app/shared/vehicle-family";

test("a vehicle type's family: an e-rickshaw is never drawn as a car, a loader never as a rickshaw", () => {
  expect(familyOf("e rickshaw")).toBe("e-rickshaw");
  expect(familyOf("E-Rickshaw Loader")).toBe("loader");
  expect(familyOf("electric auto rickshaw")).toBe("auto");
  expect(familyOf("electric scooter")).toBe("scooter");
  expect(familyOf("electric cycle")).toBe("cycle");
  expect(familyOf("electric school van")).toBe("van");
  expect(familyOf("electric golf cart")).toBe("golf-cart");
  expect(familyOf("spare parts")).toBe("generic");
});

test("a model of an empty or unknown type is drawn from its own address, not as a generic drawing", () => {
  expect(familyOfType("e rickshaw loader")).toBe("loader");
  expect(familyOfType("")).toBeUndefined();
  expect(familyOfType("spare parts")).toBeUndefined();
});

test("a dealer's one family, or none when its types are of several families or of none", () => {
  expect(familyOfTypes(["e rickshaw", "E Rickshaw"])).toBe("e-rickshaw");
  expect(familyOfTypes(["e rickshaw", "e rickshaw loader"])).toBeUndefined();
  expect(familyOfTypes([])).toBeUndefined();
  expect(familyOfTypes(["spare parts"])).toBeUndefined();
});

test("a family's drawing has one address per size, and only families have one", () => {
  expect(drawingImage("e-rickshaw", { width: 350, height: 220 })).toBe("/image/drawing/e-rickshaw.svg?w=350&h=220");
  expect(isFamily("golf-cart")).toBe(true);
  expect(isFamily("car")).toBe(false);
});
