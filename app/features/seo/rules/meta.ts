import type { MetaDescriptor } from "react-router";
import type { Metadata } from "#app/shared/entities";
import { LANGS, LOCALE, langOfPath, pathIn } from "#app/shared/i18n/lang";
import { safePictureSrc } from "#app/shared/rules/safe-url";
import { SITE_NAME } from "#app/shared/site";

// The head of every page: title, description, keywords, robots, canonical, Open Graph and Twitter
// (robots "index, follow", locale en_US, card type summary), plus optional JSON-LD; and
// the page's other language: hreflang alternates en-IN, hi-IN and x-default (English).

export type PageHead = {
  /** The page's metadata record (getMetadata), when it has one. */
  page?: Pick<Metadata, "title" | "description" | "keywords"> | undefined;
  title?: string;
  description?: string;
  /** Absolute URL of the page without query (the canonical). */
  url: string;
  /** One of the site's pictures (/image/…); any other address gives no og:image (the safe-URL rule). */
  image?: string | undefined;
  noindex?: boolean;
  jsonLd?: object[];
};

export function pageMeta(head: PageHead): MetaDescriptor[] {
  const title = head.page?.title || head.title || SITE_NAME;
  const description = head.page?.description || head.description || "";
  // A page without a description has no description tags, rather than empty ones.
  const describe = (tag: MetaDescriptor) => (description ? [tag] : []);
  const tags: MetaDescriptor[] = [
    { title },
    ...describe({ name: "description", content: description }),
    { name: "robots", content: head.noindex ? "noindex, follow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: head.url },
    ...alternates(head.url),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: langOfPath(new URL(head.url).pathname) === "hi" ? "hi_IN" : "en_US" },
    { property: "og:title", content: title },
    ...describe({ property: "og:description", content: description }),
    { property: "og:url", content: head.url },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    ...describe({ name: "twitter:description", content: description }),
  ];
  if (head.page?.keywords) tags.push({ name: "keywords", content: head.page.keywords });
  const picture = head.image && safePictureSrc(head.image);
  if (picture) {
    const image = new URL(picture, head.url).href;
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  for (const data of head.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The page's address in each language, and the English one as the default for other readers. */
export function alternateUrls(url: string): { hreflang: string; href: string }[] {
  const { origin, pathname, search } = new URL(url);
  const inLang = (lang: (typeof LANGS)[number]) => origin + pathIn(lang, pathname) + search;
  return [...LANGS.map((lang) => ({ hreflang: LOCALE[lang], href: inLang(lang) })), { hreflang: "x-default", href: inLang("en") }];
}

function alternates(url: string): MetaDescriptor[] {
  return alternateUrls(url).map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href }));
}
