import { InPageVersion } from "#app/shared/components/content/page-intro";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { ArticleSection, SiteOrExternalLink } from "#app/features/content/components/article-section";
import { Img } from "#app/shared/components/img";
import { apiContext } from "#app/shared/context";
import { IMAGE_SIZES } from "#app/shared/images";
import { safeHref, safePictureSrc } from "#app/shared/rules/safe-url";
import { required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import { articleEntityLd } from "#app/features/seo/rules/structured-data";
import "#app/styles/content.css";
import { fill, metaLang, metaMessages, useLang, useMessages } from "#app/shared/i18n/use-messages";
import type { Route } from "./+types/article";
import { langOfPath, withoutLang } from "#app/shared/i18n/lang";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

/** The breadcrumb names the article by its heading. */
export const handle = { messages: ["lists"], ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [{ segment: d.article.url, label: d.shown.h1.value, english: d.shown.h1.english }]) } satisfies MessagesHandle;

// Article /article/{url} and /trending/{url} (route ids "article" and "trending"): title,
// intro, hero image, second heading, content sections and the "Related URL" list. An unknown url
// (or one without metadata) is the 404 page. The hero picture (also og:image and the JSON-LD
// image) and the links pass the safe-URL rule: one that fails it is left out. A Hindi page shows
// the article's Hindi title, intro, heading and sections where the operator wrote them, each
// else in English marked as English (docs/decisions/122-hindi-operator-fields.md).

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const name = withoutLang(path).startsWith("/trending/") ? "trending" : "article";
  const api = context.get(apiContext);
  const [articles, pages] = await Promise.all([
    api.call("getBlogging", { name, url: params.url }),
    api.call("getMetadata", { name, value: params.url }),
  ]);
  const [article] = required(articles);
  const [page] = required(pages);
  const canonical = canonicalUrl(context, request);
  const hero = safePictureSrc(article.imgUrl);
  const lang = langOfPath(path);
  const shown = {
    h1: operatorVersion(lang, article.h1, article.h1Hi),
    p: operatorVersion(lang, article.p, article.pHi),
    h2: operatorVersion(lang, article.h2, article.h2Hi),
    content: operatorVersion(lang, article.content, article.contentHi),
  };
  // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript. It names
  // the article as the page does (its Hindi title and intro where shown).
  const jsonLd = [articleEntityLd({ h1: shown.h1.value, p: shown.p.value, imgUrl: hero ?? "" }, canonical)];
  return { article, shown, page, canonical, hero, jsonLd };
}

export default function ArticleScreen({ loaderData }: Route.ComponentProps) {
  const { article, shown, hero } = loaderData;
  const t = useMessages().lists;
  const { h1, p, h2, content } = shown;
  const allEnglish = h1.english && p.english && h2.english && content.english;
  const lang = useLang();
  // each link's name in the page's language where the operator wrote one (docs/decisions/151)
  const related = article.ref.flatMap((ref) => {
    const href = safeHref(ref.url);
    return href ? [{ href, name: operatorVersion(lang, ref.alt || ref.url, ref.altHi) }] : [];
  });
  const relatedEnglish = related.every((link) => link.name.english);
  return (
    <article className="content-page">
      {/* an article with no Hindi at all is one English block under one note; else each part in its version */}
      <InPageVersion english={allEnglish}>
        <InPageVersion english={h1.english && !allEnglish}>
          <h1>{h1.value}</h1>
        </InPageVersion>
        <InPageVersion english={p.english && !allEnglish && p.value !== ""}>{p.value ? <p className="lead">{p.value}</p> : null}</InPageVersion>
        {hero ? <Img src={hero} alt={h1.english ? article.imgAlt || article.h1 : h1.value} {...IMAGE_SIZES.detail} priority /> : null}
        <InPageVersion english={h2.english && !allEnglish && h2.value !== ""}>{h2.value ? <h2>{h2.value}</h2> : null}</InPageVersion>
        <InPageVersion english={content.english && !allEnglish && content.value.length > 0}>
          {content.value.map((section, i) => (
            <ArticleSection key={`${i}-${section.h3}`} section={section} />
          ))}
        </InPageVersion>
      </InPageVersion>
      {related.length > 0 ? (
        <nav aria-labelledby="related-heading" className="related-links">
          <h2 id="related-heading">{t.articleLinks}</h2>
          <InPageVersion english={relatedEnglish}>
            <ul>
              {related.map((link) => (
                <li key={link.href} lang={link.name.english && !relatedEnglish ? "en" : undefined}>
                  <SiteOrExternalLink href={link.href}>{link.name.value}</SiteOrExternalLink>
                </li>
              ))}
            </ul>
          </InPageVersion>
        </nav>
      ) : null}
    </article>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article, shown, page, canonical, hero, jsonLd } = loaderData;
  // the operator's English description on English pages; on Hindi ones, the Hindi intro where
  // there is one, else the page's words naming the article by its title
  const words = metaLang(matches) === "hi" ? metaMessages(matches)?.lists : undefined;
  const hindiIntro = words && !shown.p.english ? shown.p.value : "";
  return pageMeta({
    page: words && page ? { ...page, title: shown.h1.english ? page.title : shown.h1.value, description: "" } : page,
    title: shown.h1.value,
    description: words ? hindiIntro || fill(words.guideDescription, { title: shown.h1.value }) : article.p,
    url: canonical,
    image: hero ?? undefined,
    jsonLd,
  });
}
