import { defineConfig, mergeConfig } from "vitest/config";
import unit from "../../vitest.unit.config";

// The unit layer, less its slow files that prove the repository's shape, the seed and the pages'
// data rather than a mutated rule: a mutant in a module-level constant reruns every test, so each
// second here costs minutes over a run.
export default mergeConfig(
  unit,
  defineConfig({
    test: {
      exclude: [
        "**/node_modules/**",
        ...[
          "catalogue-limits", "conditional-request", "message-catalogue", "package-scripts", "pincode-directory",
          "sample-contacts", "scaled-catalogue", "search", "search-text", "seed-generation", "seed-reset",
          "sitemap-files", "sitemap-slices", "test-files", "test-index", "typed-before-hydration",
        ].map((name) => `tests/unit/${name}.test.ts`),
      ],
    },
  }),
);
