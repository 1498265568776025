// Mutation testing of the rules that decide money and who gets a lead: billing, leads and their
// routing, distance, verification, the privacy rules that decide what is kept and published, and
// the buyer tools. Each mutant (a small plausible bug Stryker writes into the source) must make a
// unit test fail. Run from the repository root (the `mutation` script of tools/package.json does);
// it takes tens of minutes on one core, so it is not part of CI: docs/BENCHMARKS.md, "Mutation score".
import { MUTATION_GROUPS } from "./groups.mjs";

// One group per run (tools/mutation/run.mjs runs them in turn): MUTATION_GROUP names it.
const group = process.env.MUTATION_GROUP ?? "billing";
if (!(group in MUTATION_GROUPS)) throw new Error(`MUTATION_GROUP must be one of ${Object.keys(MUTATION_GROUPS).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "tools/mutation/vitest.mutation.config.ts" },
  coverageAnalysis: "perTest",
  // A mutant in a module-level constant (a "static" mutant) reruns the whole layer with the module
  // loaded afresh, some 17 s each, and they are a sixth of all: hours on one core. They are left
  // out of the run and its score (the report counts them as ignored); the constants that decide
  // money and time (the fee, GST, the dispute window) are held by tests named after them instead.
  ignoreStatic: true,
  concurrency: 1,
  mutate: MUTATION_GROUPS[group],
  // The sandbox is a copy of the repository: leave out what the unit layer never reads.
  ignorePatterns: ["build", ".wrangler", ".react-router", "tools/node_modules", "tools/mutation/reports", "tools/mutation/.stryker-tmp-*", "test-results", "playwright-report"],
  incremental: true,
  incrementalFile: `tools/mutation/reports/${group}.incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `tools/mutation/reports/${group}.html` },
  jsonReporter: { fileName: `tools/mutation/reports/${group}.json` },
  // Stryker rewrites the tsconfig's outside paths with TypeScript's JS API, which TypeScript 7 no
  // longer has; the tsconfigs name nothing outside the repository, so it is pointed at no file.
  tsconfigFile: "tools/mutation/no-tsconfig-to-rewrite.json",
  tempDirName: `tools/mutation/.stryker-tmp-${group}`,
  thresholds: { high: 90, low: 85, break: null },
};
