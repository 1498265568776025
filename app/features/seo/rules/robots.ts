// robots.txt: everything may be crawled except the JSON API, the operators' endpoints, the
// enquiry form (a dialog's no-JavaScript fallback, not a page to index) and a buyer's own
// enquiries (a sign-in form every footer links to).

export const DISALLOWED_PATHS = ["/api/", "/admin/", "/enquiry", "/my-enquiries", "/hi/my-enquiries"] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
