import { expect, test } from "vitest";
import { isolateCacheSizes, isolateMemo } from "#app/shared/cache/isolate-caches";

// An isolate's memos keep each value for their strategy's fresh seconds, within their bound,
// under the strategy's name that operators see.

const strategy = { name: "test-memo", store: "isolate", fresh: 60, max: 2 } as const;

test("an isolate memo keeps a value for its strategy's fresh seconds, then forgets it", () => {
  const memo = isolateMemo<string>(strategy);
  memo.keep("a", "first", 1_000_000);
  // fresh 60 s = 60,000 ms: kept until 1,000,000 + 60,000 = 1,060,000 ms (not included)
  expect(memo.peek("a", 1_059_999)).toBe("first");
  expect(memo.peek("a", 1_060_000)).toBeUndefined();
});

test("an isolate memo keeps a value for another strategy's time when told (an empty directory's minute)", () => {
  const memo = isolateMemo<string>(strategy);
  memo.keep("b", "briefly", 0, { ...strategy, fresh: 1 });
  expect(memo.peek("b", 999)).toBe("briefly");
  expect(memo.peek("b", 1000)).toBeUndefined();
});

test("an isolate memo holds at most its strategy's entries, the oldest going first, and is listed under its name", () => {
  const memo = isolateMemo<number>({ ...strategy, name: "test-bounded" });
  memo.keep("one", 1, 0);
  memo.keep("two", 2, 0);
  memo.keep("three", 3, 0);
  expect(memo.peek("one", 0)).toBeUndefined();
  expect(memo.peek("three", 0)).toBe(3);
  expect(isolateCacheSizes()["test-bounded"]).toEqual({ size: 2, max: 2 });
});

test("a strategy has one memo: asking twice gives the same one", () => {
  const memo = isolateMemo<string>({ ...strategy, name: "test-one" });
  memo.keep("k", "v", 0);
  expect(isolateMemo<string>({ ...strategy, name: "test-one" }).peek("k", 0)).toBe("v");
});
