import { expect, test } from "vitest";
import { activatedFirst, canTalkToDealer, dealerCardModels } from "#app/features/catalogue/rules/dealers";

test("dealers are sorted so activated ones come first", () => {
  const dealers = [
    { tName: "a", activate: "0" as const },
    { tName: "b", activate: "1" as const },
    { tName: "c", activate: "0" as const },
    { tName: "d", activate: "1" as const },
  ];
  expect(activatedFirst(dealers).map((d) => d.tName)).toEqual(["b", "d", "a", "c"]);
});

test("Click To Talk Dealer only when activate is '1'", () => {
  expect(canTalkToDealer({ activate: "1" })).toBe(true);
  expect(canTalkToDealer({ activate: "0" })).toBe(false);
});

test("each dealer card shows up to two model images", () => {
  const list = [
    { brandName: "Mahindra", modelName: "Treo" },
    { brandName: "Mahindra", modelName: "" },
    { brandName: "Lohia", modelName: "Humrahi" },
    { brandName: "NRJ", modelName: "Yatri" },
  ];
  expect(dealerCardModels(list).map((m) => m.modelName)).toEqual(["Treo", "Humrahi"]);
});
