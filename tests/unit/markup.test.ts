import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Img, imgMarkup } from "#app/components/img";
import { PageLink, pageLinkMarkup } from "#app/components/page-link";
import { escapeMarkup, scriptJson } from "#app/lib/markup";

// List rows written as strings (lib/markup.ts) must read exactly as React would have written them,
// and nothing in a name can open a tag or leave an attribute.

test("markup escapes the five reserved characters in text and attribute values", () => {
  expect(escapeMarkup(`A&B <script>alert("x")</script> O'Neil`)).toBe(
    "A&amp;B &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&apos;Neil",
  );
});

test("a page link written as markup is the page link React renders", () => {
  for (const [to, text, className] of [
    ["/brand/Mahindra/Treo/Price-In-Noida", "Noida", "chip"],
    ["/dealer/Gupta-Sons-Automobiles/About", "Gupta & Sons Automobiles, Ghaziabad", undefined],
  ] as const) {
    const react = renderToStaticMarkup(createElement(PageLink, { to, className }, text));
    // React writes ' as &#x27; where markup writes &apos;: the same character to a browser
    expect(pageLinkMarkup(to, escapeMarkup(text), className)).toBe(react.replaceAll("&#x27;", "&apos;"));
  }
});

test("a name cannot break out of a link written as markup", () => {
  const link = pageLinkMarkup(`/x" onclick="alert(1)`, escapeMarkup(`</a><img src=x onerror=alert(1)>`), "chip");
  expect(link).toBe(
    '<a href="/x&quot; onclick=&quot;alert(1)" data-discover="true" class="chip">&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;</a>',
  );
});

test("a picture written as markup is the picture React renders (its preload is asked for apart)", () => {
  for (const priority of [false, true]) {
    const props = { src: "/image/model/mahindra/treo.jpg", alt: `Mahindra "Treo"`, width: 350, height: 220, priority, className: "card-image" };
    const react = renderToStaticMarkup(createElement(Img, props));
    expect(imgMarkup(props)).toBe(react.replace(/^<link rel="preload"[^>]*>/, ""));
  }
});

test("JSON inside an inline script cannot close the script", () => {
  const json = scriptJson({ name: "</script><script>alert(1)</script>" });
  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
});
