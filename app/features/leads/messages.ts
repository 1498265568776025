import type { CountForms } from "#app/shared/i18n/plural";

// The words of a trader's private lead page and its lead cards. The page is shown in English, as
// the statements, CSVs and terms a trader works with are (docs/decisions/121); its Hindi is kept
// beside it so that the page can follow a trader's language the day it is offered in Hindi.
// `{name}` marks a value filled in when shown.

export const en = {
  page: {
    title: "Leads for {trader}",
    private: "This page is private: anyone with its address can see these leads. Do not share it.",
    csv: "Download CSV",
    newest: "Newest leads",
    expired: "This page had expired. Please press the button again.",
    none: "No leads yet. New enquiries appear here as soon as visitors send them.",
    older: "Older leads",
  },
  /** The trader's own staff's downloads and pulls, from the access record (docs/decisions/153). */
  exports: {
    title: "Downloads of your leads",
    records: {
      one: "{at}: {what}, {n} lead ({actor})",
      other: "{at}: {what}, {n} leads ({actor})",
    } as CountForms,
    csv: "CSV downloaded",
    pull: "Pulled by your CRM",
    none: "None yet. Each CSV download and each pull by your CRM is listed here.",
  },
  card: {
    mobile: "Mobile",
    verified: "Verified",
    verifiedAt: "Confirmed by an SMS code, {at}",
    masked: "Shown in full once the buyer confirms it",
    enquiry: "Enquiry",
    model: "Model",
    city: "City",
    pincode: "Pincode",
    duplicate: "Free: this buyer made the same ask of you within 30 days (this model, or one naming no model): one buyer, one charge",
    unmatched: "Model not in our catalogue, not billed",
    unconfirmed: "Number not confirmed yet: not billed",
    contacted: "Contacted {at}",
    call: "Call {phone}",
    whatsapp: "WhatsApp",
    markContacted: "Mark contacted",
    /** The WhatsApp message the trader's tap starts, to the buyer by name where the lead has one. */
    greeting: "Namaste {name}, this is {trader}. You enquired about {about} on {site}. How can we help?",
    greetingNoName: "Namaste, this is {trader}. You enquired about {about} on {site}. How can we help?",
    yourEnquiry: "your enquiry",
  },
};

export const hi: typeof en = {
  page: {
    title: "{trader} की लीड",
    private: "यह पेज निजी है: जिसके पास इसका पता है, वह ये लीड देख सकता है। इसे किसी से शेयर न करें।",
    csv: "CSV डाउनलोड करें",
    newest: "सबसे नई लीड",
    expired: "यह पेज पुराना हो गया था। कृपया बटन फिर से दबाएँ।",
    none: "अभी कोई लीड नहीं। ग्राहक जैसे ही पूछताछ भेजेंगे, वह यहाँ दिखेगी।",
    older: "पुरानी लीड",
  },
  exports: {
    title: "आपकी लीड के डाउनलोड",
    records: { other: "{at}: {what}, {n} लीड ({actor})" },
    csv: "CSV डाउनलोड हुई",
    pull: "आपके CRM ने ली",
    none: "अभी कोई नहीं। हर CSV डाउनलोड और आपके CRM का हर बार लीड लेना यहाँ लिखा जाएगा।",
  },
  card: {
    mobile: "मोबाइल",
    verified: "पुष्टि हो चुकी",
    verifiedAt: "SMS कोड से पुष्टि हुई, {at}",
    masked: "ग्राहक के नंबर की पुष्टि करते ही पूरा नंबर दिखेगा",
    enquiry: "पूछताछ",
    model: "मॉडल",
    city: "शहर",
    pincode: "पिनकोड",
    duplicate: "मुफ़्त: इसी ग्राहक ने 30 दिन के अंदर आपसे यही पूछताछ (यही मॉडल, या बिना मॉडल वाली) पहले भी की थी: एक ग्राहक, एक शुल्क",
    unmatched: "मॉडल हमारी सूची में नहीं, इसका शुल्क नहीं",
    unconfirmed: "नंबर की पुष्टि अभी नहीं हुई: इसका शुल्क नहीं",
    contacted: "संपर्क किया: {at}",
    call: "{phone} पर कॉल करें",
    whatsapp: "WhatsApp",
    markContacted: "संपर्क हो गया",
    greeting: "नमस्ते {name}, {trader} की ओर से संदेश। आपने {site} पर {about} के बारे में पूछताछ की थी। बताइए, हम कैसे मदद करें?",
    greetingNoName: "नमस्ते, {trader} की ओर से संदेश। आपने {site} पर {about} के बारे में पूछताछ की थी। बताइए, हम कैसे मदद करें?",
    yourEnquiry: "अपनी ज़रूरत",
  },
};

export type LeadPageWords = typeof en;

export const leadPageWords = { en, hi };

/** The words the lead page shows: English, as the trader's CSVs and statements are. */
export const LEAD_PAGE_WORDS: LeadPageWords = en;
