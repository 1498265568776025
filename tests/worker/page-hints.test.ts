import { expect, test } from "vitest";
import { FIRST_USE } from "#app/shared/shell/scripts-on-first-use";
import { getPage } from "./helpers";

// What a slow phone fetches first: the stylesheet and the first picture; the scripts when the visitor first interacts.

test("pages fetch their script modules only on the visitor's first interaction, whether rendered or from the HTML cache", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 100 && !seen.has("HIT"); i++) {
    const { html, headers } = await getPage("/brand/Mahindra");
    seen.add(headers.get("X-Cache") ?? "");
    // React Router's <Scripts> is kept inert in one <noscript>, in place (nothing hoisted to the head)
    const holders = [...html.matchAll(/<noscript data-on-first-use="scripts">([\s\S]*?)<\/noscript>/g)];
    expect(holders).toHaveLength(1);
    const [holder, inside = ""] = holders[0] ?? [];
    // nothing outside it makes the browser fetch a module
    const outside = html.replace(holder ?? "", "");
    expect(outside).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(outside).not.toMatch(/<script[^>]*type="module"/);
    // the shape the loader relies on: the site's module preloads, one bootstrap module, one state hand-off
    const preloads = [...inside.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    for (const href of preloads) expect(href).toMatch(/^\/[^\s"<>]+$/); // the site's own modules
    const scripts = [...inside.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    const modules = scripts.filter(([, attributes]) => /type="module"/.test(attributes ?? ""));
    expect(modules).toHaveLength(1);
    expect(modules[0]?.[2]).toContain("window.__reactRouterRouteModules");
    // and one classic inline script, the router's state hand-off, which the loader runs at once
    const handOff = scripts.filter(([, attributes]) => !/type=|src=/.test(attributes ?? ""));
    expect(handOff).toHaveLength(1);
    expect(handOff[0]?.[2]?.trim()).not.toBe("");
    // one loader right after it, carrying this response's nonce
    const loader = /^<script([^>]*data-on-first-use="loader"[^>]*)>([\s\S]*?)<\/script>/.exec(html.slice(html.indexOf(holder ?? "") + (holder ?? "").length));
    expect(loader?.[1]).toMatch(/nonce="[^"]+"/);
    for (const type of FIRST_USE) expect(loader?.[2]).toContain(`"${type}"`);
    expect(loader?.[2]).not.toMatch(/setTimeout|"load"|PerformanceObserver/); // nothing starts them unasked
    await new Promise((r) => setTimeout(r, 20));
  }
  expect([...seen].sort()).toEqual(["HIT", "MISS"]);
});

test("a loading page touches neither history nor sessionStorage: scroll restoration waits for hydration", async () => {
  for (const path of ["/", "/brand/Mahindra/Treo/Price-In-Noida", "/hi/brand/Mahindra"]) {
    const { html } = await getPage(path);
    // what runs while the page loads: every script outside the inert <noscript>, JSON-LD aside
    const live = html.replace(/<noscript[\s\S]*?<\/noscript>/g, "");
    const scripts = [...live.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/sessionStorage|replaceState|scrollTo/);
  }
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
