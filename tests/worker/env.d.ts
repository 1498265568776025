declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_PINCODES: import("../../worker/origin/pincode-directory").PincodeRow[];
    /** The sample catalogue's and the test pincodes' statements, as tests/worker/setup.ts runs them. */
    TEST_SEED: string[];
  }
}
