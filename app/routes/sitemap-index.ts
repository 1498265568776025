import { apiContext, siteOriginContext, sitemapSlicesContext } from "#app/context";
import { SITEMAP_GROUPS, sitemapFileNames } from "#app/seo/sitemap";
import { sitemapFiles } from "#app/seo/sitemap-files";
import { isSliced, slicedFileNames } from "#app/seo/sitemap-slices";
import { loadGroupEntries } from "#app/seo/sitemap-source";
import { sitemapIndexXml } from "#app/seo/sitemap-xml";
import { orUnavailable, xmlResponse } from "#app/seo/responses";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml: the index of every sitemap file, a group's pages in one or more files (empty
// groups left out). The groups that grow with the catalogue are listed from counts of their
// slices (app/seo/sitemap-slices.ts), never read here.
export function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const origin = context.get(siteOriginContext);
  const slices = context.get(sitemapSlicesContext);
  return orUnavailable(async () => {
    const groups = await Promise.all(
      SITEMAP_GROUPS.map(async (group) =>
        isSliced(group)
          ? slicedFileNames(group, await slices.files(group))
          : sitemapFileNames(group, sitemapFiles(origin, await loadGroupEntries(api, group)).length),
      ),
    );
    return xmlResponse(sitemapIndexXml(origin, groups.flat()));
  });
}
