import { crumbNames } from "#app/lib/crumb-names";
import { PageLink } from "#app/components/page-link";
import { GrievanceContact } from "#app/components/privacy/grievance-contact";
import { usePrivacySettings } from "#app/components/privacy/use-privacy";
import { StaticPage } from "#app/components/static/static-page";
import { SITE_NAME } from "#app/domain/business-terms";
import { NOTICE_VERSION } from "#app/domain/privacy/notice";
import { BUYER_SESSION_MS } from "#app/domain/privacy/buyer";
import { loadStaticPage } from "#app/loaders/static-page";
import { staticPageMeta } from "#app/seo/static-page-meta";
import type { Route } from "./+types/privacy";
import { useLang } from "#app/i18n/use-messages";

// /Privacy-Policy: the full privacy notice (docs/decisions/152, 153) — each item collected and its
// purpose, who receives it, how long it is kept (the scheduled run's configured periods), the
// buyer's choices on "My enquiries", the access record, a breach, and the grievance contact
// (configuration). Written whole per language, as the other static documents are (decision 121).

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

const SIGN_IN_MINUTES = BUYER_SESSION_MS / 60_000;

function PrivacyEnglish() {
  const { months, billingYears } = usePrivacySettings();
  return (
    <>
      <p>
        {SITE_NAME} has no accounts. You can browse every page without giving any personal detail. This notice (version{" "}
        {NOTICE_VERSION}) says what we take when you send an enquiry, why, who receives it and for how long.
      </p>
      <h2 id="notice">What we collect, and why</h2>
      <p>Only when you send an enquiry, or open your own enquiries:</p>
      <ul>
        <li>
          <strong>your mobile number</strong>: to pass your enquiry to the sellers who will call you; to confirm the number with a
          one-time code by SMS; to charge the seller for the lead; and to open &quot;My enquiries&quot; with a code;
        </li>
        <li>
          <strong>your pincode, or your city, district and state</strong>: to find dealers near you and tell them where you are;
        </li>
        <li>
          <strong>your location (latitude and longitude), only if you allow your browser to share it</strong>: to fill in your town
          instead of the pincode;
        </li>
        <li>
          <strong>the name you give</strong> (&quot;Customer&quot; when you give none), <strong>what you asked about</strong> (the vehicle,
          brand, dealer or manufacturer) and <strong>when</strong>: so the seller knows what you want, and for billing;
        </li>
        <li>
          <strong>a note you write</strong>, if you write one: passed to the seller.
        </li>
      </ul>
      <p>
        The site sets a security cookie that protects its forms against forgery, with no personal data in it, and, while
        &quot;My enquiries&quot; is open, a sign-in cookie holding your number for {SIGN_IN_MINUTES} minutes.
      </p>
      <h2 id="who">Who receives it</h2>
      <p>
        The sellers named in the answer to your enquiry: the dealer or manufacturer you chose, or up to 3 dealers near you (or the
        maker) when you chose none, or our own team when no seller fits. Each sees it on its private lead page, by SMS or WhatsApp,
        or in its own system. Dealers pay for these leads (see the <PageLink to="/Terms-of-Use">Terms of Use</PageLink>). Our SMS
        service carries the one-time code. We do not sell your details to anyone.
      </p>
      <h2 id="consent">Your consent</h2>
      <p>
        The enquiry form shows a short version of this notice before it takes your number; tapping its button means you agree.
        Each enquiry keeps the notice version, the purposes and the sellers it went to.
      </p>
      <h2 id="retention">How long we keep it</h2>
      <p>
        Your name, mobile number, pincode, place and note are kept {months} months after the enquiry, then erased. What billing
        needs — which seller, which model, when, and the charge — is kept {billingYears} years, as tax law requires, without
        your details.
      </p>
      <h2 id="choices">Your choices</h2>
      <p>
        On <PageLink to="/my-enquiries">My enquiries</PageLink> you open, with your mobile number and a code by SMS, every enquiry
        you sent and see who received it. You can withdraw your consent for one enquiry or for all: from that moment no seller
        gets it or is messaged about it, and its details are erased within a day. You can have all your details erased at once:
        every seller that received them then sees the enquiry marked as erased, and a seller whose own system we sent it to is
        asked to erase it there too. A lead a seller disputes keeps its details until the dispute is decided, then it is erased.
        A seller who already called you keeps its own notes; ask it as well.
      </p>
      <h2 id="safeguards">How we protect it</h2>
      <p>
        Lead pages and files are private and never stored by caches. Every look at, download of or change to your details by
        our team or a seller is recorded (who, what, when, how many), and the record is kept at least a year. If your details
        are ever exposed, we tell you and the Data Protection Board of India without delay.
      </p>
      <h2 id="contact">Questions and complaints</h2>
      <GrievanceContact />
      <p>If our answer does not settle it, you may complain to the Data Protection Board of India.</p>
    </>
  );
}

