import { expect, test } from "vitest";
import {
  BUDGETS,
  LIST_PARAMS,
  MODEL_PAGE,
  budgetBandOf,
  budgetChoices,
  cursorOf,
  isListVariant,
  listSearch,
  modelPage,
  modelPageStart,
  readCursor,
  readListQuery,
} from "#app/shared/rules/model-list";
import { canonicalValue } from "#app/shared/rules/page-query";
import { townPickerPath } from "#app/features/town/components/town-picker-path";
import { typeInView } from "#app/features/town/components/type-in-view";

// A model list a buyer narrows (docs/decisions/148): what its address's choices mean, which
// budgets it offers, where a page starts, and which address each view has.

const band = (key: string) => BUDGETS.find((b) => b.key === key)!;

test("a budget band is a price's place on the ladder: up to ₹50,000 is band 1, above ₹10,00,000 band 8, no published price band 0", () => {
  // ladder 50,000 | 1,00,000 | 1,50,000 | 2,00,000 | 3,00,000 | 5,00,000 | 10,00,000, each upper end inside its band
  const prices = [0, -5, 1, 50_000, 50_001, 100_000, 150_000, 150_001, 200_000, 300_000, 500_000, 1_000_000, 1_000_001];
  expect(prices.map(budgetBandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 7, 8]);
  expect(BUDGETS.map((b) => b.key)).toEqual(["0-50000", "50000-100000", "100000-150000", "150000-200000", "200000-300000", "300000-500000", "500000-1000000", "1000000-plus"]);
});

test("a list offers the budgets from its lowest to its highest published price, and none when nothing is priced", () => {
  // e-rickshaws in Lucknow: ₹84,300 is band 2 (50,000–1,00,000), ₹1,58,100 band 4 (1,50,000–2,00,000)
  expect(budgetChoices(84_300, 158_100).map((b) => b.key)).toEqual(["50000-100000", "100000-150000", "150000-200000"]);
  expect(budgetChoices(44_000, 44_000).map((b) => b.key)).toEqual(["0-50000"]);
  // golf carts and utility vehicles: ₹6,80,100 band 7, ₹14,79,000 band 8
  expect(budgetChoices(680_100, 1_479_000).map((b) => b.key)).toEqual(["500000-1000000", "1000000-plus"]);
  expect(budgetChoices(0, 0)).toEqual([]);
});

test("a list's address: each default is no parameter; a choice no list takes is named, and the list is shown without it", () => {
  expect(readListQuery(new URLSearchParams(""))).toEqual({ query: { sort: "price", battery: null, budget: null, from: null }, bad: [] });
  expect(readListQuery(new URLSearchParams("sort=&battery=&budget=&from="))).toEqual({ query: { sort: "price", battery: null, budget: null, from: null }, bad: [] });
  expect(readListQuery(new URLSearchParams("sort=range&battery=lithium&budget=100000-150000&from=Mahindra/Treo"))).toEqual({
    query: { sort: "range", battery: "lithium", budget: band("100000-150000"), from: "Mahindra/Treo" },
    bad: [],
  });
  expect(readListQuery(new URLSearchParams("sort=cheap&battery=nimh&budget=1-2"))).toEqual({
    query: { sort: "price", battery: null, budget: null, from: null },
    bad: [
      { field: "sort", value: "cheap" },
      { field: "battery", value: "nimh" },
      { field: "budget", value: "1-2" },
    ],
  });
});

test("a list's view names only what differs from the defaults, in one order, so one view has one address", () => {
  const plain = { sort: "price", battery: null, budget: null } as const;
  expect(listSearch(plain)).toBe("");
  expect(listSearch(plain, "Mahindra/Treo")).toBe("?from=Mahindra%2FTreo");
  expect(listSearch({ sort: "range", battery: "lead-acid", budget: band("50000-100000") }, "Atul/Elite")).toBe("?sort=range&battery=lead-acid&budget=50000-100000&from=Atul%2FElite");
  expect(isListVariant({ ...plain, from: null })).toBe(false);
  expect([{ sort: "range" }, { battery: "lithium" }, { budget: band("0-50000") }, { from: "Atul/Elite" }].map((v) => isListVariant({ ...plain, from: null, ...v } as never))).toEqual([true, true, true, true]);
});

