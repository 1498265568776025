import { expect, test } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROPPED_WITH_CONTENT } from "#app/shared/html-policy";
import { sanitizeHtml } from "#worker/bff/sanitize";
import { XSS_PAYLOADS } from "../corpus/xss-payloads.mjs";

// The catalogue's HTML fields keep only the allow-list, whatever they hold.

/** Every element and attribute of some HTML, as the same parser (lol-html) reads it. */
async function elementsOf(html: string): Promise<{ tag: string; attributes: string[] }[]> {
  const found: { tag: string; attributes: string[] }[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        const attributes = [...(el.attributes as unknown as Iterable<[string, string]>)].map(([name]) => name);
        found.push({ tag: el.tagName, attributes });
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

test("raw-text and foreign elements are removed together with their content", async () => {
  for (const tag of ["title", "noframes", "noembed", "noscript", "xmp", "textarea", "style", "script", "template", "iframe", "object", "svg", "math", "form", "select", "option"]) {
    const clean = await sanitizeHtml(`<p>before</p><${tag}><img src=x onerror=alert(1)>Secret &lt;b&gt;</${tag}><p>after</p>`);
    expect(clean, tag).toBe("<p>before</p><p>after</p>");
  }
  // plaintext has no end tag: everything after it is its text, and goes with it.
  expect(await sanitizeHtml(`<p>before</p><plaintext><img src=x onerror=alert(1)></plaintext><p>after</p>`)).toBe("<p>before</p>");
});

test("a title holding a meta refresh leaves no markup behind (the redirect found on the site)", async () => {
  const clean = await sanitizeHtml(`<p>Battery</p><title><meta http-equiv="refresh" content="1;url=https://evil.example/"></title>`);
  expect(clean).toBe("<p>Battery</p>");
});

test("void dangerous elements go: meta, link, base, embed, frame", async () => {
  const clean = await sanitizeHtml(`<meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel=stylesheet href=x><base href="https://evil.example/"><embed src="https://evil.example/x.swf"><frame src="https://evil.example/">ok`);
  expect(clean).toBe("ok");
});

test("text is never turned into markup: a literal < in text leaves as &lt;", async () => {
  expect(await sanitizeHtml("<p>a < b and 5 > 3</p>")).toBe("<p>a &lt; b and 5 &gt; 3</p>");
});

test(`no element or attribute outside the allow-list survives any of the ${XSS_PAYLOADS.length} payloads of the corpus`, async () => {
  const outside: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    for (const { tag, attributes } of await elementsOf(await sanitizeHtml(payload))) {
      if (!ALLOWED_TAGS.has(tag)) outside.push(`<${tag}> from ${payload}`);
      for (const name of attributes) if (!ALLOWED_ATTRIBUTES[tag]?.has(name) && !(tag === "a" && name === "rel")) outside.push(`${tag}[${name}] from ${payload}`);
    }
  }
  expect(outside).toEqual([]);
});

test("sanitising the corpus twice gives what sanitising once gave: nothing a second parse reads differently", async () => {
  const changed: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    const once = await sanitizeHtml(payload);
    if ((await sanitizeHtml(once)) !== once) changed.push(payload);
  }
  expect(changed).toEqual([]);
});

test("the dropped-with-content list covers every raw-text and foreign element of HTML", () => {
  for (const tag of ["title", "noframes", "noembed", "noscript", "plaintext", "xmp", "textarea", "style", "script", "template", "iframe", "frame", "object", "embed", "svg", "math", "form", "meta", "link", "base"]) {
    expect(DROPPED_WITH_CONTENT.has(tag), tag).toBe(true);
  }
});

test("a javascript: URL dressed in invisible Unicode characters loses its attribute, and a picture with one goes", async () => {
  const clean = await sanitizeHtml(`<a href="&#xA0;javascript:alert(1)">a</a><a href="&#x3000;javascript:alert(1)">b</a><img src="&#x200B;javascript:alert(1)"><a href="/x">c</a>`);
  expect(clean).toBe(`<a>a</a><a>b</a><a href="/x">c</a>`);
});

test("a link or picture whose address hides a second slash behind a tab, newline or backslash loses it", async () => {
  const hidden = ["/&#9;/evil.example/x", "/&#10;/evil.example/x", "/\\evil.example/x", "\\\\evil.example/x", "/.//evil.example/x", " //evil.example/x"];
  for (const address of hidden) {
    expect(await sanitizeHtml(`<a href="${address}">a</a>`), address).toBe("<a>a</a>");
    expect(await sanitizeHtml(`<p><img src="${address.replace("/x", "/image/x.jpg")}" alt="p"></p>`), address).toBe("<p></p>");
  }
});

test("a picture in catalogue HTML is kept only from the site's /image/, in its normalised form", async () => {
  const clean = await sanitizeHtml(
    `<img src="https://evil.example/x.jpg"><img src="https://i.ytimg.com/vi/abc/hqdefault.jpg"><img src="/brand/x.jpg"><img src="/image/../admin"><img src=" /image/article/&#9;x.jpg " alt="x">`,
  );
  expect(clean).toBe(`<img src="/image/article/x.jpg" alt="x" />`);
});

test("a link in catalogue HTML keeps a site path, an https address on an allowed host, or a contact", async () => {
  const clean = await sanitizeHtml(
    `<a href="https://example.in/x">a</a><a href="http://www.youtube.com/x">b</a><a href="https://www.youtube.com@evil.example/">c</a><a href="brand/x">d</a>` +
      `<a href="HTTPS://WWW.YOUTUBE.COM/watch?v=abc123xyz">e</a><a href="mailto:sales@example.in">f</a><a href="\\brand\\Ola">g</a>`,
  );
  expect(clean).toBe(
    `<a>a</a><a>b</a><a>c</a><a>d</a>` +
      `<a href="https://www.youtube.com/watch?v=abc123xyz" rel="noopener nofollow">e</a><a href="mailto:sales@example.in">f</a><a href="/brand/Ola">g</a>`,
  );
});
