import { apiContext, siteOriginContext } from "#app/shared/context";
import { sitemapSlicesContext } from "#app/features/seo/context";
import { SITEMAP_GROUPS, sitemapFileNames } from "#app/features/seo/rules/sitemap";
import { sitemapFiles } from "#app/features/seo/rules/sitemap-files";
import { isSliced, slicedFileNames } from "#app/features/seo/rules/sitemap-slices";
import { loadGroupEntries } from "#app/features/seo/rules/sitemap-source";
import { sitemapIndexXml } from "#app/features/seo/rules/sitemap-xml";
import { orUnavailable, xmlResponse } from "#app/features/seo/rules/responses";
import type { Route } from "./+types/sitemap-index";

// /sitemap.xml: the index of every sitemap file, a group's pages in one or more files (empty
// groups left out). The groups that grow with the catalogue are listed from counts of their
// slices (app/features/seo/rules/sitemap-slices.ts), never read here.
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
