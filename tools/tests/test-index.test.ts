import { expect, test } from "vitest";
import { testNames } from "../docs/test-index.mjs";

// The test index (docs/TESTS.md, made on demand by `npm --prefix tools run docs:tests`) names each
// test as its file declares it.

test("a test's name is read as written, in any quotes, whatever follows it", () => {
  const source = [
    'test("a rule", async () => {});',
    "  test('another rule', () => {});",
    "test.skip(`a rule for ${name}`, () => {});",
    'it("says \\"so\\"", () => {});',
    'latest("not a test");',
    'test(\n  "a long rule",\n  () => {},\n);',
    'test("a rule of ₹1,25,000 in हिंदी", () => {});',
  ].join("\n");
  expect(testNames(source)).toEqual([
    "a rule",
    "another rule",
    "a rule for ${name} (skipped)",
    'says \\"so\\"',
    "a long rule",
    "a rule of ₹1,25,000 in हिंदी",
  ]);
});

test("a test declared with skipIf, runIf, each or for is listed, with when it runs", () => {
  const source = [
    'test.skipIf(remoteMode())("an embedded rule", async () => {});',
    "for (const failure of [500, 503]) {",
    "  test.runIf(remoteMode())(`a remote answer ${failure} is queued`, async () => {});",
    "}",
    'test.each([["a", 1]])("%s is read", (label, n) => {});',
    'it.each(CASES.filter((c) => !c.why))("$label is bounded", async (c) => {});',
    'test.for([1, 2])("row %i", ([n]) => {});',
    'test.each(["x"])("a table", () => {});',
    "it.each`a | b\n${1} | ${2}`(\"$a and $b\", ({ a, b }) => {});",
  ].join("\n");
  expect(testNames(source)).toEqual([
    "an embedded rule (skipped when remoteMode())",
    "a remote answer ${failure} is queued (runs only when remoteMode())",
    "%s is read (once per row of its table)",
    "$label is bounded (once per row of its table)",
    "row %i (once per row of its table)",
    "a table (once per row of its table)",
    "$a and $b (once per row of its table)",
  ]);
});

test("a test in describe blocks is listed after their names; a block's modifiers apply to its tests", () => {
  const source = [
    'describe("a page number", () => {',
    '  test.each(["-1", "abc"])("page=%s", (raw) => {});',
    '  describe.skipIf(slow)("nested", () => {',
    '    it("reads as the first page", () => {});',
    "  });",
    "});",
    'test.describe.configure({ timeout: 60_000 });',
    'test.describe("without JavaScript", () => {',
    '  test.use({ javaScriptEnabled: false });',
    '  test("the form posts", async ({ page }) => {',
    '    await test.step("not a test", async () => {});',
    '    test.skip(isMobile, "not a test either");',
    "  });",
    "});",
  ].join("\n");
  expect(testNames(source)).toEqual([
    "a page number › page=%s (once per row of its table)",
    "a page number › nested › reads as the first page (skipped when slow)",
    "without JavaScript › the form posts",
  ]);
});
