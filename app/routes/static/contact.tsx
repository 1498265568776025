import { HelplineLink } from "#app/components/content/helpline-link";
import { EnquiryButton } from "#app/components/enquiry-button";
import { StaticPage } from "#app/components/static/static-page";
import { OPERATOR_EMAIL } from "#app/domain/business-terms";
import { loadStaticPage } from "#app/loaders/static-page";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/contact";
import { metaMessages } from "#app/i18n/use-messages";

// /Contact-Us (spec §1: the contact page asks people to mail the operator to add a product).

const ADD_PRODUCT_MAIL = `mailto:${OPERATOR_EMAIL}?subject=${encodeURIComponent("Add a product")}`;

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Contact");
}

export default function ContactScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} titleKey="contact">
      <h2 id="add-product">Add your product</h2>
      <p>
        To add a vehicle, a brand or a dealership, mail us at{" "}
        <a href={ADD_PRODUCT_MAIL} data-testid="operator-email">
          {OPERATOR_EMAIL}
        </a>{" "}
        with:
      </p>
      <ul>
        <li>the brand and model names, and the vehicle type (for example e-rickshaw or electric scooter);</li>
        <li>the specification sheet and the ex-showroom price in each city you sell in;</li>
        <li>two or three photos of each model;</li>
        <li>for dealers: your business name, address, GST number and the brands you sell.</li>
      </ul>
      <p>Brand pages are free for life. Fees for dealer leads are in the Terms of Use.</p>
      <h2 id="talk">Talk to us</h2>
      <HelplineLink />
      <p>Or send us your number and we will call you back:</p>
      <EnquiryButton input={{ typeOfQuery: "Contact" }}>Contact Us</EnquiryButton>
    </StaticPage>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = metaMessages(matches)?.shell.footerLinks.contact;
  return loaderData ? pageMeta({ page: loaderData.page, title, url: loaderData.canonical }) : [];
}
