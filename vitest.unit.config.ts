import { defineConfig } from "vitest/config";

// Pure rules of app/domain, in Node.
export default defineConfig({
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node" },
});
