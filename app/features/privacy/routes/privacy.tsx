import { crumbNames } from "#app/shared/lib/crumb-names";
import { PrivacyText } from "#app/features/privacy/components/privacy-text";
import { PrivacyTextHindi } from "#app/features/privacy/components/privacy-text-hi";
import { StaticPage } from "#app/features/content/components/static-page";
import { loadStaticPage } from "#app/features/content/server/static-page";
import { staticPageMeta } from "#app/features/seo/rules/static-page-meta";
import type { Route } from "./+types/privacy";
import { useLang } from "#app/shared/i18n/use-messages";

// /Privacy-Policy: the full privacy notice (docs/decisions/152, 153) — each item collected and its
// purpose, who receives it, how long it is kept (the scheduled run's configured periods), the
// buyer's choices on "My enquiries", the access record, a breach, and the grievance contact
// (configuration). Written whole per language, as the other static documents are (decision 121).

/** The breadcrumb names the page in its language (app/features/content/server/static-page.ts). */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => d.crumbWords);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Privacy");
}

export default function PrivacyScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} titleKey="privacy">
      {useLang() === "hi" ? <PrivacyTextHindi /> : <PrivacyText />}
    </StaticPage>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("privacy", args);
