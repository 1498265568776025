import { PageLink } from "#app/components/page-link";
import { StaticPage } from "#app/components/static/static-page";
import { ENQUIRY_RETENTION_MONTHS, PRIVACY_EMAIL, SITE_NAME } from "#app/domain/business-terms";
import { loadStaticPage } from "#app/loaders/static-page";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/privacy";
import { metaMessages } from "#app/i18n/use-messages";

// /Privacy-Policy: what an enquiry collects, why, for how long, and whom to ask.

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Privacy");
}

export default function PrivacyScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} titleKey="privacy">
      <p>{SITE_NAME} has no accounts and no logins. You can browse every page without giving any personal detail.</p>
      <h2 id="collected">What we collect</h2>
      <p>Only when you send an enquiry or register as a customer:</p>
      <ul>
        <li>your mobile number;</li>
        <li>your pincode, or your city, district and state;</li>
        <li>your location (latitude and longitude), only if you allow your browser to share it — otherwise you enter your pincode;</li>
        <li>the name you give (&quot;Customer&quot; when you give none), the vehicle, brand, dealer or manufacturer you asked about, and the date and time.</li>
      </ul>
      <p>The site also sets one security cookie that protects the enquiry form against forgery; it holds no personal data.</p>
      <h2 id="why">Why</h2>
      <p>
        We share your enquiry with the dealers or manufacturers it concerns, so that they can call you back with prices,
        offers or finance. Dealers pay for these leads (see the <PageLink to="/Terms-of-Use">Terms of Use</PageLink>), so each
        enquiry is also recorded for billing, and repeated enquiries are counted once. We do not sell your details to
        anyone else.
      </p>
      <h2 id="retention">How long we keep it</h2>
      <p>Enquiry records are kept for {ENQUIRY_RETENTION_MONTHS} months, to settle questions about leads and bills, and then deleted.</p>
      <h2 id="contact">Contact</h2>
      <p>
        To ask what we hold about your mobile number, or to have it deleted, write to{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. A dealer who has already received your enquiry holds
        its own copy; ask that dealer as well.
      </p>
    </StaticPage>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = metaMessages(matches)?.shell.footerLinks.privacy;
  return loaderData ? pageMeta({ page: loaderData.page, title, url: loaderData.canonical }) : [];
}
