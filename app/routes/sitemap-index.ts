import { apiContext, siteOriginContext } from "#app/context";
import { SITEMAP_GROUPS, sitemapFileNames } from "#app/seo/sitemap";
import { sitemapFiles } from "#app/seo/sitemap-files";
import { loadGroupEntries } from "#app/seo/sitemap-source";
import { sitemapIndexXml } from "#app/seo/sitemap-xml";
import { orUnavailable, xmlResponse } from "#app/seo/responses";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml: the index of every sitemap file, a group's pages in one or more files (empty groups left out).
export function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const origin = context.get(siteOriginContext);
  return orUnavailable(async () => {
    const groups = await Promise.all(
      SITEMAP_GROUPS.map(async (group) => sitemapFileNames(group, sitemapFiles(origin, await loadGroupEntries(api, group)).length)),
    );
    return xmlResponse(sitemapIndexXml(origin, groups.flat()));
  });
}
