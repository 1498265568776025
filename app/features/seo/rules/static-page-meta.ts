import type { MetaDescriptor } from "react-router";
import type { Metadata } from "#app/shared/entities";
import { fill, metaMessages } from "#app/shared/i18n/use-messages";
import { SITE_NAME } from "#app/shared/site";
import { pageMeta } from "./meta";

// The head of the four static pages: the operator's metadata record where it has texts (English
// pages), else the page's name as the footer gives it and its description, in the page's language.

type FooterPage = "about" | "contact" | "privacy" | "terms";
type StaticMetaArgs = {
  loaderData: { page: Pick<Metadata, "title" | "description" | "keywords">; canonical: string } | undefined;
  matches: Parameters<typeof metaMessages>[0];
};

export function staticPageMeta(key: FooterPage, { loaderData, matches }: StaticMetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const shell = metaMessages(matches)?.shell;
  return pageMeta({
    page: loaderData.page,
    title: shell?.footerLinks[key],
    description: shell && fill(shell.pageDescriptions[key], { site: SITE_NAME }),
    url: loaderData.canonical,
  });
}
