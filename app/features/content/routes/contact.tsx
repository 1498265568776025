import { crumbNames } from "#app/shared/lib/crumb-names";
import { HelplineLink } from "#app/shared/components/content/helpline-link";
import { EnquiryButton } from "#app/features/enquiry/components/enquiry-button";
import { StaticPage } from "#app/features/content/components/static-page";
import { OPERATOR_EMAIL } from "#app/shared/business-terms";
import { loadStaticPage } from "#app/features/content/server/static-page";
import { staticPageMeta } from "#app/features/seo/rules/static-page-meta";
import type { Route } from "./+types/contact";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";

// /Contact-Us (the contact page asks people to mail the operator to add a product).

const ADD_PRODUCT_MAIL = `mailto:${OPERATOR_EMAIL}?subject=${encodeURIComponent("Add a product")}`;

/** The breadcrumb names the page in its language (app/features/content/server/static-page.ts). */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => d.crumbWords);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Contact");
}

export default function ContactScreen({ loaderData }: Route.ComponentProps) {
  const hindi = useLang() === "hi";
  const t = useMessages().shell;
  const email = (
    <a href={ADD_PRODUCT_MAIL} data-testid="operator-email">
      {OPERATOR_EMAIL}
    </a>
  );
  return (
    <StaticPage page={loaderData.page} titleKey="contact">
      {hindi ? <AddProductHindi email={email} /> : <AddProductEnglish email={email} />}
      <h2 id="talk">{t.talkToUs}</h2>
      <HelplineLink />
      <p>{t.callBackOffer}</p>
      <EnquiryButton input={{ typeOfQuery: "Contact" }}>{t.contactUs}</EnquiryButton>
    </StaticPage>
  );
}

function AddProductEnglish({ email }: { email: React.ReactNode }) {
  return (
    <>
      <h2 id="add-product">Add your product</h2>
      <p>To add a vehicle, a brand or a dealership, mail us at {email} with:</p>
      <ul>
        <li>the brand and model names, and the vehicle type (for example e-rickshaw or electric scooter);</li>
        <li>the specification sheet and the ex-showroom price in each city you sell in;</li>
        <li>two or three photos of each model;</li>
        <li>for dealers: your business name, address, GST number and the brands you sell.</li>
      </ul>
      <p>Brand pages are free for life. Fees for dealer leads are in the Terms of Use.</p>
    </>
  );
}

function AddProductHindi({ email }: { email: React.ReactNode }) {
  return (
    <>
      <h2 id="add-product">अपना प्रोडक्ट जोड़ें</h2>
      <p>कोई वाहन, ब्रांड या डीलरशिप जोड़ने के लिए हमें {email} पर मेल करें, इन जानकारियों के साथ:</p>
      <ul>
        <li>ब्रांड और मॉडल के नाम, और वाहन का प्रकार (जैसे ई-रिक्शा या इलेक्ट्रिक स्कूटर);</li>
        <li>स्पेसिफ़िकेशन शीट, और हर उस शहर की एक्स-शोरूम कीमत जहाँ आप बेचते हैं;</li>
        <li>हर मॉडल की दो-तीन फ़ोटो;</li>
        <li>डीलरों के लिए: कारोबार का नाम, पता, GST नंबर और आप जो ब्रांड बेचते हैं।</li>
      </ul>
      <p>ब्रांड पेज हमेशा के लिए मुफ़्त हैं। डीलर लीड की फ़ीस उपयोग की शर्तों में दी गई है।</p>
    </>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("contact", args);
