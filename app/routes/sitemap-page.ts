import { apiContext, siteOriginContext } from "#app/context";
import { paginate, parseSitemapFileName, sitemapFileName } from "#app/seo/sitemap";
import { loadGroupEntries } from "#app/seo/sitemap-source";
import { urlsetXml } from "#app/seo/sitemap-xml";
import { notFoundResponse, orUnavailable, xmlResponse } from "#app/seo/responses";
import type { Route } from "./+types/sitemap-page";

// /sitemap/{group}.xml or /sitemap/{group}-{n}.xml: one page of one group's URLs.
export function loader({ params, context }: Route.LoaderArgs) {
  const asked = parseSitemapFileName(params.page);
  if (!asked) return notFoundResponse();
  const api = context.get(apiContext);
  return orUnavailable(async () => {
    const pages = paginate(await loadGroupEntries(api, asked.group));
    const page = pages[asked.page - 1];
    // Only the canonical name of an existing page answers: "brands-1.xml" is not "brands.xml".
    if (!page || sitemapFileName(asked.group, asked.page, pages.length) !== params.page) return notFoundResponse();
    return xmlResponse(urlsetXml(context.get(siteOriginContext), page.map((e) => e.path)));
  });
}
