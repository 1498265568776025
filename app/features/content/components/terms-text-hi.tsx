import { PageLink } from "#app/shared/components/page-link";
import {
  FREE_MANUFACTURER_LEAD_DAYS,
  MIN_AGE,
  OPERATOR_EMAIL,
  SITE_NAME,
} from "#app/shared/business-terms";
import { GST_PERCENT, PER_LEAD_TERMS } from "#app/shared/rules/money";

// The Terms of Use in Hindi: the same points as terms-text.tsx, from the same business
// constants; the page says above them that the English terms prevail. The law and the courts are
// those of GOVERNING_LAW and JURISDICTION_COURTS, in Hindi words.

const weeks = (days: number) => (days % 7 === 0 ? ` (${days / 7} हफ़्ते)` : "");

export function TermsTextHindi() {
  return (
    <ol className="terms-list" data-testid="terms">
      <li id="information-platform">
        <strong>सिर्फ़ जानकारी का प्लेटफ़ॉर्म।</strong> {SITE_NAME} इलेक्ट्रिक वाहनों, उनकी कीमतों, डीलरों और निर्माताओं
        के बारे में जानकारी देता है। यह सिर्फ़ जानकारी का प्लेटफ़ॉर्म है: यह किसी वाहन का निर्माता, खरीदार या विक्रेता
        नहीं है, और आपके और किसी डीलर या निर्माता के बीच के किसी सौदे में पक्षकार नहीं है। कीमतें और स्पेसिफ़िकेशन
        अनुमानित हैं; भुगतान से पहले डीलर से पक्का कर लें।
      </li>
      <li id="eligibility">
        <strong>कौन इस्तेमाल कर सकता है।</strong> इस साइट का उपयोग करने या पूछताछ भेजने के लिए आपकी उम्र {MIN_AGE} वर्ष
        या उससे ज़्यादा होनी चाहिए, और आपको भारतीय क़ानून के तहत बाध्यकारी समझौता करने में सक्षम होना चाहिए।
      </li>
      <li id="enquiries">
        <strong>पूछताछ।</strong> जब आप पूछताछ भेजते हैं, तो आपकी दी हुई जानकारी उससे जुड़े डीलरों या निर्माताओं को भेजी
        जाती है, ताकि वे आपसे संपर्क कर सकें। देखें <PageLink to="/Privacy-Policy">गोपनीयता नीति</PageLink>।
      </li>
      <li id="verified">
        <strong>&quot;Verified&quot; का मतलब।</strong> &quot;Verified&quot; का मतलब सिर्फ़ इतना है कि मोबाइल नंबर की
        पुष्टि हुई है: साइट ने उस नंबर पर SMS से एक बार काम आने वाला कोड (OTP) भेजा और पूछताछ भेजने वाले ने वह कोड
        साइट पर लिखा। इससे कारोबार, उसके वाहनों या उसकी कीमतों के बारे में कुछ नहीं कहा जाता।
      </li>
      <li id="dealer-fees">
        <strong>डीलर।</strong> डीलर हर लीड (उन्हें भेजी गई पूछताछ) के लिए {PER_LEAD_TERMS} देते हैं,
        या लिखित में तय कमीशन और {GST_PERCENT} % GST।
      </li>
      <li id="manufacturer-leads">
        <strong>निर्माता।</strong> निर्माताओं को उनकी लिस्टिंग शुरू होने से ज़्यादा से ज़्यादा {FREE_MANUFACTURER_LEAD_DAYS}{" "}
        दिन{weeks(FREE_MANUFACTURER_LEAD_DAYS)} तक लीड मुफ़्त मिलती हैं। उसके बाद वे हर लीड के लिए भुगतान करते हैं।
      </li>
      <li id="brand-pages">
        <strong>ब्रांड पेज।</strong> ब्रांड पेज हमेशा के लिए मुफ़्त हैं: किसी ब्रांड और उसके पेज की लिस्टिंग का कोई
        शुल्क नहीं है, न अभी, न बाद में।
      </li>
      <li id="content">
        <strong>जानकारी का स्रोत।</strong> लिस्टिंग डीलरों, निर्माताओं और सार्वजनिक स्रोतों से आती हैं।{" "}
        <a href={`mailto:${OPERATOR_EMAIL}`}>{OPERATOR_EMAIL}</a> पर बताई गई गलतियाँ हम ठीक करते हैं, पर हम यह गारंटी नहीं
        देते कि हर जानकारी पूरी या ताज़ा है।
      </li>
      <li id="jurisdiction">
        <strong>क़ानून और अदालतें।</strong> ये शर्तें भारत के क़ानूनों के अधीन हैं। इनसे या इस साइट के उपयोग से जुड़ा कोई
        भी विवाद सिर्फ़ नई दिल्ली, भारत की अदालतों के अधिकार क्षेत्र में होगा।
      </li>
    </ol>
  );
}
