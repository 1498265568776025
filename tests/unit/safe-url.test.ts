import { expect, test } from "vitest";
import { MAX_RETURN_PATH, returnPathIn, safeHref, safePictureSrc, safeSitePath } from "#app/shared/rules/safe-url";
import { safeNext } from "#app/features/console/meta";
import { ESCAPING_RETURNS } from "../corpus/path-corpus.mjs";
import { pageMeta } from "#app/features/seo/rules/meta";

// The one safe-URL rule (docs/decisions/106-one-safe-url-rule.md): a catalogue address is read as
// the WHATWG URL parser reads it, and only a site path or an https address on an allowed host is
// rendered, in its normalised form. The cases follow the parser's whitespace and backslash rules.

const TAB_SLASH = "/\t/evil.example/x";

test("a link whose address hides a second slash behind a tab or backslash is refused", () => {
  for (const hidden of [
    TAB_SLASH,
    "/\n/evil.example/x",
    "/\r\n/evil.example/x",
    "/\u000c/evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/ /evil.example",
    " //evil.example",
    "\t//evil.example",
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "\\\t\\evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
  ]) {
    expect(safeHref(hidden), JSON.stringify(hidden)).toBeNull();
  }
});

test("a site path is rendered in the form the browser will request, whitespace and controls removed", () => {
  expect(safeHref("/brand/Mahindra")).toBe("/brand/Mahindra");
  expect(safeHref("  /brand/Mahindra\n")).toBe("/brand/Mahindra");
  expect(safeHref("/brand/\tMahindra")).toBe("/brand/Mahindra");
  expect(safeHref("\u0001/brand/Mahindra\u001f")).toBe("/brand/Mahindra");
  expect(safeHref("\\brand\\Mahindra")).toBe("/brand/Mahindra");
  expect(safeHref("/brand/x/../Ola?y=1#top")).toBe("/brand/Ola?y=1#top");
  // Encoded slashes and backslashes are part of one path segment: the browser asks this site.
  expect(safeHref("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  expect(safeHref("/%5C%5Cevil.example")).toBe("/%5C%5Cevil.example");
});

test("a link keeps only the hosts the site links to, over https, without user name or other port", () => {
  expect(safeHref("https://www.youtube.com/watch?v=abc123xyz")).toBe("https://www.youtube.com/watch?v=abc123xyz");
  expect(safeHref(" HTTPS://WWW.YOUTUBE.COM/watch?v=abc123xyz ")).toBe("https://www.youtube.com/watch?v=abc123xyz");
  expect(safeHref("https://youtu.be/abc123xyz")).toBe("https://youtu.be/abc123xyz");
  expect(safeHref("https://www.youtube.com:443/x")).toBe("https://www.youtube.com/x");
  expect(safeHref("https:/\\www.youtube.com/x")).toBe("https://www.youtube.com/x");
  for (const refused of [
    "https://example.in/a",
    "http://www.youtube.com/x",
    "https://www.youtube.com:8443/x",
    "https://www.youtube.com@evil.example/x",
    "https://user:pw@www.youtube.com/x",
    "https://www.youtube.com.evil.example/x",
    "https://evil.example/www.youtube.com",
    "https://www.yоutube.com/x", // Cyrillic о: another host (xn--…)
    "https:evil.example",
    "https:/\\evil.example",
    "https:\\\\evil.example",
    "https://evil.example\\@www.youtube.com",
    "ftp://www.youtube.com/x",
  ]) {
    expect(safeHref(refused), refused).toBeNull();
  }
});

test("a script, data or other-scheme address is refused, however it is dressed", () => {
  for (const bad of [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "javascript\u0000:alert(1)",
    "\u00a0javascript:alert(1)",
    "\u200bjavascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "blob:https://www.youtube.com/x",
    "",
    "  ",
    "brand/x",
    "?q=1",
    "#top",
  ]) {
    expect(safeHref(bad), JSON.stringify(bad)).toBeNull();
  }
});

test("contacts stay links: mailto and tel, whitespace removed", () => {
  expect(safeHref("mailto:sales@example.in")).toBe("mailto:sales@example.in");
  expect(safeHref("tel:+91 98765 43210")).toBe("tel:+919876543210");
});

test("a picture is one of the site's own, under /image/, in its normalised form", () => {
  expect(safePictureSrc("/image/article/x.jpg")).toBe("/image/article/x.jpg");
  expect(safePictureSrc(" /image/article/\tx.jpg ")).toBe("/image/article/x.jpg");
  expect(safePictureSrc("\\image\\article\\x.jpg")).toBe("/image/article/x.jpg");
  for (const refused of [
    TAB_SLASH,
    "//evil.example/image/x.jpg",
    "/\\evil.example/image/x.jpg",
    "https://evil.example/image/x.jpg",
    "https://www.youtube.com/image/x.jpg",
    "https://i.ytimg.com/vi/abc/hqdefault.jpg",
    "/image/../admin/x",
    "/image/%2e%2e/admin/x",
    "/images/x.jpg",
    "/image",
    "/brand/Mahindra",
    "image/x.jpg",
    "data:image/png;base64,AA",
    "javascript:alert(1)",
  ]) {
    expect(safePictureSrc(refused), JSON.stringify(refused)).toBeNull();
  }
});

test("an og:image from an address that leaves the site is left out of the page head", () => {
  const url = "https://ev.example/article/x";
  const image = (head: string) => pageMeta({ url, image: head }).find((t) => "property" in t && t.property === "og:image");
  expect(image("/image/article/x.jpg")).toEqual({ property: "og:image", content: "https://ev.example/image/article/x.jpg" });
  for (const offSite of [TAB_SLASH, "//evil.example/x.jpg", "https://evil.example/x.jpg", "/\\evil.example/x.jpg"]) {
    expect(image(offSite), JSON.stringify(offSite)).toBeUndefined();
  }
});

test("a return address is a path of this site after parsing: the parsed path is checked and returned, never the raw value", () => {
  // The reliability corpus's spellings start with one "/" as typed and the URL parser resolves
  // them to "//evil.example…", which a browser reads as another host ("/." and "/a/.." are dot
  // segments, "%2e" is "."), or hide a second slash behind whitespace or a backslash.
  for (const escaping of [
    ...ESCAPING_RETURNS,
    "brand/Mahindra",
    "",
    null,
    undefined,
    "/a b",
    `/${"a".repeat(MAX_RETURN_PATH)}`,
  ]) {
    expect(safeSitePath(escaping), JSON.stringify(escaping)).toBeNull();
  }
  // Site paths come back in the parsed form the browser will ask for.
  expect(safeSitePath("/brand/Mahindra/Treo?x=1")).toBe("/brand/Mahindra/Treo?x=1");
  expect(safeSitePath("/hi/brand/Mahindra")).toBe("/hi/brand/Mahindra");
  expect(safeSitePath("/a/../brand/Ola")).toBe("/brand/Ola");
  expect(safeSitePath("/%2e/brand")).toBe("/brand");
  expect(safeSitePath("/")).toBe("/");
  // 500 characters is the limit: "/" and 499 letters pass.
  expect(safeSitePath(`/${"a".repeat(MAX_RETURN_PATH - 1)}`)).toBe(`/${"a".repeat(MAX_RETURN_PATH - 1)}`);
});

test("a return address holds the safe-path rule as it is finally sent: moved into the page's language, it is a path of this site, never another host", () => {
  // "/hi//evil.example/login" is a Hindi path as written; an English page moves it out of Hindi,
  // "/hi" + "//evil.example/login" → "//evil.example/login", which a browser reads as a host.
  // "/hi/\evil.example" parses to "/hi//evil.example", the same. Neither is sent in any language.
  for (const lang of ["en", "hi"] as const) {
    for (const escaping of ESCAPING_RETURNS) expect(returnPathIn(lang, escaping), `${lang} ${JSON.stringify(escaping)}`).toBeNull();
  }
  // Real paths come back in the page's language: "/hi" taken off in English, put on in Hindi.
  expect(returnPathIn("en", "/hi/brand/Mahindra")).toBe("/brand/Mahindra");
  expect(returnPathIn("en", "/hi")).toBe("/");
  expect(returnPathIn("hi", "/brand/Mahindra/Treo?x=1")).toBe("/hi/brand/Mahindra/Treo?x=1");
  expect(returnPathIn("hi", "/")).toBe("/hi");
  expect(returnPathIn("hi", "/a/../brand/Ola")).toBe("/hi/brand/Ola");
});

test("a catalogue link to a Hindi path that an English page would make another host's is refused", () => {
  // A site link is moved into the page's language (PageLink): "/hi//evil.example" in English is "//evil.example".
  for (const bad of ["/hi//evil.example", "/hi/\\evil.example", "/hi/a/..//evil.example"]) expect(safeHref(bad), bad).toBeNull();
  expect(safeHref("/hi/brand/Mahindra")).toBe("/hi/brand/Mahindra");
});

test("the console's return address after signing in is a console path after parsing, else the console's front page", () => {
  expect(safeNext("/admin/leads?from=2026-12-01")).toBe("/admin/leads?from=2026-12-01");
  expect(safeNext("/admin")).toBe("/admin");
  // "/admin/..//evil.example" parses to "//evil.example"; "/admin/../town" to "/town" (no console page).
  for (const bad of ["/admin/..//evil.example", "/admin/../town", "//evil.example/admin/", "/admin\t/x", "https://evil.example/admin/", "/administrator", 7, null]) {
    expect(safeNext(bad), String(bad)).toBe("/admin");
  }
});
