import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "vitest";
import { testFiles } from "../../scripts/test-files.mjs";

// The worker runner (scripts/test-worker.mjs) runs the files it deals into shards and no others:
// a test file it does not find never runs in CI.

/** A project folder holding `files` (paths from its root), each empty. */
function projectWith(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "test-files-"));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), file.endsWith(".json") ? "{}" : "");
  }
  return root;
}

const FILES = [
  "tests/worker/durations.json",
  "tests/worker/a.test.ts",
  "tests/worker/helpers/index.ts",
  "tests/worker/sub/b.test.ts",
  "tests/worker/sub/deeper/c.test.ts",
  "tests/worker/stub-origin.ts",
];

test("test files are found in the subfolders of a layer at any depth; helpers and data are not test files", () => {
  const root = projectWith([...FILES, "tests/browser/journey.spec.ts"]);
  try {
    expect(testFiles("tests/worker", root)).toEqual(["tests/worker/a.test.ts", "tests/worker/sub/b.test.ts", "tests/worker/sub/deeper/c.test.ts"]);
    expect(testFiles("tests/browser", root)).toEqual(["tests/browser/journey.spec.ts"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("the worker runner deals every test file under tests/worker into its shards, those in subfolders too", () => {
  const root = projectWith(FILES);
  try {
    const run = spawnSync(process.execPath, [resolve("scripts/test-worker.mjs"), "--list"], { cwd: root, env: { ...process.env, WORKER_SHARDS: "2" }, encoding: "utf8" });
    expect(run.stderr).toBe("");
    // No file has a measured time, so each counts 1 (the median of none). Dealt in path order
    // (a, sub/b, sub/deeper/c), each to the lighter shard, the first on a tie: a → shard 1 (1 s),
    // sub/b → shard 2 (1 s), sub/deeper/c → shard 1 (tie; 2 s).
    expect(run.stdout.trim().split("\n")).toEqual([
      "shard 1/2: tests/worker/a.test.ts",
      "shard 1/2: tests/worker/sub/deeper/c.test.ts",
      "shard 2/2: tests/worker/sub/b.test.ts",
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
