import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";

// /image/* in the running server: an object put into local R2 with wrangler is served from R2;
// a missing one is the generated placeholder. Local R2 state is .wrangler/state of this checkout,
// shared by `wrangler r2 object … --local` and the server.

const KEY = "e2e/profiles-r2-sample.png";
const wrangler = (...args: string[]) =>
  execFileSync("npx", ["wrangler", "r2", "object", ...args, "--local", "-c", "wrangler.toml"], {
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    stdio: "pipe",
  });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  wrangler("put", `ev-catalogue-images/${KEY}`, "--file", "tests/browser/fixtures/r2-sample.png", "--content-type", "image/png");
});

test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  wrangler("delete", `ev-catalogue-images/${KEY}`);
});

test("an image uploaded to R2 is served from R2, and revalidates with 304", async ({ page, request }) => {
  const response = await page.goto(`/image/${KEY}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/png");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const size = await page.locator("img").evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);
  expect(size).toBe("12x8");
  const etag = response!.headers()["etag"]!;
  const again = await request.get(`/image/${KEY}`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("an image missing from R2 is a placeholder of the list size", async ({ page }) => {
  const response = await page.goto("/image/model/Mahindra/Treo.jpg");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("image/svg+xml");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=86400");
  const svg = await response!.text();
  expect(svg).toMatch(/width="350" height="220"/);
  expect(svg).toContain("Mahindra Treo");
});

test("the site has a favicon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
