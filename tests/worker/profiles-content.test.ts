import { expect, test } from "vitest";
import { youtubeThumbnail, youtubeWatch } from "#app/features/content/rules/youtube";
import { sampleTables } from "../../seed";
import { attr, bodyText as visibleText, fetchWorker, tags } from "./helpers";

// Blogs and articles on the sample catalogue.

const { blog: blogs, article: articles } = sampleTables();
const withVideo = blogs.find((b) => b.youtube && b.other)!;
const withoutVideo = blogs.find((b) => !b.youtube && !b.other)!;
const offer = blogs.find((b) => b.activate === "0")!;

async function page(path: string) {
  const res = await fetchWorker(path);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html) };
}

test("a blog shows its title, its rich HTML body and the optional other block", async () => {
  const { status, html, text } = await page(`/blog/${withVideo.url}`);
  expect(status).toBe(200);
  expect(text).toContain(String(withVideo.name));
  const firstHeading = /<h2>[^<]+<\/h2>/.exec(String(withVideo.html))![0];
  expect(html).toContain(firstHeading);
  expect(html).toContain(`data-testid="blog-other"`);
  expect(text).toContain(visibleText(`<body>${withVideo.other}`));
});

test("a blog's video is a click-to-load facade: a thumbnail link and no frame or third-party script", async () => {
  const { html } = await page(`/blog/${withVideo.url}`);
  const facade = tags(html, "a", `data-testid="video-facade"`);
  expect(facade.map((a) => attr(a, "href"))).toEqual([youtubeWatch(String(withVideo.youtube))]);
  // The thumbnail is the facade's background: a video without one shows no broken image.
  expect(html).toContain(`background-image:url(&quot;${youtubeThumbnail(String(withVideo.youtube))}&quot;)`);
  expect(html).not.toMatch(/<img[^>]+ytimg/);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<script[^>]+src="https?:\/\/(?!localhost)/i);
});

test("a blog without a video or other block shows neither", async () => {
  const { status, html } = await page(`/blog/${withoutVideo.url}`);
  expect(status).toBe(200);
  expect(html).not.toContain(`data-testid="video-facade"`);
  expect(html).not.toContain(`data-testid="blog-other"`);
});

test("a blog of any category and activate flag is found by its url alone", async () => {
  const { status, text } = await page(`/blog/${offer.url}`);
  expect(status).toBe(200);
  expect(text).toContain(String(offer.name));
});

test("an unknown blog is the 404 page", async () => {
  const { status, text } = await page("/blog/no-such-blog-post");
  expect(status).toBe(404);
  expect(text).toContain("You entered a wrong url.");
});

for (const section of ["article", "trending"] as const) {
  const article = articles.find((a) => a.name === section)! as unknown as {
    url: string; h1: string; p: string; h2: string; imgUrl: string; imgAlt: string;
    content: { h3: string; p1: string[]; imgUrl: string; imgAlt: string; li: string[]; p2: string[]; ref: string[] }[];
    ref: { url: string; alt: string }[];
  };

  test(`/${section}/{url} shows title, intro, hero image, second heading, the sections and the Related URL list`, async () => {
    const { status, html, text } = await page(`/${section}/${article.url}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${article.h1}</h1>`);
    expect(text).toContain(article.p);
    expect(tags(html, "img", `src="${article.imgUrl}"`, `width="550"`, `height="340"`)).toHaveLength(1);
    expect(html).toContain(`<h2>${article.h2}</h2>`);
    for (const part of article.content) {
      expect(html).toContain(`<h3>${part.h3}</h3>`);
      for (const line of [...part.p1, ...part.li, ...part.p2]) expect(text).toContain(line);
      if (part.imgUrl) expect(tags(html, "img", `src="${part.imgUrl}"`, `alt="${part.imgAlt}"`)).toHaveLength(1);
      for (const ref of part.ref) expect(tags(html, "a", `href="${ref}"`).length).toBeGreaterThan(0);
    }
    expect(text).toContain("Related URL");
    for (const ref of article.ref) {
      expect(tags(html, "a", `href="${ref.url}"`).length).toBeGreaterThan(0);
      expect(text).toContain(ref.alt);
    }
  });

  test(`an unknown ${section} is the 404 page`, async () => {
    expect((await page(`/${section}/no-such-article`)).status).toBe(404);
  });
}

test("an article is found only in its own section", async () => {
  const trending = articles.find((a) => a.name === "trending")!;
  expect((await page(`/article/${trending.url}`)).status).toBe(404);
});
