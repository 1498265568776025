import { crumbNames } from "#app/lib/crumb-names";
import { StaticPage } from "#app/components/static/static-page";
import { TermsText } from "#app/components/static/terms-text";
import { TermsTextHindi } from "#app/components/static/terms-text-hi";
import { loadStaticPage } from "#app/loaders/static-page";
import { staticPageMeta } from "#app/seo/static-page-meta";
import type { Route } from "./+types/terms";
import { useLang } from "#app/i18n/use-messages";

// /Terms-of-Use: the business terms (app/domain/business-terms.ts).

/** The breadcrumb names the page in its language (app/loaders/static-page.ts). */
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
