import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { ADMIN_TOKEN, bodyText, browse, browser, fetchWorker, inOneWindow, postForm, setCookie, signIn } from "./helpers";

// A browser signs in with the admin token; a session cookie then opens the
// console for 8 hours; signing out ends it; failures are rate limited; the bearer token still
// works for scripts; every admin answer is private, never cached, noindex, under the site's CSP.

const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

function expectPrivate(res: Response) {
  expect(res.headers.get("Cache-Control"), res.url).toBe(PRIVATE["cache-control"]);
  expect(res.headers.get("X-Robots-Tag"), res.url).toBe(PRIVATE["x-robots-tag"]);
}

test("/admin shows a sign-in form with the anti-forgery token, noindex, never cached, under the site's CSP", async () => {
  const res = await fetchWorker("/admin");
  expect(res.status).toBe(200);
  expectPrivate(res);
  expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  const html = await res.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).toMatch(/<input type="hidden" name="_xsrf" value="[^"]+"/);
  expect(html).toMatch(/<input type="password" autoComplete="current-password" required="" name="token"\/>/);
  expect(bodyText(html)).toContain("Operator sign-in");
});

test("the sign-in page is never stored in the edge HTML cache: each visitor gets a page with their own token", async () => {
  const first = await fetchWorker("/admin");
  const second = await fetchWorker("/admin");
  expect([first.headers.get("X-Cache"), second.headers.get("X-Cache")]).toEqual(["BYPASS", "BYPASS"]);
  const token = async (res: Response) => /name="_xsrf" value="([^"]+)"/.exec(await res.text())![1];
  const cookie = (res: Response) => /XSRF-TOKEN=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")![1];
  expect(await token(second)).toBe(cookie(second));
  expect(cookie(second)).not.toBe(cookie(first));
});

test("signing in sets a signed, HttpOnly, SameSite=Strict session cookie that lasts 8 hours", async () => {
  const b = await browser();
  const res = await postForm(b, "/admin?index", { token: ADMIN_TOKEN, next: "/admin/leads" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/leads");
  const cookie = setCookie(res, "admin_session")!;
  expect(cookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
  const leads = await browse(b, "/admin/leads");
  expect(leads.status).toBe(200);
  expect(bodyText(await leads.text())).toContain("Leads");
});

test("over https the session cookie is Secure and carries the __Host- prefix", async () => {
  const first = await exports.default.fetch(new Request("https://evcatalogue.example/admin"));
  const xsrf = /__Host-XSRF-TOKEN=([^;]+)/.exec(first.headers.get("Set-Cookie") ?? "")![1]!;
  const res = await exports.default.fetch(
    new Request("https://evcatalogue.example/admin?index", {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: `__Host-XSRF-TOKEN=${xsrf}`, Origin: "https://evcatalogue.example", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "10.78.0.1" },
      body: new URLSearchParams({ _xsrf: xsrf, token: ADMIN_TOKEN }),
    }),
  );
  expect(res.status).toBe(303);
  expect(setCookie(res, "__Host-admin_session")).toMatch(/; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
});

test("console pages without a session send the visitor to sign in, and back afterwards", async () => {
  const res = await fetchWorker("/admin/billing?month=2026-11", { redirect: "manual" });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(`/admin?next=${encodeURIComponent("/admin/billing?month=2026-11")}`);
  expectPrivate(res);
  const b = await browser();
  const signedIn = await postForm(b, "/admin?index", { token: ADMIN_TOKEN, next: "/admin/billing?month=2026-11" });
  expect(signedIn.headers.get("Location")).toBe("/admin/billing?month=2026-11");
  // never to another site
  const elsewhere = await postForm(await browser(), "/admin?index", { token: ADMIN_TOKEN, next: "https://evil.example/admin/" });
  expect(elsewhere.headers.get("Location")).toBe("/admin");
});

test("a wrong token is refused; after repeated failures the address is locked out for a minute, the right token included", async () => {
  const { b, statuses, right } = await inOneWindow(async () => {
    const b = await browser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await postForm(b, "/admin?index", { token: `guess-${i}` })).status);
    return { b, statuses, right: await postForm(b, "/admin?index", { token: ADMIN_TOKEN }) };
  });
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  expect(right.status).toBe(429);
  expect(bodyText(await right.text())).toContain("Too many failed attempts from this address");
  // the lockout holds for bearer tokens from that address too, and for no other address
  const api = await fetchWorker("/admin/api/dead-letters", { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "CF-Connecting-IP": b.ip } });
  expect(api.status).toBe(429);
  expect((await postForm(await browser(), "/admin?index", { token: ADMIN_TOKEN })).status).toBe(303);
});

test("the sign-in form without its anti-forgery token is refused", async () => {
  const b = await browser();
  const res = await browse(b, "/admin?index", { method: "POST", body: new URLSearchParams({ token: ADMIN_TOKEN }) });
  expect(res.status).toBe(403);
  expect(setCookie(res, "admin_session")).toBeUndefined();
});

test("signing out ends the session: the same cookie no longer opens the console", async () => {
  const b = await signIn();
  const session = b.cookies.get("admin_session")!;
  expect((await browse(b, "/admin/leads")).status).toBe(200);
  const out = await postForm(b, "/admin/sign-out", {});
  expect(out.status).toBe(303);
  expect(setCookie(out, "admin_session")).toMatch(/^admin_session=; .*Max-Age=0/);
  b.cookies.set("admin_session", session); // a copy of the old cookie
  expect((await browse(b, "/admin/leads")).status).toBe(302);
  expect((await browse(b, "/admin/api/dead-letters")).status).toBe(401);
});

test("a session expires after 8 hours; a tampered cookie opens nothing", async () => {
  const b = await signIn();
  const [id, signature] = b.cookies.get("admin_session")!.split(".");
  b.cookies.set("admin_session", `${id}.${signature!.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`);
  expect((await browse(b, "/admin/leads")).status).toBe(302);
  b.cookies.set("admin_session", `${id}.${signature}`);
  expect((await browse(b, "/admin/leads")).status).toBe(200);
  await env.DB.prepare("UPDATE admin_session SET expiresAt = ?1").bind(Date.now() - 1).run();
  expect((await browse(b, "/admin/leads")).status).toBe(302);
});

test("the bearer token keeps working for scripts; a signed-in browser may call the API, its changes with the anti-forgery header", async () => {
  const bearer = await fetchWorker("/admin/api/dead-letters", { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(bearer.status).toBe(200);
  const b = await signIn();
  expect((await browse(b, "/admin/api/dead-letters")).status).toBe(200);
  const forged = await browse(b, "/admin/api/dead-letters/retry", { method: "POST" });
  expect(forged.status).toBe(403);
  const genuine = await browse(b, "/admin/api/dead-letters/retry", { method: "POST", headers: { "X-XSRF-TOKEN": b.xsrf } });
  expect(genuine.status).toBe(200);
});

test("every /admin answer is private and noindex: pages, their data, the API, its CSV files and its errors", async () => {
  const b = await signIn();
  for (const path of ["/admin/leads", "/admin/leads.data", "/admin/api/dead-letters", "/admin/leads.csv?from=2026-11-01&to=2026-11-02", "/admin/api/nothing", "/admin/no-such-page"]) {
    expectPrivate(await browse(b, path));
  }
  expectPrivate(await fetchWorker("/admin/api/dead-letters"));
  expect((await fetchWorker("/admin/api/dead-letters")).status).toBe(401);
});
