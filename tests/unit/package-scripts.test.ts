import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

// No script in package.json points at a missing file. Benchmarks and audits
// run by hand, not in CI, so each file they name is also parsed here: a syntax error in one
// fails the suite instead of the next person who runs it.

const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
const filesRun = [...new Set(Object.values(scripts).flatMap((command) => command.match(/\bscripts\/[\w./-]+\.m?js\b/g) ?? []))];

test("no script in package.json points at a missing file", () => {
  expect(filesRun.length).toBeGreaterThan(5);
  expect(filesRun.filter((file) => !existsSync(file))).toEqual([]);
});

test("every file a package.json script runs parses", () => {
  const unparsed = filesRun.filter((file) => spawnSync(process.execPath, ["--check", file]).status !== 0);
  expect(unparsed).toEqual([]);
});
