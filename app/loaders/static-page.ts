import type { RouterContextProvider } from "react-router";
import { apiContext } from "#app/context";
import { required } from "#app/lib/route-errors";
import { canonicalUrl } from "#app/lib/site-url";
import { inPageLanguage } from "#app/i18n/page-texts";

// The static pages' metadata (spec §3: (L1, About), (L1, Contact), (L1, Privacy), (L1, Term)).

export type StaticPageKey = "About" | "Contact" | "Privacy" | "Term";

export async function loadStaticPage(context: Readonly<RouterContextProvider>, request: Request, value: StaticPageKey) {
  const [page] = required(await context.get(apiContext).call("getMetadata", { name: "L1", value }));
  return { page: inPageLanguage(request, page), canonical: canonicalUrl(context, request) };
}
