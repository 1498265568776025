import { OperatorWritten } from "#app/components/content/page-intro";
import { crumbNames } from "#app/lib/crumb-names";
import { ArticleSection, SiteOrExternalLink } from "#app/components/article/article-section";
import { Img } from "#app/components/img";
import { apiContext } from "#app/context";
import { IMAGE_SIZES } from "#app/domain/images";
import { safeHref, safePictureSrc } from "#app/domain/rules/safe-url";
import { required } from "#app/lib/route-errors";
import { canonicalUrl } from "#app/lib/site-url";
import { pageMeta } from "#app/seo/meta";
import { articleEntityLd } from "#app/seo/structured-data";
import "#app/styles/content.css";
import { fill, metaLang, metaMessages, useMessages } from "#app/i18n/use-messages";
import type { Route } from "./+types/article";
import { withoutLang } from "#app/i18n/lang";

/** The breadcrumb names the article by its heading. */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => [{ segment: d.article.url, label: d.article.h1, english: true }]);

// Article /article/{url} and /trending/{url} (spec §2; route ids "article" and "trending"): title,
// intro, hero image, second heading, content sections and the "Related URL" list. An unknown url
// (or one without metadata) is the 404 page. The hero picture (also og:image and the JSON-LD
// image) and the links pass the safe-URL rule: one that fails it is left out.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const name = withoutLang(new URL(request.url).pathname).startsWith("/trending/") ? "trending" : "article";
  const api = context.get(apiContext);
  const [articles, pages] = await Promise.all([
    api.call("getBlogging", { name, url: params.url }),
    api.call("getMetadata", { name, value: params.url }),
  ]);
  const [article] = required(articles);
  const [page] = required(pages);
  const canonical = canonicalUrl(context, request);
  // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript.
  const hero = safePictureSrc(article.imgUrl);
  const jsonLd = [articleEntityLd({ ...article, imgUrl: hero ?? "" }, canonical)];
  return { article, page, canonical, hero, jsonLd };
}

export default function ArticleScreen({ loaderData }: Route.ComponentProps) {
  const { article, hero } = loaderData;
  const t = useMessages().lists;
  const related = article.ref.flatMap((ref) => {
    const href = safeHref(ref.url);
    return href ? [{ href, alt: ref.alt || ref.url }] : [];
  });
  return (
    <article className="content-page">
      <OperatorWritten>
      <h1>{article.h1}</h1>
      {article.p ? <p className="lead">{article.p}</p> : null}
      {hero ? <Img src={hero} alt={article.imgAlt || article.h1} {...IMAGE_SIZES.detail} priority /> : null}
      {article.h2 ? <h2>{article.h2}</h2> : null}
      {article.content.map((section, i) => (
        <ArticleSection key={`${i}-${section.h3}`} section={section} />
      ))}
      </OperatorWritten>
      {related.length > 0 ? (
        <nav aria-labelledby="related-heading" className="related-links">
          <h2 id="related-heading">{t.articleLinks}</h2>
          <OperatorWritten>
            <ul>
              {related.map((link) => (
                <li key={link.href}>
                  <SiteOrExternalLink href={link.href}>{link.alt}</SiteOrExternalLink>
                </li>
              ))}
            </ul>
          </OperatorWritten>
        </nav>
      ) : null}
    </article>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article, page, canonical, hero, jsonLd } = loaderData;
  // the operator's English description on English pages; on Hindi ones, the page's words
  const words = metaLang(matches) === "hi" ? metaMessages(matches)?.lists : undefined;
  return pageMeta({
    page: words && page ? { ...page, description: "" } : page,
    title: article.h1,
    description: words ? fill(words.guideDescription, { title: article.h1 }) : article.p,
    url: canonical,
    image: hero ?? undefined,
    jsonLd,
  });
}
