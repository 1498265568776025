import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { IMAGE_CSP, imageRoutes } from "#worker/routes/image";
import { MAX_IMAGE_PATH } from "#app/features/pictures/server/image-path";
import { silhouette } from "#app/features/pictures/server/silhouettes";
import { fetchWorker } from "./helpers";

// /image/*: R2 first, a generated placeholder
// otherwise.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

test("an image in R2 is streamed with its content type, its ETag and a year-long immutable cache", async () => {
  const stored = await env.IMAGES.put("model/Test-Brand/Test-Model.png", PNG, { httpMetadata: { contentType: "image/png" } });
  const res = await fetchWorker("/image/model/Test-Brand/Test-Model.png");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/png");
  expect(res.headers.get("ETag")).toBe(stored!.httpEtag);
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
});

test("If-None-Match with the R2 object's ETag answers 304 without a body; another ETag gets the image", async () => {
  const stored = await env.IMAGES.put("brand/etag-brand.jpg", PNG, { httpMetadata: { contentType: "image/jpeg" } });
  const fresh = await fetchWorker("/image/brand/etag-brand.jpg", { headers: { "If-None-Match": stored!.httpEtag } });
  expect(fresh.status).toBe(304);
  expect(fresh.headers.get("ETag")).toBe(stored!.httpEtag);
  expect(await fresh.text()).toBe("");
  const stale = await fetchWorker("/image/brand/etag-brand.jpg", { headers: { "If-None-Match": `"something-else"` } });
  expect(stale.status).toBe(200);
  expect(new Uint8Array(await stale.arrayBuffer())).toEqual(PNG);
});

test("an R2 object uploaded without an image content type is served with its extension's image type", async () => {
  await env.IMAGES.put("type/odd-upload.jpg", PNG, { httpMetadata: { contentType: "text/html" } });
  const res = await fetchWorker("/image/type/odd-upload.jpg");
  expect(res.headers.get("Content-Type")).toBe("image/jpeg");
});

test("a missing image is an SVG placeholder named after the model at the list size, cached for a day", async () => {
  const res = await fetchWorker("/image/model/Mahindra/e-Alfa-Mini.jpg");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="350" height="220" viewBox="0 0 350 220"/);
  // the real name from the product record (the slug lost the hyphen)
  expect(svg).toContain('aria-label="Mahindra e-Alfa Mini"');
  expect(svg).not.toMatch(/<script|on\w+=/i);
});

test("the placeholder shows the silhouette of the model's vehicle type", async () => {
  const cases = [
    ["/image/model/Mahindra/e-Alfa-Mini.jpg", "e-rickshaw"],
    ["/image/model/Ola/S1-Air.jpg", "scooter"],
    ["/image/type/electric-cycle.jpg", "cycle"],
    ["/image/type/electric-school-van.jpg", "van"],
    ["/image/type/e-rickshaw-loader.jpg", "loader"],
    ["/image/type/electric-golf-cart.jpg", "golf-cart"],
    ["/image/type/electric-auto-rickshaw.jpg", "auto"],
    ["/image/trader/Some-Shop.jpg", "generic"],
  ] as const;
  for (const [path, family] of cases) {
    const svg = await (await fetchWorker(path)).text();
    expect(svg, path).toContain(silhouette(family));
  }
});

test("placeholders take the size of their kind, or ?w=&h= within bounds", async () => {
  const size = async (path: string) => /width="(\d+)" height="(\d+)"/.exec(await (await fetchWorker(path)).text())!.slice(1).join("x");
  expect(await size("/image/article/some-article.jpg")).toBe("550x340");
  expect(await size("/image/model/Mahindra/Treo.jpg?w=550&h=340")).toBe("550x340");
  expect(await size("/image/brand/mahindra.jpg?w=700")).toBe("700x440");
  expect(await size("/image/brand/mahindra.jpg?w=99999&h=-3")).toBe("350x220");
  expect(await size("/image/logo.svg")).toBe("245x50");
  expect(await size("/image/social/youtube.svg")).toBe("32x32");
});

test("a placeholder answers If-None-Match with its ETag by 304", async () => {
  const first = await fetchWorker("/image/type/e-rickshaw.jpg");
  const etag = first.headers.get("ETag")!;
  expect(etag).toMatch(/^"g-[0-9a-f]+"$/);
  const again = await fetchWorker("/image/type/e-rickshaw.jpg", { headers: { "If-None-Match": `W/${etag}` } });
  expect(again.status).toBe(304);
});

