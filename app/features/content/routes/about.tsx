import { crumbNames } from "#app/shared/lib/crumb-names";
import { PageLink } from "#app/shared/components/page-link";
import { SimpleText } from "#app/shared/components/content/simple-text";
import { StaticPage } from "#app/features/content/components/static-page";
import { SITE_NAME } from "#app/shared/business-terms";
import { loadStaticPage } from "#app/features/content/server/static-page";
import { staticPageMeta } from "#app/features/seo/rules/static-page-meta";
import type { Route } from "./+types/about";
import { useLang } from "#app/shared/i18n/use-messages";

// /About-Us: what the site is and how it works, in the page's language.

// The pincode directory's sources and licences, named as their licences ask
// (docs/decisions/108-pincode-directory.md).
const GEONAMES = "https://www.geonames.org/";
const CC_BY = "https://creativecommons.org/licenses/by/4.0/";
const OGD_PORTAL = "https://data.gov.in/";
const OGD_LICENSE = "https://data.gov.in/government-open-data-license-india";

/** The breadcrumb names the page in its language (app/features/content/server/static-page.ts). */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => d.crumbWords);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "About");
}

export default function AboutScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const hindi = useLang() === "hi";
  return (
    <StaticPage page={page} titleKey="about">
      {/* The operator's text is English copy: a Hindi page has its own whole text below instead
          (docs/decisions/081, 151), as the catalogue's Hindi screens do. */}
      {page && !hindi ? <SimpleText blocks={page.about} /> : null}
      {hindi ? <AboutHindi /> : <AboutEnglish />}
    </StaticPage>
  );
}

function AboutEnglish() {
  return (
    <>
      <p>
        {SITE_NAME} lists e-rickshaws, e-rickshaw loaders, electric autos, scooters, cycles, school, food and garbage
        vans, golf carts and utility vehicles sold in India, with their specifications, ex-showroom and on-road prices
        by city, EMI, dealers and manufacturers.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>Browse by brand, vehicle type or city and read each model's specifications and prices in your city.</li>
        <li>Send an enquiry with your mobile number and pincode; it goes to the dealers or manufacturers concerned, who call you back.</li>
        <li>Dealers pay for the leads they receive; brand pages are free.</li>
      </ul>
      <p>
        The site is only an information platform: it does not make, buy or sell vehicles. See the{" "}
        <PageLink to="/Terms-of-Use">Terms of Use</PageLink> and <PageLink to="/Contact-Us">Contact Us</PageLink>.
      </p>
      <h2>Pincode data</h2>
      <p>
        Pincodes are checked against <a href={GEONAMES}>GeoNames</a>&apos; postal codes for India (<a href={CC_BY}>CC BY
        4.0</a>) and, for the few it lacks, the All India Pincode Directory of the Department of Posts, Government of
        India, published on <a href={OGD_PORTAL}>data.gov.in</a> under the <a href={OGD_LICENSE}>Government Open Data
        License – India</a>. Neither GeoNames nor the Department of Posts endorses this site.
      </p>
    </>
  );
}

function AboutHindi() {
  return (
    <>
      <p>
        {SITE_NAME} पर भारत में बिकने वाले ई-रिक्शा, ई-रिक्शा लोडर, इलेक्ट्रिक ऑटो, स्कूटर, साइकिल, स्कूल, फ़ूड और
        गार्बेज वैन, गोल्फ़ कार्ट और यूटिलिटी वाहनों की जानकारी है: उनके स्पेसिफ़िकेशन, हर शहर की एक्स-शोरूम और ऑन-रोड
        कीमत, ईएमआई, डीलर और निर्माता।
      </p>
      <h2>यह कैसे काम करता है</h2>
      <ul>
        <li>ब्रांड, वाहन के प्रकार या शहर से खोजें और हर मॉडल के स्पेसिफ़िकेशन और अपने शहर की कीमत देखें।</li>
        <li>अपना मोबाइल नंबर और पिनकोड देकर पूछताछ भेजें; वह उस वाहन के डीलरों या निर्माताओं तक पहुँचती है, जो आपको कॉल करते हैं।</li>
        <li>डीलर अपने पास आई पूछताछ (लीड) के लिए भुगतान करते हैं; ब्रांड पेज मुफ़्त हैं।</li>
      </ul>
      <p>
        यह साइट सिर्फ़ जानकारी देने वाला प्लेटफ़ॉर्म है: हम वाहन न बनाते हैं, न खरीदते हैं, न बेचते हैं। देखें:{" "}
        <PageLink to="/Terms-of-Use">उपयोग की शर्तें</PageLink> और <PageLink to="/Contact-Us">संपर्क करें</PageLink>।
      </p>
      <h2>पिनकोड की जानकारी</h2>
      <p>
        पिनकोड <a href={GEONAMES}>GeoNames</a> के भारत के पोस्टल कोड (<a href={CC_BY}>CC BY 4.0</a>) से जाँचे जाते हैं,
        और जो कुछ पिनकोड उसमें नहीं हैं, वे भारत सरकार के डाक विभाग की ऑल इंडिया पिनकोड डायरेक्टरी से, जो{" "}
        <a href={OGD_PORTAL}>data.gov.in</a> पर <a href={OGD_LICENSE}>Government Open Data License – India</a> के तहत
        प्रकाशित है। न GeoNames और न डाक विभाग इस साइट का समर्थन करते हैं।
      </p>
    </>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("about", args);
