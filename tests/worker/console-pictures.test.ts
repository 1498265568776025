import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { pictureVersionSource } from "#app/features/pictures/server/versions";
import { jpegPhoto, pngPhoto } from "./helpers/photos";
import { ADMIN_TOKEN, bodyText, fetchWorker, fetchWorkerWithEnv, getPage, postForm, signIn, tags, attr, untilPageCached } from "./helpers";

// A brand's logo or a model's photo — JPEG, PNG or WebP by its bytes, at most
// 2 MB — stored in R2 where the site shows it, served with its type and a long cache lifetime at
// a versioned address; the pages showing it update at once, and a page view costs no extra call.

afterEach(() => vi.restoreAllMocks());

const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
// Real pictures (each passes the one picture check: tests/worker/picture-check.test.ts); the seed makes each another.
const png = (seed: number) => pngPhoto(12, 8, seed);
const jpeg = (seed: number) => jpegPhoto(16, 16, seed);
/** Bytes that start like a PNG and are nothing more. */
const pngStart = (seed: number) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, 1, 2, 3]);
const put = (path: string, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}) =>
  fetchWorker(`/admin/api/images/${path}`, { method: "PUT", headers: { ...bearer, ...headers }, body });

type Uploaded = { key: string; src: string; version: string; contentType: string; bytes: number };

/** The src of the page's <img> whose address starts so. */
const imgSrc = (html: string, start: string) => tags(html, "img").map((t) => attr(t, "src") ?? "").find((src) => src.startsWith(start));

