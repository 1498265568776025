declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_PINCODES: import("../../worker/origin/pincode-directory").PincodeRow[];
  }
}