function PrivacyHindi() {
  const { months, billingYears } = usePrivacySettings();
  return (
    <>
      <p>
        {SITE_NAME} पर कोई अकाउंट नहीं है। आप कोई भी निजी जानकारी दिए बिना हर पेज देख सकते हैं। यह सूचना (संस्करण {NOTICE_VERSION})
        बताती है कि पूछताछ भेजने पर हम क्या लेते हैं, क्यों, इसे कौन पाता है और कब तक रखा जाता है।
      </p>
      <h2 id="notice">हम क्या जानकारी लेते हैं, और क्यों</h2>
      <p>सिर्फ़ तब, जब आप पूछताछ भेजते हैं या अपनी पूछताछ खोलते हैं:</p>
      <ul>
        <li>
          <strong>आपका मोबाइल नंबर</strong>: आपकी पूछताछ उन विक्रेताओं तक पहुँचाने के लिए जो आपको फ़ोन करेंगे; SMS से एक बार का कोड
          भेजकर नंबर की पुष्टि के लिए; लीड के लिए विक्रेता से शुल्क लेने के लिए; और कोड से &quot;मेरी पूछताछ&quot; खोलने के लिए;
        </li>
        <li>
          <strong>आपका पिनकोड, या आपका शहर, ज़िला और राज्य</strong>: आपके पास के डीलर ढूँढने और उन्हें यह बताने के लिए कि आप कहाँ हैं;
        </li>
        <li>
          <strong>आपकी लोकेशन (अक्षांश और देशांतर), सिर्फ़ तब जब आप ब्राउज़र को इसकी अनुमति दें</strong>: पिनकोड की जगह आपका शहर भरने के लिए;
        </li>
        <li>
          <strong>आपका दिया हुआ नाम</strong> (नाम न देने पर &quot;Customer&quot;), <strong>आपने किसके बारे में पूछा</strong> (वाहन, ब्रांड,
          डीलर या निर्माता) और <strong>कब</strong>: ताकि विक्रेता जाने कि आप क्या चाहते हैं, और बिलिंग के लिए;
        </li>
        <li>
          <strong>आपका लिखा नोट</strong>, अगर आप लिखें: विक्रेता तक पहुँचाया जाता है।
        </li>
      </ul>
      <p>
        साइट एक सुरक्षा कुकी रखती है, जो फ़ॉर्म को जालसाज़ी से बचाती है और जिसमें कोई निजी जानकारी नहीं होती; और जब &quot;मेरी
        पूछताछ&quot; खुली हो, तब {SIGN_IN_MINUTES} मिनट के लिए आपके नंबर वाली एक साइन-इन कुकी।
      </p>
      <h2 id="who">इसे कौन पाता है</h2>
      <p>
        आपकी पूछताछ के जवाब में बताए गए विक्रेता: आपका चुना हुआ डीलर या निर्माता; कोई न चुनने पर आपके पास के 3 डीलर तक (या
        निर्माता); और कोई विक्रेता न मिले तो हमारी टीम। हर विक्रेता इसे अपने निजी लीड पेज पर, SMS या WhatsApp से, या अपने सिस्टम
        में पाता है। डीलर इन लीड के लिए भुगतान करते हैं (देखें <PageLink to="/Terms-of-Use">उपयोग की शर्तें</PageLink>)। एक बार का
        कोड हमारी SMS सेवा पहुँचाती है। हम आपकी जानकारी किसी को नहीं बेचते।
      </p>
      <h2 id="consent">आपकी सहमति</h2>
      <p>
        पूछताछ फ़ॉर्म आपका नंबर लेने से पहले इस सूचना का छोटा रूप दिखाता है; उसका बटन दबाने का मतलब है कि आप सहमत हैं। हर पूछताछ के
        साथ सूचना का संस्करण, उद्देश्य और जिन विक्रेताओं तक वह गई, दर्ज रहते हैं।
      </p>
      <h2 id="retention">हम इसे कब तक रखते हैं</h2>
      <p>
        आपका नाम, मोबाइल नंबर, पिनकोड, जगह और नोट पूछताछ के {months} महीने बाद तक रखे जाते हैं, फिर मिटा दिए जाते हैं। बिलिंग के लिए
        ज़रूरी बातें — कौन-सा विक्रेता, कौन-सा मॉडल, कब, और शुल्क — टैक्स क़ानून के अनुसार {billingYears} साल रखी जाती हैं, आपकी
        जानकारी के बिना।
      </p>
      <h2 id="choices">आपके विकल्प</h2>
      <p>
        <PageLink to="/my-enquiries">मेरी पूछताछ</PageLink> पेज पर आप अपने मोबाइल नंबर और SMS से आए कोड से अपनी भेजी हर पूछताछ खोलकर
        देख सकते हैं कि वह किसे मिली। आप किसी एक पूछताछ या सभी के लिए सहमति वापस ले सकते हैं: उसी पल से कोई विक्रेता उसे नहीं पाता और
        न ही उसके बारे में संदेश जाता है, और एक दिन के अंदर उसकी जानकारी मिटा दी जाती है। आप अपनी सारी जानकारी एक साथ मिटवा सकते हैं:
        जिन विक्रेताओं को यह मिली थी, उन्हें पूछताछ मिटाई हुई दिखती है, और जिस विक्रेता के अपने सिस्टम में हमने इसे भेजा था, उससे
        वहाँ से भी इसे मिटाने को कहा जाता है। जिस लीड पर विक्रेता ने आपत्ति की है, उसकी
        जानकारी फ़ैसला होने तक रहती है, फिर मिटा दी जाती है। जो विक्रेता आपको फ़ोन कर चुका है, उसके अपने नोट उसके पास रहते हैं; उससे
        भी कहें।
      </p>
      <h2 id="safeguards">हम इसे कैसे सुरक्षित रखते हैं</h2>
      <p>
        लीड पेज और फ़ाइलें निजी हैं और कोई कैश इन्हें नहीं रखता। हमारी टीम या किसी विक्रेता द्वारा आपकी जानकारी देखना, डाउनलोड करना
        या बदलना दर्ज होता है (किसने, क्या, कब, कितनी), और यह रिकॉर्ड कम से कम एक साल रखा जाता है। अगर कभी आपकी जानकारी उजागर हो
        जाए, तो हम बिना देर किए आपको और भारत के डेटा संरक्षण बोर्ड को बताते हैं।
      </p>
      <h2 id="contact">सवाल और शिकायत</h2>
      <GrievanceContact />
      <p>अगर हमारे जवाब से बात न सुलझे, तो आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।</p>
    </>
  );
}

export const meta = (args: Route.MetaArgs) => staticPageMeta("privacy", args);
