// robots.txt: everything may be crawled except the JSON API, the operators' endpoints and the
// enquiry form (a dialog's no-JavaScript fallback, not a page to index).

export const DISALLOWED_PATHS = ["/api/", "/admin/", "/enquiry"] as const;

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
