import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { getPage, tags } from "./helpers";

// The one safe-URL rule on the pages (docs/decisions/106-one-safe-url-rule.md): catalogue
// addresses that the browser would read as another site (a second slash behind a tab or a
// backslash) give no link, picture, og:image or JSON-LD image; the site's own addresses stay.

const ARTICLE = "e-rickshaw-price-list-india";

/** The page without its scripts, JSON-LD kept: the router's data carries the record as given, as text. */
const markup = (html: string) => html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
const BLOG = "how-to-choose-an-e-rickshaw";

test("an article whose picture and link addresses hide a second slash behind a tab or backslash shows none of them", async () => {
  const section = { h3: "Hidden", p1: ["Text stays."], imgUrl: "\\\\evil.example/s.jpg", imgAlt: "Section", li: [], p2: [], ref: ["/\t/evil.example/ref", "/brand/Mahindra"] };
  const related = [{ url: "https:/\\evil.example/x", alt: "Elsewhere" }, { url: "/brand/Ola", alt: "Ola scooters" }];
  await env.DB.prepare("UPDATE article SET imgUrl = ?1, content = ?2, ref = ?3 WHERE name = 'article' AND url = ?4")
    .bind("/\t/evil.example/hero.jpg", JSON.stringify([section]), JSON.stringify(related), ARTICLE)
    .run();
  const { status, html, text } = await getPage(`/article/${ARTICLE}`);
  expect(status).toBe(200);
  expect(markup(html)).not.toContain("evil.example");
  expect(html).not.toContain('property="og:image"');
  expect(text).toContain("Text stays.");
  expect(tags(html, "a", 'href="/brand/Mahindra"').length).toBeGreaterThan(0);
  expect(tags(html, "a", 'href="/brand/Ola"')).toHaveLength(1);
  expect(text).not.toContain("Elsewhere");
});

test("an article's picture is shown at its normalised /image/ address, also as og:image", async () => {
  await env.DB.prepare("UPDATE article SET imgUrl = ?1 WHERE name = 'trending' AND url = 'ather-450x-vs-ola-s1-pro'").bind(" \\image\\article\\\tather.jpg ").run();
  const { html } = await getPage("/trending/ather-450x-vs-ola-s1-pro");
  expect(tags(html, "img", 'src="/image/article/ather.jpg"')).toHaveLength(1);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/image\/article\/ather\.jpg"/);
});

test("links and pictures in catalogue HTML keep only site addresses and the allowed hosts", async () => {
  const body = `<p><a href="/&#9;/evil.example/a">tab</a> <a href="https://evil.example/b">other</a> <a href="https://www.youtube.com/watch?v=abc123xyz">video</a></p><img src="https://evil.example/i.jpg" alt="far"><img src="/image/article/x.jpg" alt="near">`;
  await env.DB.prepare("UPDATE blog SET html = ?1 WHERE url = ?2").bind(body, BLOG).run();
  const { html, text } = await getPage(`/blog/${BLOG}`);
  expect(markup(html)).not.toContain("evil.example");
  expect(text).toContain("tab other video");
  expect(tags(html, "a", 'href="https://www.youtube.com/watch?v=abc123xyz"', 'rel="noopener nofollow"')).toHaveLength(1);
  expect(tags(html, "img", 'src="/image/article/x.jpg"')).toHaveLength(1);
  expect(tags(html, "img", 'alt="far"')).toHaveLength(0);
});
