import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/shared/context";
import { required } from "#app/shared/lib/route-errors";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { inPageLanguage } from "#app/shared/i18n/page-texts";
import * as shellMessages from "#app/shared/shell/messages";
import { langOfPath, withoutLang } from "#app/shared/i18n/lang";
import type { CrumbName } from "#app/shared/rules/breadcrumb";

// The static pages' metadata keys: (L1, About), (L1, Contact), (L1, Privacy), (L1, Term).

export type StaticPageKey = "About" | "Contact" | "Privacy" | "Term";
const FOOTER_KEY = { About: "about", Contact: "contact", Privacy: "privacy", Term: "terms" } as const;

export async function loadStaticPage(context: Readonly<RouterContextProvider>, request: Request, value: StaticPageKey) {
  const [page] = required(await context.get(apiContext).call("getMetadata", { name: "L1", value }));
  const { pathname } = new URL(request.url);
  // The breadcrumb names the page as the footer does, in the page's language.
  const label = shellMessages[langOfPath(pathname)].footerLinks[FOOTER_KEY[value]];
  const crumbWords: CrumbName[] = [{ segment: withoutLang(pathname).slice(1), label }];
  return { page: inPageLanguage(request, page), canonical: canonicalUrl(context, request), crumbWords };
}
