import { apiContext, siteOriginContext } from "#app/context";
import { parseSitemapFileName, sitemapFileName } from "#app/seo/sitemap";
import { sitemapFileXml, sitemapFiles } from "#app/seo/sitemap-files";
import { loadGroupEntries } from "#app/seo/sitemap-source";
import { notFoundResponse, orUnavailable, xmlResponse } from "#app/seo/responses";
import type { Route } from "./+types/sitemap-page";

// /sitemap/{group}.xml or /sitemap/{group}-{n}.xml: one file of one group's pages, each page in both languages.
export function loader({ params, context }: Route.LoaderArgs) {
  const asked = parseSitemapFileName(params.page);
  if (!asked) return notFoundResponse();
  const api = context.get(apiContext);
  return orUnavailable(async () => {
    const origin = context.get(siteOriginContext);
    const files = sitemapFiles(origin, await loadGroupEntries(api, asked.group));
    const file = files[asked.page - 1];
    // Only the canonical name of an existing file answers: "brands-1.xml" is not "brands.xml".
    if (!file || sitemapFileName(asked.group, asked.page, files.length) !== params.page) return notFoundResponse();
    return xmlResponse(sitemapFileXml(origin, file));
  });
}