test("the address's choices are kept as a list takes them: a default or empty one is left out, one it does not take is kept, cut to 40 characters, for the page to name", () => {
  expect(canonicalValue(LIST_PARAMS.sort, "range")).toBe("range");
  expect(canonicalValue(LIST_PARAMS.sort, "price")).toBeNull();
  expect(canonicalValue(LIST_PARAMS.battery, "")).toBeNull();
  expect(canonicalValue(LIST_PARAMS.budget, "1000000-plus")).toBe("1000000-plus");
  expect(canonicalValue(LIST_PARAMS.sort, "cheap")).toBe("cheap");
  expect(canonicalValue(LIST_PARAMS.battery, "x".repeat(50))).toBe("x".repeat(40));
});

test("a page starts at a model, Brand/Model: the first slash ends the brand, and anything else is the first page", () => {
  expect(cursorOf({ brandName: "Hero Electric", name: "Optima CX" })).toBe("Hero Electric/Optima CX");
  expect(readCursor("Hero Electric/Optima CX")).toEqual({ brandName: "Hero Electric", name: "Optima CX" });
  expect(readCursor("Mahindra/e-Alfa Mini/2")).toEqual({ brandName: "Mahindra", name: "e-Alfa Mini/2" });
  for (const text of ["garbage", "/Treo", "Mahindra/", " / ", "", null]) expect(readCursor(text), String(text)).toBeNull();
});

test("each page of a list has one address: its own first model, in the list's spelling, or the first page when it names no model of the list", () => {
  const treo = { brandName: "Mahindra", name: "Treo" };
  expect(modelPageStart(null, treo)).toBeNull();
  expect(modelPageStart("Mahindra/Treo", treo)).toBeNull();
  expect(modelPageStart("mahindra/treo", treo)).toBe("Mahindra/Treo");
  // a model the narrowing leaves out: the page starts at the next one the list has
  expect(modelPageStart("Atul/Elite", treo)).toBe("Mahindra/Treo");
  expect(modelPageStart("Nobody/Nothing", undefined)).toBe("");
});

test("a page shows MODEL_PAGE models and names the one after them, where the next page starts", () => {
  const rows = Array.from({ length: MODEL_PAGE + 1 }, (_, i) => ({ brandName: "Brand", name: `Model ${i + 1}` }));
  expect(MODEL_PAGE).toBe(24);
  expect(modelPage(rows)).toEqual({ items: rows.slice(0, 24), next: "Brand/Model 25" });
  expect(modelPage(rows.slice(0, 24))).toEqual({ items: rows.slice(0, 24), next: null });
});

test("the town picker opened where a type is in view carries that type, and the page to come back to", () => {
  expect(townPickerPath("/")).toBe("/town");
  expect(townPickerPath("/", "e rickshaw")).toBe("/town?type=e+rickshaw");
  expect(townPickerPath("/two-wheeler/electric-scooter", "electric scooter")).toBe("/town?back=%2Ftwo-wheeler%2Felectric-scooter&type=electric+scooter");
  expect(townPickerPath("/brand/Mahindra", null)).toBe("/town?back=%2Fbrand%2FMahindra");
});

test("the type in view is the one the deepest matched route names; a page about no type names none", () => {
  const named = { handle: { typeInView: (d: unknown) => (d as { typeName: string }).typeName }, loaderData: { typeName: "electric scooter" } };
  expect(typeInView([{ handle: {}, loaderData: {} }, named])).toBe("electric scooter");
  expect(typeInView([{ handle: {}, loaderData: {} }, { handle: undefined, loaderData: undefined }])).toBeNull();
});
