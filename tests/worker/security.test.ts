import { expect, test } from "vitest";
import { sanitizeHtml, sanitizeItems } from "#worker/bff/sanitize";
import { fetchWorker } from "./helpers";

test("every response carries the security headers and a CSP with a nonce", async () => {
  for (const path of ["/", "/api/getType", "/api/nothing"]) {
    const res = await fetchWorker(path);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    // 128 random bits in base64url (app/shared/security/base64url.ts), a nonce value CSP accepts
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'/);
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
  }
});

test("public pages leave the visitor's renderer process alone; the console and lead pages get their own", async () => {
  for (const path of ["/", "/brand/Mahindra", "/hi/brand/Mahindra/Treo/Price-In-Noida", "/api/getType"]) {
    const res = await fetchWorker(path);
    expect(res.headers.get("Cross-Origin-Opener-Policy"), path).toBeNull();
    expect(res.headers.get("Origin-Agent-Cluster"), path).toBeNull();
    expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
  }
  for (const path of ["/admin", "/admin/leads", "/leads/not-a-token"]) {
    const res = await fetchWorker(path);
    expect(res.headers.get("Cross-Origin-Opener-Policy"), path).toBe("same-origin");
    expect(res.headers.get("Origin-Agent-Cluster"), path).toBe("?1");
    expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
  }
});

test("the page's inline scripts carry the nonce of its CSP", async () => {
  const res = await fetchWorker("/");
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  // Executable scripts only: data blocks (JSON-LD) and the router's scripts kept as inert text in a
  // <noscript> until the page has painted are never run, so CSP does not apply to them.
  const html = (await res.text()).replace(/<noscript data-on-first-use="scripts">[\s\S]*?<\/noscript>/, "");
  const executable = (tag: string) => ["", "module", "text/javascript"].includes(/\btype="([^"]*)"/.exec(tag)?.[1] ?? "");
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter(executable);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("the HTML sanitiser drops scripts, handlers, frames and javascript: URLs", async () => {
  const dirty = [
    `<p onclick="alert(1)">Hi<script>alert(2)</script></p>`,
    `<img src=x onerror="alert(3)">`,
    `<a href="javascript:alert(4)">x</a><a href=" jav&#x09;ascript:alert(5)">y</a>`,
    `<svg onload="alert(6)"><circle/></svg><iframe src="https://evil.example"></iframe>`,
    `<a href="JaVaScRiPt&colon;alert(7)">z</a><style>body{}</style><!-- c -->`,
  ].join("");
  const clean = await sanitizeHtml(dirty);
  expect(clean).not.toMatch(/script|onerror|onclick|onload|<svg|<iframe|<style|alert\(|<!--/i);
  expect(clean).toContain("<p>Hi</p>");
});

test("the HTML sanitiser keeps the allowed formatting and safe links", async () => {
  const html = `<h3>Battery</h3><ul><li><strong>48 V</strong></li></ul><a href="/brand/Mahindra">Mahindra</a><a href="https://www.youtube.com/watch?v=abc123xyz">x</a>`;
  const clean = await sanitizeHtml(html);
  expect(clean).toContain("<h3>Battery</h3><ul><li><strong>48 V</strong></li></ul>");
  expect(clean).toContain(`<a href="/brand/Mahindra">`);
  expect(clean).toContain(`rel="noopener nofollow"`);
});

test("only the HTML fields of items are sanitised, also inside nested lists; an about text stored as HTML is read as plain text, without what runs", async () => {
  const [item] = (await sanitizeItems([
    { name: "<b>x</b>", aboutProduct: "<p>ok</p><script>x()</script>", brandList: [{ other: "<img src=/image/x.jpg onerror=y()>" }] },
  ])) as { name: string; aboutProduct: string; brandList: { other: string }[] }[];
  expect(item!.name).toBe("<b>x</b>");
  expect(item!.aboutProduct).toBe("ok");
  expect(item!.brandList[0]!.other).toMatch(/^<img src="\/image\/x.jpg" ?\/?>$/);
});

test("links keep site paths, mailto and tel; pictures of other schemes go", async () => {
  const clean = await sanitizeHtml(
    `<a href="/image/a.jpg">a</a><a href="tel:+919876543210">t</a><a href="data:text/html,x">d</a><a href="vbscript:x">v</a><img src="data:image/png;base64,AA">`,
  );
  expect(clean).toBe(`<a href="/image/a.jpg">a</a><a href="tel:+919876543210">t</a><a>d</a><a>v</a>`);
});

test("an image keeps its own stricter CSP", async () => {
  const res = await fetchWorker("/image/logo.svg");
  expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
});

test("a form post to a page other than the enquiry page gets the 404 page", async () => {
  for (const path of ["/brand/Mahindra", "/foo/bar", "/About-Us"]) {
    const res = await fetchWorker(path, { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("You entered a wrong url");
  }
});

test("the enquiry page answers other methods and non-form bodies without an error", async () => {
  for (const [method, body, type] of [["PUT", "x=1", "application/x-www-form-urlencoded"], ["DELETE", "", "text/plain"], ["POST", "{\"mobile\":1}", "application/json"]] as const) {
    const res = await fetchWorker("/enquiry?x=1", { method, body: body || undefined, headers: { "Content-Type": type } });
    expect(res.status).toBeLessThan(500);
    expect([400, 403, 404]).toContain(res.status);
  }
});
