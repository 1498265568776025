import { defineConfig } from "vitest/config";

// Pure rules of app/domain, in Node. The files share their workers (isolate off): a fresh Node
// worker per file cost more than most files' tests, and no file leaves state behind it (the one
// that patches a global restores it in `finally`). The timeout is the worker tests' own: the
// few tests that read the whole source tree or spawn Node take seconds on a busy shared machine.
export default defineConfig({
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false, testTimeout: 30_000 },
});
