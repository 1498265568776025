import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { TEST_INDEX, testIndex, testNames } from "../../scripts/docs/test-index.mjs";

// The list of rules and the tests that hold them (docs/TESTS.md) stays the suite's own.

test("docs/TESTS.md lists every test of the suite by name: run npm run docs:tests after changing tests", () => {
  expect(readFileSync(join(__dirname, "../..", TEST_INDEX), "utf8")).toBe(testIndex());
});

test("a test's name is read as written, in any quotes, whatever follows it", () => {
  const source = [
    'test("a rule", async () => {});',
    "  test('another rule', () => {});",
    "test.skip(`a rule for ${name}`, () => {});",
    'it("says \\"so\\"", () => {});',
    'latest("not a test");',
    'test(\n  "a long rule",\n  () => {},\n);',
  ].join("\n");
  expect(testNames(source)).toEqual(["a rule", "another rule", "a rule for ${name}", 'says \\"so\\"', "a long rule"]);
});
