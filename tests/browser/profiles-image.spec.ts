import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { operatorHeaders } from "./helpers";

// /image/* in the running server: a picture uploaded through the operator API is served from R2
// at its versioned address and decodes in the browser (a missing one's placeholder is an HTTP
// answer only: tests/worker/profiles-image.test.ts).

let src = "";

test.beforeAll(async ({ request }) => {
  const res = await request.put("/admin/api/images/model/YC Electric/Closed Cart", {
    headers: { ...operatorHeaders(), "Content-Type": "image/png" },
    data: readFileSync("tests/browser/fixtures/r2-sample.png"),
  });
  expect(res.status()).toBe(201);
  const uploaded = (await res.json()) as { src: string; version: string };
  src = `${uploaded.src}?v=${uploaded.version}`;
});

test("an image uploaded to R2 is served from R2, and revalidates with 304", async ({ page, request }) => {
  const response = await page.goto(src);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/png");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const size = await page.locator("img").evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);
  expect(size).toBe("12x8");
  const etag = response!.headers()["etag"]!;
  const again = await request.get(src, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("the site has a favicon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
