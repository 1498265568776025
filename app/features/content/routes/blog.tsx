import { crumbNames } from "#app/shared/lib/crumb-names";
import { RichHtml } from "#app/shared/components/content/rich-html";
import { InPageVersion, OperatorHtml, OperatorWritten } from "#app/shared/components/content/page-intro";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { langOfPath } from "#app/shared/i18n/lang";
import { VideoFacade } from "#app/features/content/components/video-facade";
import { apiContext } from "#app/shared/context";
import { blogCategory } from "#app/features/content/rules/blog-category";
import { youtubeId } from "#app/features/content/rules/youtube";
import { notFound, required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import { fill, metaLang, metaMessages, useLang } from "#app/shared/i18n/use-messages";
import { blogLd } from "#app/features/seo/rules/structured-data";
import "#app/styles/content.css";
import type { Route } from "./+types/blog";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

/** The breadcrumb names the blog by its title. */
export const handle = { messages: ["lists"], ...crumbNames<Route.ComponentProps["loaderData"]>((d) => [{ segment: d.blog.url, label: d.title.value, english: d.title.english }]) } satisfies MessagesHandle;

// Blog /blog/{url}: title, rich HTML body, the optional "other" block and the video.
// The route names only the url; the category getBlog needs comes from the blog lists
// (docs/decisions/023-blog-lookup.md). Unknown url or missing metadata: the 404 page. A Hindi
// page shows the blog's Hindi title and bodies where the operator wrote them, else the English
// marked as English (docs/decisions/122-hindi-operator-fields.md).

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [pages, active, inactive] = await Promise.all([
    api.call("getMetadata", { name: "blog", value: params.url }),
    api.call("getBlogByActivate", { activate: "1" }),
    api.call("getBlogByActivate", { activate: "0" }),
  ]);
  const [page] = required(pages);
  const category = blogCategory([active, inactive], params.url) ?? notFound();
  const [blog] = required(await api.call("getBlog", { category, url: params.url }));
  const canonical = canonicalUrl(context, request);
  const lang = langOfPath(new URL(request.url).pathname);
  const title = operatorVersion(lang, page?.h1 || blog.name, blog.nameHi);
  // Built here, on the server: the JSON-LD builders stay out of the page's JavaScript. It names
  // the guide as the page does: by its Hindi title on a Hindi page that has one.
  const ld = lang === "hi" && !title.english ? blogLd({ name: title.value }, canonical) : blogLd(blog, canonical, page?.description);
  return { blog, page, title, videoId: youtubeId(blog.youtube), canonical, jsonLd: [ld] };
}

export default function BlogScreen({ loaderData }: Route.ComponentProps) {
  const { blog, title, videoId } = loaderData;
  const body = operatorVersion(useLang(), blog.html, blog.htmlHi);
  // a blog with no Hindi at all is one English block under one note, as before (an answer cached
  // before the Hindi fields existed has none: the rule reads a missing one as empty)
  if (title.english && body.english) {
    return (
      <OperatorWritten>
        <article className="content-page blog">
          <h1>{title.value}</h1>
          <RichHtml html={blog.html} testId="blog-body" />
          {videoId ? <VideoFacade id={videoId} title={title.value} /> : null}
          <RichHtml html={blog.other} className="content-other" testId="blog-other" />
        </article>
      </OperatorWritten>
    );
  }
  return (
    <article className="content-page blog">
      <InPageVersion english={title.english}>
        <h1>{title.value}</h1>
      </InPageVersion>
      <OperatorHtml html={blog.html} hi={blog.htmlHi} testId="blog-body" />
      {videoId ? <VideoFacade id={videoId} title={title.value} /> : null}
      <OperatorHtml html={blog.other} hi={blog.otherHi} className="content-other" testId="blog-other" />
    </article>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { blog, page, title, canonical, jsonLd } = loaderData;
  // the operator's English description on English pages; on Hindi ones, the page's words
  const words = metaLang(matches) === "hi" ? metaMessages(matches)?.lists : undefined;
  const named = words ? title.value : blog.name;
  return pageMeta({
    page: words && page ? { ...page, title: title.english ? page.title : named, description: fill(words.guideDescription, { title: named }) } : page,
    title: named,
    url: canonical,
    jsonLd,
  });
}
