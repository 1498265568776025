import { expect, test } from "@playwright/test";

// The body limit over the network, through the proxy `npm start` puts in front of workerd: a
// large body gets its 413 (or its 403) as an answer, never a reset connection.

const MB = "x".repeat(1024 * 1024);

async function tokenOf(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const res = await request.get("/About-Us");
  return /XSRF-TOKEN=([^;]+)/.exec(res.headers()["set-cookie"] ?? "")?.[1] ?? "";
}

test("a 1 MB JSON body to /api is answered 413 with a token or without one (size is checked first), a small one without a token 403", async ({ request, baseURL }) => {
  const token = await tokenOf(request);
  const data = JSON.stringify({ mobile: "9876500013", pincode: "226001", typeOfQuery: "Dealer", padding: MB });
  const signed = await request.post("/api/addQuery", {
    data,
    headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
  });
  expect(signed.status()).toBe(413);
  const unsigned = await request.post("/api/addQuery", { data, headers: { "Content-Type": "application/json" } });
  expect(unsigned.status()).toBe(413);
  const small = await request.post("/api/addQuery", { data: JSON.stringify({ mobile: "9876500013" }), headers: { "Content-Type": "application/json" } });
  expect(small.status()).toBe(403);
});

test("a 1 MB form to /enquiry is answered 413 with a sentence, not a reset connection", async ({ request }) => {
  const res = await request.post("/enquiry", { data: `mobile=9876500014&note=${MB}`, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  expect(res.status()).toBe(413);
  expect(await res.text()).toMatch(/too large/i);
});

test("a 1 MB post to a page or to /admin is answered (404, 413), not reset", async ({ request }) => {
  expect((await request.post("/brand/Mahindra", { data: `x=${MB}`, headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status()).toBe(404);
  expect((await request.post("/admin/cache/purge", { data: MB, headers: { "Content-Type": "application/json" } })).status()).toBe(413);
});
