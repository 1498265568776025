import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { DIRECTORY_FILE, directorySql, directorySubset, parseDirectory } from "./worker/origin/pincode-directory";
import { sampleSql } from "./seed";
import { AREAS } from "./seed/cities";
import { type DeclaredTest, declaredTests, testFiles } from "./scripts/test-files.mjs";

// Worker tests run inside workerd with the real bindings of wrangler.toml (local KV, D1, R2,
// Queues), migrations and the sample catalogue applied by tests/worker/setup.ts, against the
// embedded origin. With WORKER_ORIGIN=remote they run against a remote origin (a local stub that
// serves the same contract from the same D1, with switches for faults): only the files where the
// two modes differ, `REMOTE_FILES`. One origin mode per run: each React Router plugin starts a
// route-type generator that clears and rewrites .react-router/types, and two of them in one
// process race each other.
const STUB_ORIGIN = "http://origin.stub";
const remote = process.env.WORKER_ORIGIN === "remote";
const WORKER_TESTS = "tests/worker";

/**
 * The files run against the remote origin: every contract call through the transport
 * (contract.test.ts), one page of every type rendered from it (hindi-no-latin.test.ts), and every
 * file that reads the origin mode or drives the stub's faults (`remoteMode`, tests/worker/helpers/
 * origin.ts, the stub itself). The rest exercise the BFF, pages and bindings above the origin's
 * answers, which are the same in both modes, so running them twice proved nothing more. A file
 * whose every test is `test.skipIf(remoteMode())` runs nothing there and is left out too: it
 * would only start a workerd, migrate and seed it to skip its tests.
 */
function remoteFiles(): string[] {
  const always = [`${WORKER_TESTS}/contract.test.ts`, `${WORKER_TESTS}/hindi-no-latin.test.ts`];
  const modeAware = /remoteMode|helpers\/origin|stub-origin|ORIGIN_URL/;
  const skippedThere = ({ when }: DeclaredTest) => when.some(({ name, condition }) => name === "skipIf" && condition === "remoteMode()");
  return testFiles(WORKER_TESTS).filter((file) => {
    const source = readFileSync(file, "utf8");
    const declared = declaredTests(source, file);
    const embeddedOnly = declared.length > 0 && declared.every(skippedThere);
    return always.includes(file) || (modeAware.test(source) && !embeddedOnly);
  });
}

/**
 * The pincode directory's rows around the sample's towns (the PIN codes sharing the first three
 * digits, a sorting district, with a sample area's), Delhi's and Varanasi's (a town the catalogue
 * does not list, for the pages of any town: docs/decisions/115).
 */
function testPincodes() {
  const rows = parseDirectory(gunzipSync(readFileSync(DIRECTORY_FILE)).toString("utf8"));
  const prefixes = new Set(["110", "221", ...Object.values(AREAS).flat().map(([, pincode]) => pincode.slice(0, 3))]);
  return directorySubset(rows, [...prefixes]);
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/origin/migrations");
  const pincodes = testPincodes();
  // What tests/worker/setup.ts loads into each file's storage, built here once for the run.
  const seed = [...sampleSql(), ...directorySql(pincodes, "test")];
  const project = (name: string, originUrl: string, include: string[]) => ({
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_PINCODES: pincodes,
            TEST_SEED: seed,
            ORIGIN_URL: originUrl,
            ORIGIN_TIMEOUT_MS: "300",
            ADMIN_TOKEN: "test-admin-token",
            XSRF_SECRET: "test-xsrf-signing-key-0123456789abcdef",
            INVOICE_SUPPLIER_NAME: "EV Catalogue India Private Limited",
            INVOICE_SUPPLIER_ADDRESS: "B-12, Sector 63, Noida, Uttar Pradesh 201301",
            INVOICE_SUPPLIER_GSTIN: "09AAFCE1234K1Z8",
            INVOICE_SUPPLIER_STATE_CODE: "09",
          },
        },
      }),
      reactRouter(),
    ],
    test: {
      name,
      include,
      setupFiles: ["tests/worker/setup.ts"],
      // sanitize-html and its parser are CommonJS: pre-bundled, as the plugin's docs advise for a
      // CommonJS dependency the Workers runtime cannot require module by module.
      deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
      // Files share one workerd, its storage and their module graph instead of paying its start,
      // the modules' transform and evaluation each (seconds a file); tests/worker/setup.ts
      // empties the storage and loads the catalogue afresh for every file. Shared storage means
      // one file at a time: two side by side would empty each other's D1 mid-test.
      isolate: false,
      maxWorkers: 1,
      // Shards share the cores, so a test of a thousand requests takes longer than it would alone.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
  return remote ? project("remote", STUB_ORIGIN, remoteFiles()) : project("embedded", "", [`${WORKER_TESTS}/**/*.test.ts`]);
});
