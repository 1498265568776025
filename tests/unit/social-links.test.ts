import { expect, test } from "vitest";
import { socialLinks } from "#app/shared/site";

// Footer social links come from configuration and are hidden when not set.

test("social links come from configuration, in the spec's order, hidden when not set", () => {
  expect(socialLinks({})).toEqual([]);
  expect(socialLinks({ SOCIAL_YOUTUBE_URL: "", SOCIAL_LINKEDIN_URL: " ", SOCIAL_FACEBOOK_URL: "" })).toEqual([]);
  const links = socialLinks({
    SOCIAL_FACEBOOK_URL: "https://www.facebook.com/evcatalogue",
    SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@evcatalogue",
  });
  expect(links.map((l) => [l.network, l.href])).toEqual([
    ["youtube", "https://www.youtube.com/@evcatalogue"],
    ["facebook", "https://www.facebook.com/evcatalogue"],
  ]);
});

test("a social link that is not an https address is not shown", () => {
  expect(socialLinks({ SOCIAL_YOUTUBE_URL: "javascript:alert(1)", SOCIAL_LINKEDIN_URL: "http://example.in/x", SOCIAL_FACEBOOK_URL: "not a url" })).toEqual([]);
});
