import { crumbNames } from "#app/shared/lib/crumb-names";
import { StaticPage } from "#app/features/content/components/static-page";
import { TermsText } from "#app/features/content/components/terms-text";
import { TermsTextHindi } from "#app/features/content/components/terms-text-hi";
import { loadStaticPage } from "#app/features/content/server/static-page";
import { staticPageMeta } from "#app/features/seo/rules/static-page-meta";
import type { Route } from "./+types/terms";
import { useLang } from "#app/shared/i18n/use-messages";

// /Terms-of-Use: the business terms (app/shared/business-terms.ts).

/** The breadcrumb names the page in its language (app/features/content/server/static-page.ts). */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => d.crumbWords);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Term");
}

export default function TermsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} titleKey="terms">
      {useLang() === "hi" ? (
        <>
          <p>इस साइट का उपयोग करके या इसके ज़रिए पूछताछ भेजकर आप ये शर्तें स्वीकार करते हैं।</p>
          <TermsTextHindi />
        </>
      ) : (
        <>
          <p>By using this site or sending an enquiry through it you accept these terms.</p>
          <TermsText />
        </>
      )}
    </StaticPage>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("terms", args);
