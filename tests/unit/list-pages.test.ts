import { expect, test } from "vitest";
import { LIST_PAGE, pageOf, pageStartFor, pageStartQuery, readPageStart } from "#app/shared/rules/list-pages";

const names = (n: number) => Array.from({ length: n }, (_, i) => `Brand ${String(i).padStart(3, "0")}`);

test("a page of an A–Z list shows one page and names where the next one starts", () => {
  const rows = names(LIST_PAGE + 1);
  expect(pageOf(rows, (r) => r)).toEqual({ items: rows.slice(0, LIST_PAGE), next: rows[LIST_PAGE] });
  expect(pageOf(names(12), (r) => r)).toEqual({ items: names(12), next: null });
});

test("each page of an A–Z list has one address: the first, a letter, or the name it starts with", () => {
  expect(pageStartFor("", "Atul")).toBeNull();
  expect(pageStartFor("M", "Mahindra")).toBeNull();
  expect(pageStartFor("Mahindra", "Mahindra")).toBeNull();
  // letters between two names, another case, a lowercase letter: the page's own name
  expect(pageStartFor("Mah", "Mahindra")).toBe("Mahindra");
  expect(pageStartFor("mahindra", "Mahindra")).toBe("Mahindra");
  expect(pageStartFor("m", "Mahindra")).toBe("Mahindra");
  // past the last name: the first page
  expect(pageStartFor("Zzz", undefined)).toBe("");
  expect(pageStartFor("Q", undefined)).toBe("");
});

test("a list's page start is read trimmed and bounded, and none is the first page", () => {
  expect(readPageStart(null)).toBe("");
  expect(readPageStart("  Surya Motors ")).toBe("Surya Motors");
  expect(readPageStart("x".repeat(500))).toHaveLength(120);
  expect(pageStartQuery("")).toBe("");
  expect(pageStartQuery("Surya Motors")).toBe("?from=Surya+Motors");
  expect(pageStartQuery("", { state: "Uttar Pradesh" })).toBe("?state=Uttar+Pradesh");
});
