import { expect, test } from "vitest";
import { BlogSchema } from "#app/shared/entities";
import { blogCategory } from "#app/features/content/rules/blog-category";
import { referenceLabel } from "#app/shared/rules/safe-url";
import { youtubeEmbed, youtubeId, youtubeThumbnail, youtubeWatch } from "#app/features/content/rules/youtube";

test("the blog's video reference may be an id or a YouTube address", () => {
  expect(youtubeId("sampleVid01")).toBe("sampleVid01");
  expect(youtubeId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe("dQw4w9WgXcQ");
  expect(youtubeId("https://youtu.be/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
  expect(youtubeId("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
  expect(youtubeId("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")).toBe("dQw4w9WgXcQ");
});

test("a video reference that is no YouTube video gives no video", () => {
  for (const bad of ["", "  ", "a b", "<script>", "https://evil.example/watch?v=dQw4w9WgXcQ", "javascript:alert(1)", "x\"onload"]) {
    expect(youtubeId(bad)).toBeNull();
  }
});

test("the video facade uses the thumbnail, the privacy-enhanced player and the watch page", () => {
  expect(youtubeThumbnail("abc123xyz")).toBe("https://i.ytimg.com/vi/abc123xyz/hqdefault.jpg");
  expect(youtubeEmbed("abc123xyz")).toBe("https://www.youtube-nocookie.com/embed/abc123xyz?autoplay=1");
  expect(youtubeWatch("abc123xyz")).toBe("https://www.youtube.com/watch?v=abc123xyz");
});

test("a reference link reads as the words of its path", () => {
  expect(referenceLabel("/brand/Hero-Electric")).toBe("brand › Hero Electric");
  expect(referenceLabel("/brand/Mahindra/Treo")).toBe("brand › Mahindra › Treo");
  expect(referenceLabel("https://www.example.in/news/ev")).toBe("example.in/news/ev");
});

test("a blog's category is found by its url in the blog lists, ignoring case", () => {
  const blog = (url: string, category: string, activate = "1") => BlogSchema.parse({ url, category, activate, name: url });
  const lists = [[blog("a-guide", "guide")], [blog("an-offer", "offer", "0")]];
  expect(blogCategory(lists, "an-offer")).toBe("offer");
  expect(blogCategory(lists, "A-Guide")).toBe("guide");
  expect(blogCategory(lists, "missing")).toBeNull();
});
