import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { fetchWorker } from "./helpers";

// Conditional headers on /image (worker/conditional.ts): a malformed one is ignored and the
// picture is sent whole, never a 500; a valid If-None-Match naming the picture's ETag still gets
// 304, on an uploaded picture (R2) and on a generated one alike.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const UPLOADED = "/image/model/Conditional/Uploaded.png";
const GENERATED = "/image/type/e-rickshaw.jpg";

const MALFORMED_ETAGS = [
  "garbage", "\"", "W/", "\"unclosed", "W/x", "w/\"x\"", "\"a\" \"b\"", "*, \"a\"", "\"a\"x", ",", "x".repeat(1000), "*x", "W/ \"a\"",
];
const MALFORMED_DATES = ["garbage", "0", "-1", "1e308", "Invalid Date", "Thu, 32 Foo 99999 99:99:99 GMT", "x".repeat(500)];
const RANGES = ["bytes=0-0", "bytes=-1", "bytes=5-2", "bytes=", "bytes=a-b", "items=0-1", "=", "x".repeat(1000)];

async function upload() {
  return (await env.IMAGES.put(UPLOADED.replace("/image/", ""), PNG, { httpMetadata: { contentType: "image/png" } }))!;
}

async function whole(path: string, headers: Record<string, string>) {
  const res = await fetchWorker(path, { headers });
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, length: body.length, body };
}

test("a malformed If-None-Match on a picture is ignored, never a 500: uploaded or generated, the whole picture", async () => {
  await upload();
  const drawing = (await whole(GENERATED, {})).body;
  for (const value of MALFORMED_ETAGS) {
    const uploaded = await whole(UPLOADED, { "If-None-Match": value });
    expect(uploaded.status, value).toBe(200);
    expect(uploaded.body, value).toEqual(PNG);
    const generated = await whole(GENERATED, { "If-None-Match": value });
    expect(generated.status, value).toBe(200);
    expect(generated.body, value).toEqual(drawing);
  }
});

test("If-Modified-Since and Range are not read by /image: valid or malformed, the picture is sent whole with 200", async () => {
  await upload();
  for (const [name, values] of [
    ["If-Modified-Since", [...MALFORMED_DATES, "Fri, 01 Jan 2100 00:00:00 GMT"]],
    ["If-Unmodified-Since", [...MALFORMED_DATES, "Sun, 06 Nov 1994 08:49:37 GMT"]],
    ["Range", RANGES],
    ["If-Range", ["\"x\"", "garbage", "Sun, 06 Nov 1994 08:49:37 GMT"]],
  ] as const) {
    for (const value of values) {
      const uploaded = await whole(UPLOADED, { [name]: value, ...(name === "If-Range" ? { Range: "bytes=0-0" } : {}) });
      expect(uploaded.status, `${name}: ${value}`).toBe(200);
      expect(uploaded.body, `${name}: ${value}`).toEqual(PNG);
      const generated = await whole(GENERATED, { [name]: value });
      expect(generated.status, `${name}: ${value}`).toBe(200);
      expect(generated.length, `${name}: ${value}`).toBeGreaterThan(100);
    }
  }
});

test("a valid If-None-Match naming the picture's ETag still gets 304: alone, weak, in a list, or *", async () => {
  const stored = await upload();
  const drawn = (await fetchWorker(GENERATED)).headers.get("ETag")!;
  for (const [path, etag] of [[UPLOADED, stored.httpEtag], [GENERATED, drawn]] as const) {
    for (const value of [etag, `W/${etag}`, `"other", ${etag}`, ` "a" ,, W/${etag} `, "*"]) {
      const res = await fetchWorker(path, { headers: { "If-None-Match": value, "If-Modified-Since": "garbage", Range: "bytes=a-b" } });
      expect(res.status, `${path} ${value}`).toBe(304);
      expect(res.headers.get("ETag"), `${path} ${value}`).toBe(etag);
      expect(await res.text()).toBe("");
    }
  }
});

test("an If-None-Match naming other tags gets the picture: a quoted \"*\" is a tag, not the wildcard", async () => {
  await upload();
  for (const value of ["\"*\"", "\"other\"", "W/\"other\", \"\"", `"${"a".repeat(5000)}"`]) {
    const uploaded = await whole(UPLOADED, { "If-None-Match": value });
    expect(uploaded.status, value).toBe(200);
    expect(uploaded.body, value).toEqual(PNG);
    expect((await whole(GENERATED, { "If-None-Match": value })).status, value).toBe(200);
  }
});

test("HEAD with a malformed If-None-Match answers 200 too", async () => {
  await upload();
  for (const path of [UPLOADED, GENERATED]) {
    const res = await fetchWorker(path, { method: "HEAD", headers: { "If-None-Match": "garbage" } });
    expect(res.status, path).toBe(200);
  }
});
