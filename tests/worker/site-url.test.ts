import { expect, test } from "vitest";
import { fetchWorker, fetchWorkerWithEnv } from "./helpers";

// Absolute URLs come from the configured SITE_URL, never from the Host a
// request names; without SITE_URL (local runs) the HTML cache keeps one copy per host.

const SITE = "https://ev.example";
const FORGED = "http://evil.example";
const auth = { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" };

/** The Worker with SITE_URL set, asked through a forged Host (the URL's host is the Host header's). */
const fetchAsSite = (url: string) => fetchWorkerWithEnv({ SITE_URL: SITE }, url);

async function untilCached(fetcher: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await fetcher();
    if (res.headers.get("X-Cache") === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("never cached");
}

const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[a-z0-9.:-]+/gi)].map((m) => m[0]);

test("absolute URLs of a page (canonical, og:url, og:image, JSON-LD) come from SITE_URL whatever Host asked", async () => {
  for (const path of ["/brand/Mahindra", "/brand/Mahindra/e-Alfa-Mini/Price-In-Noida", "/"]) {
    const res = await fetchAsSite(`${FORGED}${path}`);
    const html = await res.text();
    expect(res.status, path).toBe(200);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path === "/" ? "/" : path}"/>`);
    expect(html, path).toMatch(new RegExp(`property="og:url" content="${SITE}`));
    expect(html, path).toContain('"@context":"https://schema.org"');
    expect(html, path).not.toContain("evil.example");
  }
  const product = await (await fetchAsSite(`${FORGED}/brand/Mahindra/e-Alfa-Mini`)).text();
  expect(product).toMatch(new RegExp(`property="og:image" content="${SITE}/image/`));
});

test("sitemaps and robots.txt name SITE_URL whatever Host asked", async () => {
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemap/brands.xml", "/sitemap/pages.xml"]) {
    const text = await (await fetchAsSite(`${FORGED}${path}`)).text();
    expect(text, path).not.toContain("evil.example");
    // XML namespaces (sitemaps.org, the xhtml of hreflang alternates) are names, not links.
    const links = absoluteUrls(text).filter((u) => !u.includes("sitemaps.org") && !u.includes("www.w3.org"));
    expect(links.every((u) => u === SITE), path).toBe(true);
  }
});

test("without SITE_URL, a page cached for a forged Host is never served to another host", async () => {
  await untilCached(() => exportsFetch(`${FORGED}/Contact-Us`));
  const res = await exportsFetch("http://localhost/Contact-Us");
  const html = await res.text();
  expect(html).not.toContain("evil.example");
  expect(html).toContain('<link rel="canonical" href="http://localhost/Contact-Us"/>');
});

test("a purge of everything also clears robots.txt and the sitemaps", async () => {
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemap/brands.xml"]) await untilCached(() => fetchWorker(path));
  const purge = await fetchWorker("/admin/cache/purge", { method: "POST", headers: auth, body: JSON.stringify({ all: true }) });
  expect(purge.status).toBe(200);
  for (const path of ["/robots.txt", "/sitemap.xml", "/sitemap/brands.xml"]) {
    const res = await fetchWorker(path);
    await res.arrayBuffer();
    expect(res.headers.get("X-Cache"), path).toBe("MISS");
  }
});

/** The Worker as configured (SITE_URL empty), asked for a full URL. */
const exportsFetch = (url: string) => fetchWorkerWithEnv({}, url);
