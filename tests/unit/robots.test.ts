import { expect, test } from "vitest";
import { robotsTxt } from "#app/seo/robots";

test("robots.txt allows everything but the API, the operators' endpoints and the enquiry form, and names the sitemap", () => {
  expect(robotsTxt("https://ev.example").split("\n")).toEqual([
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /enquiry",
    "",
    "Sitemap: https://ev.example/sitemap.xml",
    "",
  ]);
});
