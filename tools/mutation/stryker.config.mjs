// Mutation testing of the rules that decide money and who gets a lead: billing, leads and their
// routing, distance, verification, the privacy rules that decide what is kept and published, and
// the buyer tools. Each mutant (a small plausible bug Stryker writes into the source) must make a
// unit test fail. Run from the repository root (the `mutation` script of tools/package.json does);
// it takes tens of minutes on one core, so it is not part of CI: docs/BENCHMARKS.md, "Mutation score".
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.unit.config.ts" },
  coverageAnalysis: "perTest",
  concurrency: 1,
  mutate: [
    "app/domain/billing/**/*.ts",
    "app/domain/leads/**/*.ts",
    "app/domain/verification.ts",
    "app/domain/privacy/retention.ts",
    "app/domain/privacy/grievance.ts",
    "app/domain/rules/india.ts",
    "app/domain/rules/town.ts",
    "app/domain/tools/**/*.ts",
  ],
  // The sandbox is a copy of the repository: leave out what the unit layer never reads.
  ignorePatterns: ["build", ".wrangler", ".react-router", "tools/node_modules", "tools/mutation/reports", "test-results", "playwright-report"],
  incremental: true,
  incrementalFile: "tools/mutation/reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "tools/mutation/reports/mutation.html" },
  jsonReporter: { fileName: "tools/mutation/reports/mutation.json" },
  // Stryker rewrites the tsconfig's outside paths with TypeScript's JS API, which TypeScript 7 no
  // longer has; the tsconfigs name nothing outside the repository, so it is pointed at no file.
  tsconfigFile: "tools/mutation/no-tsconfig-to-rewrite.json",
  tempDirName: "tools/mutation/.stryker-tmp",
  thresholds: { high: 90, low: 85, break: null },
};
