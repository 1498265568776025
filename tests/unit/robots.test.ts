import { expect, test } from "vitest";
import { robotsTxt } from "#app/features/seo/rules/robots";

test("robots.txt allows everything but the API, the operators' endpoints, the enquiry form and a buyer's own enquiries, and names the sitemap", () => {
  expect(robotsTxt("https://ev.example").split("\n")).toEqual([
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /enquiry",
    "Disallow: /my-enquiries",
    "Disallow: /hi/my-enquiries",
    "",
    "Sitemap: https://ev.example/sitemap.xml",
    "",
  ]);
});
