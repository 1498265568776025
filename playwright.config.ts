import { defineConfig } from "@playwright/test";
import { SERVER_LOG } from "./tests/browser/server-errors";

// Browser journeys in Debian's Chromium against the production-like `npm start` server. Its log
// goes to a file, off the test output; an error line of the Worker's own fails the run.
const port = Number(process.env.E2E_PORT ?? 8799);
const E2E_STATE = `.wrangler/e2e-state-${port}`;
const LONG = /xss-sanitiser\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/browser",
  timeout: 30_000,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // The longest test (the XSS quick run: one test of a few minutes) is handed to a worker first,
  // so that it runs beside the journeys rather than alone after them. Projects are dealt out in
  // this order; both share the two workers and everything in `use`.
  projects: [
    { name: "long", testMatch: LONG },
    { name: "journeys", testIgnore: LONG },
  ],
  globalTeardown: "./tests/browser/server-errors.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
  },
  webServer: {
    // Each run starts from the sample catalogue in a state folder of its own (journeys add models
    // and leads; `npm start`'s own state is left alone).
    command: `rm -rf ${E2E_STATE} && mkdir -p .wrangler && npm start > ${SERVER_LOG} 2>&1`,
    // Webhook retries after 1 s, 2 s… so the receiver test sees its forced retries in seconds; the
    // site names this machine (SITE_URL), so a webhook receiver here may be set and sent to.
    env: { PORT: String(port), WEBHOOK_RETRY_BASE_SECONDS: "1", PERSIST_TO: E2E_STATE, SITE_URL: `http://127.0.0.1:${port}` },
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "ignore",
  },
});
