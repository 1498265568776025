import { expect, test } from "vitest";
import { escapeXml, scriptJson } from "#app/shared/lib/escape";

// Text React does not write (XML, JSON in inline data blocks) is escaped by app/shared/lib/escape.ts;
// everything on a page, names from the catalogue included, is written by React components (the
// XSS suites, tests/worker/xss.test.ts, cover the pages).

test("XML text escapes the five reserved characters in text and attribute values", () => {
  expect(escapeXml(`A&B <script>alert("x")</script> O'Neil`)).toBe(
    "A&amp;B &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&apos;Neil",
  );
});

test("JSON inside an inline script cannot close the script", () => {
  const json = scriptJson({ name: "</script><script>alert(1)</script>" });
  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
});
