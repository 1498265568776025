import { describe, expect, test } from "vitest";
import { MAX_SEARCH, PAGE_SIZE, containsPattern, pageCount, pageHref, pageNumber, pageOfList, pageSpan, readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS } from "#app/features/console/rules/lists";

// The one paging rule of the console's lists (docs/decisions/126).

const read = (query: string) => readListQuery(new URLSearchParams(query), LIST_FILTERS.traders);

describe("a page number that is not a whole number from 1 is the first page", () => {
  test.each(["-1", "abc", "0", "1.5", "2e3", "", " ", "99999999", "0x10"])("page=%s", (raw) => {
    expect(pageNumber(raw)).toBe(1);
    expect(read(`page=${encodeURIComponent(raw)}`).page).toBe(1);
  });
  test("a whole number is that page", () => {
    expect(pageNumber("200")).toBe(200);
    expect(pageNumber(null)).toBe(1);
    expect(read("page=7&q=ganesh").page).toBe(7);
  });
});

test("a search longer than the bound is not run, and the reason is named", () => {
  const long = read(`q=${"a".repeat(MAX_SEARCH + 1)}&page=3`);
  expect(long).toMatchObject({ q: "", page: 1, problem: "searchTooLong" });
  // the bound counts characters, not UTF-16 units or bytes
  expect(read(`q=${encodeURIComponent("ई".repeat(MAX_SEARCH))}`)).toMatchObject({ q: "ई".repeat(MAX_SEARCH), problem: null });
});

test("a filter value the list does not know is any; a name is taken as typed, trimmed", () => {
  expect(read("kind=Robot&activated=maybe&town=%20Noida%20").filters).toEqual({ kind: "", activated: "", town: "Noida" });
  expect(read("kind=Dealer&activated=no").filters).toMatchObject({ kind: "Dealer", activated: "no" });
  expect(read(`town=${"x".repeat(121)}`).filters.town).toBe("");
});

test("the previous and next links keep the query, and page 1 is not named", () => {
  const query = read("q=shree ganesh&kind=Dealer&town=&page=3&other=x");
  expect(pageHref(query, 4)).toBe("?q=shree+ganesh&kind=Dealer&page=4");
  expect(pageHref(query, 1)).toBe("?q=shree+ganesh&kind=Dealer");
  expect(pageHref(read(""), 1)).toBe("?");
});

test("a page is 50 rows at its offset, and an empty list has one page", () => {
  expect(PAGE_SIZE).toBe(50);
  expect(pageSpan(200)).toEqual({ limit: 50, offset: 9950 });
  expect([pageCount(0), pageCount(50), pageCount(51), pageCount(10_000)]).toEqual([1, 1, 2, 200]);
});

test("a search's wildcards are taken literally", () => {
  expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
});

test("a list in memory is paged like the database's", () => {
  const items = Array.from({ length: 120 }, (_, i) => i);
  expect(pageOfList(items, 3)).toEqual({ rows: items.slice(100), total: 120, page: 3 });
  expect(pageOfList(items, 9).rows).toEqual([]);
});
