import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { declaredTests, testFiles } from "../../scripts/test-files.mjs";

// `npm --prefix tools run docs:tests`: docs/TESTS.md, every test of the suite by layer and file,
// named after the rule it holds. When the suite is moved or merged, the list shows that no rule
// was lost. It is made on demand, never enforced by a test: a stale index misleads a reader, it
// does not break the product. Tests are read from each file's syntax tree, so a test in a
// describe block, in a loop, or declared with `skipIf`, `runIf` or `each` is listed like any
// other, with when it runs.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const TEST_INDEX = "docs/TESTS.md";

const LAYERS = [
  { dir: "tests/unit", title: "Unit (Node)", runs: "npm run test:unit" },
  { dir: "tests/worker", title: "Worker (workerd, with the bindings)", runs: "npm run test:worker" },
  { dir: "tests/browser", title: "Browser journeys (Chromium)", runs: "npm run test:browser" },
  { dir: "tools/tests", title: "The lab's own rules (Node)", runs: "npm --prefix tools test" },
];

/** When a modifier runs its test, in words; `concurrent` and the like change how, not whether. */
const WHEN = {
  skip: () => "skipped",
  todo: () => "to do",
  fixme: () => "skipped until fixed",
  fail: () => "expected to fail",
  fails: () => "expected to fail",
  only: () => "only this one",
  skipIf: (condition) => `skipped when ${condition}`,
  runIf: (condition) => `runs only when ${condition}`,
  each: () => "once per row of its table",
  for: () => "once per row of its table",
};

/** The index's line of each test a source declares: its blocks' names, its name, when it runs. */
export function testNames(source, file) {
  return declaredTests(source, file).map(({ name, groups, when }) => {
    const words = when.flatMap(({ name: modifier, condition }) => WHEN[modifier]?.(condition) ?? []);
    return [...groups, name].join(" › ") + (words.length ? ` (${words.join("; ")})` : "");
  });
}

export function testIndex() {
  const lines = [
    "# The tests, by the rule each holds",
    "",
    "Made on demand by `npm --prefix tools run docs:tests` from the test files (not checked by a test: run it after changing tests).",
    "Each line is a test's name: the rule it holds, after the names of the describe blocks around it",
    "(joined by ›), and in brackets when it runs if not always. A name with `${…}`, `%s` or `$name`",
    "runs once per value.",
  ];
  for (const { dir, title, runs } of LAYERS) {
    const files = testFiles(dir, ROOT).map((file) => ({ file, names: testNames(readFileSync(join(ROOT, file), "utf8"), file) }));
    const count = files.reduce((n, { names }) => n + names.length, 0);
    lines.push("", `## ${title}: ${count} tests in ${files.length} files (\`${runs}\`)`);
    for (const { file, names } of files) {
      if (!names.length) continue;
      lines.push("", `### ${file.slice(dir.length + 1)}`, "", ...names.map((n) => `- ${n}`));
    }
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(ROOT, TEST_INDEX), testIndex());
  console.log(`Written ${TEST_INDEX}`);
}
