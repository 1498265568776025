import type { CountForms } from "#app/shared/i18n/plural";
import type { DisputeRefusal } from "./billing/disputes";

// The words of a trader's private lead page and its lead cards, in English at /leads/{token} and
// in Hindi at /hi/leads/{token} (docs/decisions/164). The CSV download stays English, as the
// statements and terms a trader works with are (docs/decisions/121). `{name}` marks a value
// filled in when shown.

export const en = {
  page: {
    title: "Leads for {trader}",
    private: "This page is private: anyone with its address can see these leads. Do not share it.",
    csv: "Download CSV",
    newest: "Newest leads",
    expired: "This page had expired. Please press the button again.",
    none: "No leads yet. New enquiries appear here as soon as visitors send them.",
    older: "Older leads",
    /** The seller workspace's sign-in, offered to whoever opens the link. */
    workspace: "Stages, notes, reminders and your monthly statement are in the seller workspace.",
    signIn: "Sign in with your mobile",
  },
  /** A lead's dispute: the form while it may be raised, and its state once raised. */
  dispute: {
    open: "Dispute this lead",
    why: "Why should this lead not be charged?",
    note: "Note (optional)",
    until: "One dispute per lead, until {at}.",
    send: "Send dispute",
    underReview: "Disputed ({reason}): under review",
    accepted: "Dispute accepted ({reason}): not charged",
    rejected: "Dispute rejected ({reason})",
    taken: "Your dispute was sent. We review it and show the answer on the lead.",
    refusals: {
      invalid: "Choose one reason for the dispute; a note is at most 500 characters.",
      already: "This lead was disputed already: only one dispute per lead.",
      "not-billable": "This lead is not charged, so there is nothing to dispute.",
      closed: "This lead can no longer be disputed: the 7 days for disputes have passed.",
    } satisfies Record<DisputeRefusal, string>,
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
    workspace: "लीड की स्थिति, नोट, रिमाइंडर और आपका महीने का हिसाब विक्रेता खाते में हैं।",
    signIn: "अपने मोबाइल से साइन इन करें",
  },
  dispute: {
    open: "इस लीड पर शिकायत करें",
    why: "इस लीड का शुल्क क्यों नहीं लगना चाहिए?",
    note: "नोट (ज़रूरी नहीं)",
    until: "हर लीड पर एक ही शिकायत, {at} तक।",
    send: "शिकायत भेजें",
    underReview: "शिकायत की गई ({reason}): जाँच चल रही है",
    accepted: "शिकायत मानी गई ({reason}): शुल्क नहीं लगेगा",
    rejected: "शिकायत नहीं मानी गई ({reason})",
    taken: "आपकी शिकायत भेज दी गई। हम इसकी जाँच करके जवाब इसी लीड पर दिखाएँगे।",
    refusals: {
      invalid: "शिकायत की एक वजह चुनें; नोट ज़्यादा से ज़्यादा 500 अक्षरों का हो।",
      already: "इस लीड पर पहले ही शिकायत की जा चुकी है: हर लीड पर एक ही शिकायत।",
      "not-billable": "इस लीड का शुल्क नहीं लगा है, इसलिए शिकायत की ज़रूरत नहीं।",
      closed: "इस लीड पर अब शिकायत नहीं हो सकती: शिकायत के 7 दिन निकल चुके हैं।",
    },
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
