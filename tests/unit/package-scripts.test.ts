import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

// No script of the product (package.json, running scripts/) or of the lab beside it
// (tools/package.json, running tools/ from the repository's root) points at a missing file.
// Benchmarks and audits run by hand, not in CI, so each file they name is also parsed here: a
// syntax error in one fails the suite instead of the next person who runs it.

const commandsOf = (file: string): string[] => Object.values(JSON.parse(readFileSync(file, "utf8")).scripts);
const filesRunBy = (commands: string[], folder: string) =>
  [...new Set(commands.flatMap((command) => command.match(new RegExp(`\\b${folder}/[\\w./-]+\\.m?js\\b`, "g")) ?? []))];

const productFiles = filesRunBy(commandsOf("package.json"), "scripts");
const labFiles = filesRunBy(commandsOf("tools/package.json"), "tools");

test("no script in package.json or tools/package.json points at a missing file", () => {
  // The product runs dev, start, the seed, the pincodes and the worker runner (5); the lab its
  // ten benchmarks, the reliability suite, the audit, two screenshot runs and the test index
  // (10 + 1 + 1 + 2 + 1 = 15).
  expect(productFiles).toHaveLength(5);
  expect(labFiles).toHaveLength(15);
  expect([...productFiles, ...labFiles].filter((file) => !existsSync(file))).toEqual([]);
});

test("every file a package.json script runs parses", () => {
  const unparsed = [...productFiles, ...labFiles].filter((file) => spawnSync(process.execPath, ["--check", file]).status !== 0);
  expect(unparsed).toEqual([]);
});

test("the product's package.json runs no lab: no benchmark, audit, reliability suite, screenshots or test index", () => {
  const product = Object.keys(JSON.parse(readFileSync("package.json", "utf8")).scripts);
  expect(product.filter((name) => /^(bench|audit|reliability|test:reliability|shots|docs:)/.test(name))).toEqual([]);
});
