import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd with the real bindings of wrangler.toml (local KV, D1, R2,
// Queues), migrations and the sample catalogue applied by tests/worker/setup.ts. They run twice:
// against the embedded origin, and with WORKER_ORIGIN=remote against a remote origin (a local
// stub that serves the same contract from the same D1, with switches for faults). One origin mode
// per run: each React Router plugin starts a route-type generator that clears and rewrites
// .react-router/types, and two of them in one process race each other.
const STUB_ORIGIN = "http://origin.stub";
const remote = process.env.WORKER_ORIGIN === "remote";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/origin/migrations");
  const project = (name: string, originUrl: string) => ({
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ORIGIN_URL: originUrl,
            ORIGIN_TIMEOUT_MS: "300",
            ADMIN_TOKEN: "test-admin-token",
            XSRF_SECRET: "test-xsrf-signing-key-0123456789abcdef",
          },
        },
      }),
      reactRouter(),
    ],
    test: {
      name,
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["tests/worker/setup.ts"],
      // sanitize-html and its parser are CommonJS: pre-bundled, as the plugin's docs advise for a
      // CommonJS dependency the Workers runtime cannot require module by module.
      deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return remote ? project("remote", STUB_ORIGIN) : project("embedded", "");
});
