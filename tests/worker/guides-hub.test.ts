import { expect, test } from "vitest";
import { sampleTables } from "../../seed";
import { getPage, hrefs, section } from "./helpers";

// A guides hub (blogs and articles, newest first, by category) linked from the
// home page and the footer; the home page shows the latest few; model and type pages link
// related guides; the hub is in the sitemaps.

const t = sampleTables();
const str = String;
const activeBlogs = t.blog.filter((b) => b.activate === "1" && b.category !== "offer");
const articles = t.metadata.filter((m) => (m.name === "article" || m.name === "trending") && m.listed);

test("the guides hub lists every active blog and listed article, by category", async () => {
  const { status, html } = await getPage("/guides");
  expect(status).toBe(200);
  const links = hrefs(html);
  for (const b of activeBlogs) expect(links, str(b.url)).toContain(`/blog/${str(b.url)}`);
  for (const a of articles) expect(links, str(a.value)).toContain(`/${str(a.name)}/${str(a.value)}`);
  for (const offer of t.blog.filter((b) => b.category === "offer")) expect(links).not.toContain(`/blog/${str(offer.url)}`);
  expect(hrefs(section(html, "guides-guide")).every((h) => h.startsWith("/blog/"))).toBe(true);
  expect(hrefs(section(html, "guides-trending")).every((h) => h.startsWith("/trending/"))).toBe(true);
  const headings = [...html.matchAll(/<h2 id="guides-[a-z]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
  expect(headings).toEqual(["Buying guides", "News", "Articles", "Trending"]);
});

test("the guides hub lists each category newest first (the origin's newest stored blog first)", async () => {
  const { html } = await getPage("/guides");
  const guides = activeBlogs.filter((b) => b.category === "guide").map((b) => `/blog/${str(b.url)}`);
  expect(hrefs(section(html, "guides-guide"))).toEqual([...guides].reverse());
});

test("the home page shows the latest guides and links the guides hub; the footer links it on every page", async () => {
  const { html } = await getPage("/");
  const latest = hrefs(section(html, "home-guides"));
  expect(latest.length).toBeGreaterThan(0);
  expect(latest.length).toBeLessThanOrEqual(4);
  expect(html).toMatch(/href="\/guides"[^>]*>All guides</);
  for (const path of ["/About-Us", "/brand/Mahindra"]) expect(hrefs((await getPage(path)).html), path).toContain("/guides");
});

test("model and type pages link related guides", async () => {
  const scooters = hrefs(section((await getPage("/two-wheeler/electric-scooter")).html, "related-guides"));
  expect(scooters).toContain("/article/best-electric-scooters-under-1-lakh");
  const ather = hrefs(section((await getPage("/brand/Ather/450X")).html, "related-guides"));
  expect(ather[0]).toBe("/trending/ather-450x-vs-ola-s1-pro");
  const rickshaw = hrefs(section((await getPage("/three-wheeler/e-rickshaw")).html, "related-guides"));
  expect(rickshaw.length).toBeGreaterThan(0);
});

test("the guides hub is in the sitemaps", async () => {
  const { html } = await getPage("/sitemap/pages.xml");
  expect(html).toContain("/guides</loc>");
});
