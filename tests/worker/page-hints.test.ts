import { expect, test } from "vitest";
import { getPage } from "./html";

// What a slow phone fetches first: the stylesheet and the first picture, then the scripts.

test("pages preload their script modules from the head at low priority, whether rendered or from the HTML cache", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 100 && !seen.has("HIT"); i++) {
    const { html, headers } = await getPage("/brand/Mahindra");
    seen.add(headers.get("X-Cache") ?? "");
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    const hrefs = new Set(preloads.map((link) => /href="([^"]+)"/.exec(link)![1]));
    expect(hrefs.size).toBeGreaterThan(0);
    // each module's first preload, the one a browser acts on, is low priority and carries the nonce
    for (const href of hrefs) {
      const first = preloads.find((link) => link.includes(`href="${href}"`))!;
      expect(first).toMatch(/fetchpriority="low"/i);
      expect(first).toMatch(/nonce="[^"]+"/);
    }
    expect(html.indexOf(preloads[0]!)).toBeLessThan(html.indexOf("</head>"));
    await new Promise((r) => setTimeout(r, 20));
  }
  expect([...seen].sort()).toEqual(["HIT", "MISS"]);
});

test("the first card of a list at the top of its screen loads its picture at once; the rest lazily", async () => {
  const { html } = await getPage("/brand/Mahindra");
  const images = [...html.matchAll(/<img[^>]*class="card-image"[^>]*>/g)].map((m) => m[0]);
  expect(images[0]).toContain('loading="eager"');
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
});
