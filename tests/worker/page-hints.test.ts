import { expect, test } from "vitest";
import { getPage } from "./helpers";

// What a slow phone fetches first: the stylesheet and the first picture; the scripts once it has painted.

test("pages fetch their script modules only after the first paint, whether rendered or from the HTML cache", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 100 && !seen.has("HIT"); i++) {
    const { html, headers } = await getPage("/brand/Mahindra");
    seen.add(headers.get("X-Cache") ?? "");
    // nothing in the HTML itself makes the browser fetch a module
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // the router's bootstrap is there as an inert data block; one inline script, carrying this
    // response's nonce, runs it and preloads the modules once the page has painted
    const bootstrap = /<script type="text\/plain" data-after-first-paint="bootstrap"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(bootstrap?.[1]).toContain("window.__reactRouterRouteModules");
    const loaders = [...html.matchAll(/<script([^>]*data-after-first-paint="loader"[^>]*)>([\s\S]*?)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    const [, attributes, body] = loaders[0]!;
    expect(attributes).toMatch(/nonce="[^"]+"/);
    expect(body).toContain("first-contentful-paint");
    expect(html.indexOf(bootstrap![0]) + bootstrap![0].length).toBe(html.indexOf(loaders[0]![0]));
    const modules = JSON.parse(/\}\)\((\[[^\]]*\])/.exec(body!)![1]!) as string[];
    expect(modules.length).toBeGreaterThan(0);
    for (const href of modules) expect(href).toMatch(/^\/[^\s"<>]+$/); // the site's own modules
    await new Promise((r) => setTimeout(r, 20));
  }
  expect([...seen].sort()).toEqual(["HIT", "MISS"]);
});

test("the first card of a list at the top of its screen loads its picture at once; the rest lazily", async () => {
  const { html } = await getPage("/brand/Mahindra");
  const images = [...html.matchAll(/<img[^>]*class="card-image"[^>]*>/g)].map((m) => m[0]);
  expect(images[0]).toContain('loading="eager"');
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  // and, as React does for such a picture, the head asks for it first
  const src = /src="([^"]+)"/.exec(images[0]!)![1]!;
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
  const preload = preloads.find((link) => link.includes(`href="${src}"`));
  expect(preload).toMatch(/as="image"/);
  expect(preload).toMatch(/fetchpriority="high"/i);
  for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
});
