import { crumbNames } from "#app/lib/crumb-names";
import { PageLink } from "#app/components/page-link";
import { StaticPage } from "#app/components/static/static-page";
import { ENQUIRY_RETENTION_MONTHS, PRIVACY_EMAIL, SITE_NAME } from "#app/domain/business-terms";
import { loadStaticPage } from "#app/loaders/static-page";
import { staticPageMeta } from "#app/seo/static-page-meta";
import type { Route } from "./+types/privacy";
import { useLang } from "#app/i18n/use-messages";

// /Privacy-Policy: what an enquiry collects, why, for how long, and whom to ask.

/** The breadcrumb names the page in its language (app/loaders/static-page.ts). */
export const handle = crumbNames<Route.ComponentProps["loaderData"]>((d) => d.crumbWords);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "Privacy");
}

export default function PrivacyScreen({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page} titleKey="privacy">
      {useLang() === "hi" ? <PrivacyHindi /> : <PrivacyEnglish />}
    </StaticPage>
  );
}

function PrivacyEnglish() {
  return (
    <>
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
    </>
  );
}

function PrivacyHindi() {
  return (
    <>
      <p>{SITE_NAME} पर कोई अकाउंट या लॉगिन नहीं है। आप कोई भी निजी जानकारी दिए बिना हर पेज देख सकते हैं।</p>
      <h2 id="collected">हम क्या जानकारी लेते हैं</h2>
      <p>सिर्फ़ तब, जब आप पूछताछ भेजते हैं या ग्राहक के रूप में रजिस्टर करते हैं:</p>
      <ul>
        <li>आपका मोबाइल नंबर;</li>
        <li>आपका पिनकोड, या आपका शहर, ज़िला और राज्य;</li>
        <li>आपकी लोकेशन (अक्षांश और देशांतर), सिर्फ़ तब जब आप ब्राउज़र को इसकी अनुमति दें — नहीं तो आप अपना पिनकोड लिखते हैं;</li>
        <li>आपका दिया हुआ नाम (नाम न देने पर &quot;Customer&quot;), जिस वाहन, ब्रांड, डीलर या निर्माता के बारे में आपने पूछा, और तारीख व समय।</li>
      </ul>
      <p>साइट एक सुरक्षा कुकी भी रखती है, जो पूछताछ फ़ॉर्म को जालसाज़ी से बचाती है; उसमें कोई निजी जानकारी नहीं होती।</p>
      <h2 id="why">क्यों</h2>
      <p>
        हम आपकी पूछताछ उन्हीं डीलरों या निर्माताओं को भेजते हैं जिनसे वह जुड़ी है, ताकि वे आपको कीमत, ऑफ़र या फ़ाइनेंस
        के बारे में कॉल कर सकें। डीलर इन लीड के लिए भुगतान करते हैं (देखें <PageLink to="/Terms-of-Use">उपयोग की शर्तें</PageLink>),
        इसलिए हर पूछताछ बिलिंग के लिए भी दर्ज होती है, और दोहराई गई पूछताछ एक ही बार गिनी जाती है। हम आपकी जानकारी किसी
        और को नहीं बेचते।
      </p>
      <h2 id="retention">हम इसे कब तक रखते हैं</h2>
      <p>पूछताछ के रिकॉर्ड {ENQUIRY_RETENTION_MONTHS} महीने तक रखे जाते हैं, ताकि लीड और बिल से जुड़े सवाल सुलझाए जा सकें; उसके बाद मिटा दिए जाते हैं।</p>
      <h2 id="contact">संपर्क</h2>
      <p>
        आपके मोबाइल नंबर के बारे में हमारे पास क्या जानकारी है, यह जानने या उसे मिटवाने के लिए{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> पर लिखें। जिस डीलर को आपकी पूछताछ पहले ही मिल चुकी है,
        उसके पास उसकी अपनी कॉपी होती है; उस डीलर से भी कहें।
      </p>
    </>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("privacy", args);
