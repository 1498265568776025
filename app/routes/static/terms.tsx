import { StaticPage } from "#app/components/static/static-page";
import { TermsText } from "#app/components/static/terms-text";
import { loadStaticPage } from "#app/loaders/static-page";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/terms";

// /Terms-of-Use: the business terms of spec §1 (app/domain/business-terms.ts).

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Term");
}

export default function TermsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} title="Terms of Use">
      <p>By using this site or sending an enquiry through it you accept these terms.</p>
      <TermsText />
    </StaticPage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta({ page: loaderData.page, title: "Terms of Use", url: loaderData.canonical }) : [];
}
