import { expect, test } from "vitest";
import { deal } from "../../scripts/deal-shards.mjs";
import { testFiles } from "../../scripts/test-files.mjs";

// The worker test files are dealt into shards by their measured time (scripts/test-worker.mjs).

test("worker test files are dealt longest first, each onto the shard with the least time so far", () => {
  const seconds = { "a.test.ts": 200, "b.test.ts": 90, "c.test.ts": 80, "d.test.ts": 70, "e.test.ts": 30 };
  expect(deal(Object.keys(seconds), seconds, 2)).toEqual([
    { files: ["a.test.ts", "e.test.ts"], seconds: 230 },
    { files: ["b.test.ts", "c.test.ts", "d.test.ts"], seconds: 240 },
  ]);
});

test("a worker test file without a measured time counts as the median of the measured ones", () => {
  const dealt = deal(["new.test.ts", "a.test.ts", "b.test.ts", "c.test.ts"], { "a.test.ts": 10, "b.test.ts": 20, "c.test.ts": 30 }, 2);
  expect(dealt.map((s) => s.seconds).sort()).toEqual([40, 40]);
});

test("every worker test file is dealt into exactly one shard, and no shard is empty", () => {
  const files = testFiles("tests/worker");
  for (const count of [1, 3, 4, 200]) {
    const dealt = deal(files, {}, count);
    expect(dealt.flatMap((s) => s.files).sort()).toEqual([...files].sort());
    expect(dealt.every((s) => s.files.length > 0)).toBe(true);
  }
});
