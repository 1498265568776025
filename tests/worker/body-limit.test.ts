import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ORIGIN, fetchWorker, xsrfToken } from "./helpers";

// Bodies over 16 KB are answered 413 before anything parses them, never more
// than 16 KB of one is kept, and a body a request was answered without is drained, not left
// unread (over the network, through npm start's proxy: tests/browser/body-limit.spec.ts).

const big = (bytes: number) => "x".repeat(bytes);

/** A body that counts what was pulled from it, and whether it was taken to its end. */
function watchedStream(chunks: number, chunkBytes = 8 * 1024) {
  const seen = { pulled: 0, ended: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= chunks) {
        seen.ended = true;
        return controller.close();
      }
      seen.pulled++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return { stream, seen };
}

async function signedHeaders(type = "application/json"): Promise<Record<string, string>> {
  const token = await xsrfToken();
  return { "Content-Type": type, Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "10.9.9.9" };
}

test("a JSON body over 16 KB to /api is answered 413 before it is parsed, and nothing is stored", async () => {
  const body = JSON.stringify({ mobile: "9876511119", pincode: "226001", typeOfQuery: "Dealer", padding: big(100_000) });
  const res = await fetchWorker("/api/addQuery", { method: "POST", headers: { ...(await signedHeaders()), "Content-Length": String(body.length) }, body });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "The request body is larger than 16 KB" } });
  const { results } = await env.DB.prepare("SELECT id FROM enquiry WHERE mobile = ?").bind("9876511119").all();
  expect(results).toEqual([]);
});

test("a body without Content-Length (chunked) is counted, answered 413 past 16 KB and drained", async () => {
  const { stream, seen } = watchedStream(64);
  const res = await fetchWorker("/api/addQuery", { method: "POST", headers: await signedHeaders(), body: stream, duplex: "half" } as RequestInit);
  expect(res.status).toBe(413);
  expect(seen.ended).toBe(true);
  const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM enquiry WHERE note LIKE 'xxxx%'").all<{ n: number }>();
  expect(results[0]!.n).toBe(0);
});

test("a body within 16 KB still reaches the call", async () => {
  const body = JSON.stringify({ mobile: "9876511118", pincode: "226001", typeOfQuery: "Dealer", note: "Need two" });
  const res = await fetchWorker("/api/addQuery", { method: "POST", headers: await signedHeaders(), body });
  expect(res.status).toBe(200);
});

test("a form over 16 KB to /enquiry is answered 413 before the anti-forgery check reads it, at its data address too", async () => {
  const body = `mobile=9876511117&pincode=226001&note=${big(100_000)}`;
  for (const path of ["/enquiry", "/enquiry.data", "/hi/enquiry.data"]) {
    const res = await fetchWorker(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) }, body });
    expect(res.status, path).toBe(413);
    expect(await res.text()).toMatch(/too large/i);
  }
});

test("/admin answers 413 to a large body before authentication", async () => {
  const body = JSON.stringify({ tag: "brand", padding: big(50_000) });
  for (const auth of [{}, { Authorization: "Bearer test-admin-token" }] as Record<string, string>[]) {
    const res = await fetchWorker("/admin/cache/purge", { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": String(body.length), ...auth }, body });
    expect(res.status).toBe(413);
  }
});

test("a request answered without reading its body has that body drained before the answer leaves", async () => {
  const answeredUnread = [
    { path: "/brand/Mahindra", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, // 404 page
    { path: "/api/addQuery", headers: { "Content-Type": "application/json" } }, // 403, no token
    { path: "/api/noSuchCall", headers: { "Content-Type": "application/json" } }, // 404
    { path: "/admin/cache/purge", headers: { "Content-Type": "application/json" } }, // 401
  ];
  for (const { path, headers } of answeredUnread) {
    const { stream, seen } = watchedStream(64);
    const res = await fetchWorker(path, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
    expect(seen.ended, path).toBe(true);
    await res.arrayBuffer();
    expect(res.status, path).toBeGreaterThanOrEqual(400);
  }
});
