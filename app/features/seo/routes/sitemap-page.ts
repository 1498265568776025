import { apiContext, siteOriginContext } from "#app/shared/context";
import { sitemapSlicesContext } from "#app/features/seo/context";
import { parseSitemapFileName, sitemapFileName } from "#app/features/seo/rules/sitemap";
import { sitemapFileXml, sitemapFiles } from "#app/features/seo/rules/sitemap-files";
import { isSliced, slicedFileXml } from "#app/features/seo/rules/sitemap-slices";
import { loadGroupEntries } from "#app/features/seo/rules/sitemap-source";
import { notFoundResponse, orUnavailable, xmlResponse } from "#app/features/seo/rules/responses";
import type { Route } from "./+types/sitemap-page";

// /sitemap/{group}.xml or /sitemap/{group}-{n}.xml: one file of one group's pages, each page in
// both languages. A file of a group that grows with the catalogue is its own slice, read alone
// (app/features/seo/rules/sitemap-slices.ts); the other groups' files are cut from the group's whole list.
export function loader({ params, context }: Route.LoaderArgs) {
  const asked = parseSitemapFileName(params.page);
  if (!asked) return notFoundResponse();
  const { group, page } = asked;
  const api = context.get(apiContext);
  return orUnavailable(async () => {
    const origin = context.get(siteOriginContext);
    if (isSliced(group)) {
      // sliced groups' names are always numbered: "models.xml" is not "models-1.xml"
      const xml = sitemapFileName(group, page, 1) === params.page ? await slicedFileXml(context.get(sitemapSlicesContext), origin, group, page) : null;
      return xml === null ? notFoundResponse() : xmlResponse(xml);
    }
    const files = sitemapFiles(origin, await loadGroupEntries(api, group));
    const file = files[page - 1];
    // Only the canonical name of an existing file answers: "brands-1.xml" is not "brands.xml".
    if (!file || sitemapFileName(group, page, files.length) !== params.page) return notFoundResponse();
    return xmlResponse(sitemapFileXml(origin, file));
  });
}
