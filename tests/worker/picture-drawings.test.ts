import { expect, test } from "vitest";
import { silhouette } from "#app/features/pictures/server/silhouettes";
import { attr, fetchWorker, getPage, tags } from "./helpers";

// Decision 103: a model's picture not uploaded yet is shown as its vehicle family's drawing, at
// one address per family and size, so the browser builds one SVG document for a page of cards.

const sources = (html: string, ...fragments: string[]) => tags(html, "img", ...fragments).map((img) => attr(img, "src")!);

test("models without an uploaded photo share their family's drawing address on a page", async () => {
  for (const path of ["/e-rickshaw/Noida", "/hi/e-rickshaw/Noida", "/three-wheeler/e-rickshaw"]) {
    const { status, html } = await getPage(path);
    expect(status, path).toBe(200);
    const cards = sources(html, `class="card-image"`);
    expect(cards.length, path).toBeGreaterThan(3);
    expect(new Set(cards), path).toEqual(new Set(["/image/drawing/e-rickshaw.svg?w=350&h=220"]));
  }
});

test("a model's own picture address stays in its social card and JSON-LD; the page shows the drawing", async () => {
  const { html } = await getPage("/brand/Mahindra/e-Alfa-Mini");
  expect(sources(html, `class="detail-image"`)).toEqual(["/image/drawing/e-rickshaw.svg?w=550&h=340"]);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/image\/model\/Mahindra\/e-Alfa-Mini\.jpg"/);
});

test("each family is drawn as itself: scooters, loaders and autos are not e-rickshaws", async () => {
  const families = async (path: string) => new Set(sources((await getPage(path)).html, `class="card-image"`));
  expect(await families("/two-wheeler/electric-scooter")).toEqual(new Set(["/image/drawing/scooter.svg?w=350&h=220"]));
  expect(await families("/three-wheeler/e-rickshaw-loader")).toEqual(new Set(["/image/drawing/loader.svg?w=350&h=220"]));
});

test("/image/drawing/{family}.svg draws the family at the size asked, with no words inside", async () => {
  const res = await fetchWorker("/image/drawing/loader.svg?w=350&h=200");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
  const svg = await res.text();
  expect(svg).toMatch(/^<svg [^>]*width="350" height="200"/);
  expect(svg).toContain(silhouette("loader"));
  expect(svg).not.toContain("<text");
  expect(await (await fetchWorker("/image/drawing/golf-cart.svg")).text()).toContain(silhouette("golf-cart"));
});
