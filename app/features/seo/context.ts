import { createContext } from "react-router";
import type { SitemapSlices } from "#app/features/seo/rules/sitemap-slices";

// The seo feature's keys of the router context the Worker fills for every request (worker/index.ts).

/**
 * Where the sitemaps read the groups that grow with the catalogue, a slice a file
 * (app/features/seo/rules/sitemap-slices.ts): the embedded origin's D1 by ranges, or a remote origin's contract.
 */
export const sitemapSlicesContext = createContext<SitemapSlices>();