test("a model's photo is stored where the site shows it and served with its type, for a year at its versioned address", async () => {
  const photo = await png(1);
  const res = await put("model/mahindra/treo", photo);
  expect(res.status).toBe(201);
  const uploaded = (await res.json()) as Uploaded;
  expect(uploaded).toMatchObject({ key: "model/Mahindra/Treo.jpg", src: "/image/model/Mahindra/Treo.jpg", contentType: "image/png", bytes: photo.byteLength });
  expect(uploaded.version).toMatch(/^[0-9a-f]{10}$/);
  const versioned = await fetchWorker(`/image/model/Mahindra/Treo.jpg?v=${uploaded.version}`);
  expect(versioned.status).toBe(200);
  expect(versioned.headers.get("Content-Type")).toBe("image/png");
  expect(versioned.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(new Uint8Array(await versioned.arrayBuffer())).toEqual(photo);
  // at its bare or an old address it may change with the next upload: five minutes
  expect((await fetchWorker("/image/model/Mahindra/Treo.jpg")).headers.get("Cache-Control")).toBe("public, max-age=300");
  expect((await fetchWorker("/image/model/Mahindra/Treo.jpg?v=0000000000")).headers.get("Cache-Control")).toBe("public, max-age=300");
});

test("a brand's logo goes to the brand's address; the placeholder stays only where nothing was uploaded", async () => {
  const uploaded = (await (await put("brand/Piaggio", await jpeg(2))).json()) as Uploaded;
  expect(uploaded).toMatchObject({ key: "brand/piaggio.jpg", contentType: "image/jpeg" });
  expect((await fetchWorker(`/image/brand/piaggio.jpg?v=${uploaded.version}`)).headers.get("Content-Type")).toBe("image/jpeg");
  expect((await fetchWorker("/image/brand/lohia.jpg")).headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
});

test("the picture's type is read from its bytes: a GIF, an SVG or a web page named .jpg is refused", async () => {
  for (const body of ["GIF89a\x01\x00", "<svg xmlns='http://www.w3.org/2000/svg'/>", "<!doctype html><script>alert(1)</script>"]) {
    const res = await put("model/Mahindra/Treo", body, { "Content-Type": "image/jpeg" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unsupported_picture");
  }
});

test("a picture over 2 MB is refused with 413, an empty one with 400, an unknown brand or model with 404", async () => {
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(await jpeg(3));
  expect((await put("model/Mahindra/Treo", big)).status).toBe(413);
  expect((await put("model/Mahindra/Treo", new Uint8Array(0))).status).toBe(400);
  expect((await put("brand/Nowhere-Motors", await jpeg(4))).status).toBe(404);
  expect((await put("model/Mahindra/Treo-Nine", await jpeg(4))).status).toBe(404);
  expect((await fetchWorker("/admin/api/images/brand/Mahindra", { method: "PUT", body: await jpeg(5) })).status).toBe(401);
});

test("the pages that show a picture update at once after its upload, as every cached page is renewed", async () => {
  await (await fetchWorker("/brand/Mahindra/Treo-Yaari")).text();
  const before = await untilPageCached("/brand/Mahindra/Treo-Yaari");
  // not uploaded yet: the drawing of its family (an electric auto), at the detail picture's size
  expect(imgSrc(await before.text(), "/image/drawing/")).toBe("/image/drawing/auto.svg?w=550&h=340");
  await (await fetchWorker("/brand/Lohia")).text();
  await untilPageCached("/brand/Lohia");
  const { version } = (await (await put("model/Mahindra/Treo Yaari", await png(6))).json()) as Uploaded;
  const after = await getPage("/brand/Mahindra/Treo-Yaari");
  expect(after.headers.get("X-Cache")).toBe("MISS");
  expect(imgSrc(after.html, "/image/model/Mahindra/Treo-Yaari.jpg")).toBe(`/image/model/Mahindra/Treo-Yaari.jpg?v=${version}`);
  // Pages are filed under the catalogue generation, which an upload advances (decision 132).
  expect((await fetchWorker("/brand/Lohia")).headers.get("X-Cache")).toBe("MISS");
  // a new upload is a new address
  const second = (await (await put("model/Mahindra/Treo Yaari", await png(7))).json()) as Uploaded;
  expect(second.version).not.toBe(version);
  expect(imgSrc((await getPage("/brand/Mahindra/Treo-Yaari")).html, "/image/model/Mahindra/Treo-Yaari.jpg")).toBe(`/image/model/Mahindra/Treo-Yaari.jpg?v=${second.version}`);
});

test("a page view costs no extra origin, D1 or R2 call: the version map is read from the cache", async () => {
  expect((await put("model/Mahindra/Treo Zor", await png(8))).status).toBe(201);
  // Rendered each time, never from the HTML cache.
  const render = () => fetchWorkerWithEnv({ HTML_CACHE_TTL: "0" }, "/brand/Mahindra/Treo-Zor");
  await render(); // fills the version map's cache entry
  const loads = vi.spyOn(pictureVersionSource, "load");
  const r2 = vi.spyOn(env.IMAGES, "get");
  const r2head = vi.spyOn(env.IMAGES, "head");
  for (let view = 0; view < 3; view++) {
    const res = await render();
    expect(res.headers.get("X-Cache")).toBe("BYPASS");
    expect(imgSrc(await res.text(), "/image/model/Mahindra/Treo-Zor.jpg")).toMatch(/\?v=[0-9a-f]{10}$/);
  }
  expect(loads).not.toHaveBeenCalled();
  expect(r2).not.toHaveBeenCalled();
  expect(r2head).not.toHaveBeenCalled();
});

test("the console's form refuses a file that is a picture by its first bytes but cannot be read", async () => {
  // The console's uploads go to the gallery (docs/decisions/129; tests/worker/console-gallery.test.ts):
  // each is made into WebP sizes, so bytes that only start like a PNG are refused by name.
  const b = await signIn();
  const form = new FormData();
  form.set("file", new File([pngStart(9)], "alfa.png", { type: "image/png" }));
  const res = await postForm(b, "/admin/pictures?brand=Mahindra&model=e-Alfa Mini", form);
  expect(res.status).toBe(400);
  expect(bodyText(await res.text())).toContain("alfa.png: the photo could not be read.");
});
