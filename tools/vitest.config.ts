import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The lab's own tests (the rules of its reports), in Node, from the repository's root so that a
// tool reads the paths it reads when it runs.
export default defineConfig({
  test: { root: fileURLToPath(new URL("..", import.meta.url)), include: ["tools/tests/**/*.test.ts"], environment: "node" },
});