test("the site logo and the three social icons exist as generated SVGs, and R2 takes precedence", async () => {
  for (const path of ["/image/logo.svg", "/image/social/youtube.svg", "/image/social/linkedin.svg", "/image/social/facebook.svg"]) {
    const res = await fetchWorker(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
  }
  await env.IMAGES.put("social/facebook.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { httpMetadata: { contentType: "image/svg+xml" } });
  expect(await (await fetchWorker("/image/social/facebook.svg")).text()).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
});

test("the placeholder escapes the brand and model names", async () => {
  // No "/" inside a name: the site's addresses never carry one (slugs turn it into "_"), and an
  // encoded slash is refused before any route reads the path (worker/request-path.ts).
  const res = await fetchWorker(`/image/model/A%26B/${encodeURIComponent(`<script>alert("x")'`)}.jpg`);
  const svg = await res.text();
  expect(res.status).toBe(200);
  expect(svg).not.toContain("<script");
  expect(svg).toContain("&lt;script&gt;");
  expect(svg).toContain("A&amp;B");
  expect(svg).toContain("&quot;x&quot;");
  expect(svg).toContain("&apos;");
});

test("bad image paths are 404: non-ASCII, '..', undecodable, too long, empty or not an image", async () => {
  const long = `/image/model/${"a".repeat(MAX_IMAGE_PATH)}.jpg`;
  for (const path of [
    "/image/model/%E0%A4%88/x.jpg", "/image/brand/caf%C3%A9.jpg", "/image/model/%2E%2E%2Fsecret.jpg", "/image/a/..%2Fb.jpg",
    "/image/brand/%ZZ.jpg", long, "/image/", "/image/brand/readme.txt", "/image/brand/x",
    "/image/brand/a%5Cb.jpg", "/image/brand/a%00b.jpg",
  ]) {
    const res = await fetchWorker(path);
    expect(res.status, path).toBe(404);
  }
});

test("image responses carry a restrictive CSP of their own (no script, no loads)", async () => {
  const app = new Hono().route("/image", imageRoutes as unknown as Hono);
  const res = await app.request("/image/logo.svg", {}, env, createExecutionContext());
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Security-Policy")).toBe(IMAGE_CSP);
  expect(IMAGE_CSP).toContain("default-src 'none'");
  expect(IMAGE_CSP).toContain("sandbox");
});

test("no text inside pictures repeating their alt text: a model's placeholder is a drawing only", async () => {
  for (const path of ["/image/model/Mahindra/e-Alfa-Mini.jpg", "/image/type/e-rickshaw.jpg", "/image/article/e-rickshaw-buying-guide.jpg"]) {
    expect(await (await fetchWorker(path)).text(), path).not.toContain("<text");
  }
});

test("an e-rickshaw is never drawn as a car: unknown types get a plug, not a vehicle", async () => {
  const article = await (await fetchWorker("/image/article/e-rickshaw-buying-guide.jpg")).text();
  expect(article).toContain(silhouette("e-rickshaw"));
  const shop = await (await fetchWorker("/image/trader/Some-Shop.jpg")).text();
  expect(shop).toContain(silhouette("generic"));
  expect(silhouette("generic")).not.toContain("<circle");
});

test("brand cards show the brand's monogram, not a vehicle: Ola and Ather differ", async () => {
  const ola = await (await fetchWorker("/image/brand/ola.jpg")).text();
  const ather = await (await fetchWorker("/image/brand/ather.jpg")).text();
  expect(ola).toMatch(/>O<\/text>/);
  expect(ather).toMatch(/>A<\/text>/);
  expect(ola).not.toContain(silhouette("scooter"));
  expect(ola.match(/fill="(#[0-9a-f]{6})"\/><text/)?.[1]).not.toBe(ather.match(/fill="(#[0-9a-f]{6})"\/><text/)?.[1]);
  const kinetic = await (await fetchWorker("/image/brand/kinetic-green.jpg")).text();
  expect(kinetic).toMatch(/>KG<\/text>/);
});

// Read from the running server in the browser layer before; only its HTTP answer is checked.
test("an image missing from R2 is a placeholder of the list size", async () => {
  const res = await fetchWorker("/image/model/Mahindra/Treo.jpg");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
  const svg = await res.text();
  expect(svg).toMatch(/width="350" height="220"/);
  expect(svg).toContain("Mahindra Treo");
});
