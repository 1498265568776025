// The words of the site's shell: header, footer, breadcrumb and error screen.
// Terms follow docs/glossary-hi.md. `{name}` marks a value filled in by `fill` (app/shared/i18n/use-messages.tsx).

export const en = {
  skipLink: "Skip to content",
  homeLabel: "Home",
  contactUs: "Contact Us",
  /** The language switch names the other language in that language. */
  switchTo: "हिंदी",
  switchLabel: "यह पेज हिंदी में पढ़ें",
  footerNav: "Site",
  footerLinks: { home: "Home", guides: "Guides", about: "About Us", contact: "Contact Us", terms: "Terms of Use", privacy: "Privacy Policy", myEnquiries: "My enquiries" },
  // the published grievance contact (docs/decisions/153): the officer's name (when configured),
  // e-mail and phone are configuration; the words are these
  grievance: "Questions or complaints about your personal data go to our Grievance Officer.",
  grievanceNamed: "Questions or complaints about your personal data go to our Grievance Officer, {name}.",
  grievanceWrite: "Write to {email}.",
  grievanceCall: "Call {phone}.",
  grievanceWriteOrCall: "Write to {email} or call {phone}.",
  grievanceAnswer: "We answer within {days} days.",
  /** The static pages' descriptions, where the operator's metadata gives none (and on Hindi pages). */
  pageDescriptions: {
    about: "Who we are and how {site} works: prices, specifications and dealers of e-rickshaws, loaders, electric autos and scooters across India.",
    contact: "How to reach {site}: helpline, email and address, or send an enquiry from any page.",
    privacy: "How {site} collects, uses and protects your details when you browse and when you send an enquiry.",
    terms: "The terms of using {site}, its catalogue and its enquiry service.",
  },
  followUs: "Follow us",
  social: { youtube: "YouTube (video)", linkedin: "LinkedIn (professional network)", facebook: "Facebook (social network)" },
  disclaimer:
    "Disclaimer: {site} is only an information platform, not a manufacturer, buyer or seller of vehicles. Prices, offers and specifications come from brands and dealers and may change; please confirm them with the dealer before you buy.",
  copyright: "© {years} {site}. All rights reserved.",
  breadcrumb: "Breadcrumb",
  /** Shown above the Hindi terms: the English text is the binding one. */
  termsPrevail: "These are the English terms; they prevail over any translation.",
  // above text the operator wrote in English, on a Hindi page
  inEnglish: "(in English)",
  helpline: "Call our helpline",
  helplineHours: "Monday to Saturday, 10 am to 6 pm IST",
  notFoundTitle: "Page not found",
  notFoundBefore: "You entered a wrong url.",
  notFoundLink: "Click Here",
  notFoundAfter: "to go Home Page.",
  unavailableTitle: "Temporarily unavailable",
  unavailableBody: "This page is temporarily unavailable. Please try again in a minute.",
  // a section whose data failed after the page was sent (app/shared/components/below-the-fold.tsx)
  listUnavailable: "This list is unavailable just now; please reload.",
  // the bar at the top while a page loads (app/shared/shell/navigation-progress.tsx)
  loadingPage: "Loading page",
  // the Contact page's way to be called back
  talkToUs: "Talk to us",
  callBackOffer: "Or send us your number and we will call you back:",
  // the header's line of the visitor's town (app/features/town/components/town-line.tsx, docs/decisions/115)
  townLine: { yours: "Your town:", change: "Change", choose: "Choose your town" },
};

export const hi: typeof en = {
  skipLink: "सीधे मुख्य सामग्री पर जाएँ",
  homeLabel: "होम",
  contactUs: "संपर्क करें",
  switchTo: "English",
  switchLabel: "Read this page in English",
  footerNav: "साइट",
  footerLinks: { home: "होम", guides: "गाइड", about: "हमारे बारे में", contact: "संपर्क करें", terms: "उपयोग की शर्तें", privacy: "गोपनीयता नीति", myEnquiries: "मेरी पूछताछ" },
  grievance: "अपनी निजी जानकारी के बारे में सवाल या शिकायत हमारे शिकायत अधिकारी से करें।",
  grievanceNamed: "अपनी निजी जानकारी के बारे में सवाल या शिकायत हमारे शिकायत अधिकारी, {name}, से करें।",
  grievanceWrite: "{email} पर ईमेल करें।",
  grievanceCall: "{phone} पर फ़ोन करें।",
  grievanceWriteOrCall: "{email} पर ईमेल करें या {phone} पर फ़ोन करें।",
  grievanceAnswer: "हम {days} दिन के अंदर जवाब देते हैं।",
  pageDescriptions: {
    about: "हम कौन हैं और {site} कैसे काम करता है: पूरे भारत में ई-रिक्शा, लोडर, इलेक्ट्रिक ऑटो और स्कूटर की कीमतें, स्पेसिफ़िकेशन और डीलर।",
    contact: "{site} से संपर्क कैसे करें: हेल्पलाइन, ईमेल और पता; या किसी भी पेज से पूछताछ भेजें।",
    privacy: "जब आप साइट देखते हैं और पूछताछ भेजते हैं, तब {site} आपकी जानकारी कैसे लेता है, कैसे इस्तेमाल करता है और कैसे सुरक्षित रखता है।",
    terms: "{site}, इसकी जानकारी और पूछताछ सेवा के इस्तेमाल की शर्तें।",
  },
  followUs: "हमसे जुड़ें",
  social: { youtube: "YouTube (वीडियो)", linkedin: "LinkedIn (प्रोफ़ेशनल नेटवर्क)", facebook: "Facebook (सोशल नेटवर्क)" },
  disclaimer:
    "सूचना: {site} सिर्फ़ जानकारी देने वाला प्लेटफ़ॉर्म है; हम वाहन न बनाते हैं, न खरीदते हैं, न बेचते हैं। कीमतें, ऑफ़र और स्पेसिफ़िकेशन ब्रांड और डीलर देते हैं और बदल सकते हैं; खरीदने से पहले डीलर से ज़रूर पक्का कर लें।",
  copyright: "© {years} {site}. सर्वाधिकार सुरक्षित।",
  breadcrumb: "आप यहाँ हैं",
  inEnglish: "(अंग्रेज़ी में)",
  termsPrevail: "यह उपयोग की शर्तों का हिंदी अनुवाद है। इसमें और अंग्रेज़ी शर्तों में कोई अंतर हो तो अंग्रेज़ी शर्तें ही मान्य होंगी।",
  helpline: "हमारी हेल्पलाइन पर कॉल करें",
  helplineHours: "सोमवार से शनिवार, भारतीय समय के मुताबिक़ सुबह 10 से शाम 6 बजे तक",
  notFoundTitle: "पेज नहीं मिला",
  notFoundBefore: "यह पता सही नहीं है।",
  notFoundLink: "होम पेज",
  notFoundAfter: "पर जाएँ।",
  unavailableTitle: "पेज अभी उपलब्ध नहीं है",
  unavailableBody: "यह पेज कुछ देर के लिए उपलब्ध नहीं है। एक मिनट बाद फिर कोशिश करें।",
  listUnavailable: "यह सूची अभी नहीं दिख पा रही है; कृपया पेज फिर से खोलें।",
  loadingPage: "पेज खुल रहा है",
  talkToUs: "हमसे बात करें",
  callBackOffer: "या अपना नंबर भेजें, हम आपको कॉल करेंगे:",
  townLine: { yours: "आपका शहर:", change: "बदलें", choose: "अपना शहर चुनें" },
};
