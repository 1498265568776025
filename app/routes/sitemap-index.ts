import { apiContext, siteOriginContext } from "#app/context";
import { SITEMAP_GROUPS, sitemapFileNames } from "#app/seo/sitemap";
import { loadGroupEntries } from "#app/seo/sitemap-source";
import { sitemapIndexXml } from "#app/seo/sitemap-xml";
import { orUnavailable, xmlResponse } from "#app/seo/responses";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml: the index of the paged sitemaps, one group of URLs per file (empty groups left out).
export function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return orUnavailable(async () => {
    const groups = await Promise.all(
      SITEMAP_GROUPS.map(async (group) => sitemapFileNames(group, (await loadGroupEntries(api, group)).length)),
    );
    return xmlResponse(sitemapIndexXml(context.get(siteOriginContext), groups.flat()));
  });
}
