import { useRouteLoaderData } from "react-router";
import type { Lang } from "#app/shared/i18n/lang";
import { SITE_NAME } from "#app/shared/site";
import type { FreeWhy } from "./rules/charge";
import type { LostReason, Stage } from "./rules/stages";

// The leads board's words in English and Hindi (docs/glossary-hi.md), picked by the workspace
// layout's language. Not part of the public site's message catalogue: only sellers load them.

export const en = {
  title: "Leads",
  response: {
    median: "Your median time to first contact: {time}",
    counted: "{contacted} of {leads} leads of the last 30 days contacted",
    none: "No lead of the last 30 days has been contacted yet.",
  },
  span: { underAMinute: "under a minute", minutes: "{m} min", hours: "{h} h {m} min", days: "{d} days {h} h" },
  filter: {
    legend: "Find leads",
    q: "Name or mobile",
    stage: "Stage",
    model: "Model",
    from: "From",
    to: "To",
    any: "All",
    show: "Show",
    clear: "Clear",
  },
  empty: "No lead matches. Clear the search to see every lead.",
  none: "No leads yet. New enquiries for you appear here.",
  older: "Older leads",
  newest: "Newest leads",
  card: {
    buyer: "Buyer",
    noName: "Buyer (no name given)",
    gone: "Buyer's details removed at their request",
    mobile: "Mobile",
    town: "Town",
    pincode: "Pincode",
    distance: "{km} km away",
    model: "Model",
    kind: "Enquiry",
    verified: "Number confirmed",
    unverified: "Number not confirmed yet",
    received: "Received",
    stage: "Stage",
    followUp: "Follow up on {day}",
    call: "Call",
    whatsapp: "WhatsApp",
    open: "Open lead",
  },
  charge: {
    fee: "Charge: {terms}",
    commission: "On commission terms: no charge per lead",
    free: {
      unconfirmed: "Free: the buyer has not confirmed the number (charged only if they do)",
      repeat: "Free: the same buyer asked you the same within 30 days: one buyer, one charge",
      unmatched: "Free: the enquiry names a model or seller we do not list",
      "free-weeks": "Free: your first two weeks",
      dispute: "Free: your dispute was accepted",
    } satisfies Record<FreeWhy, string>,
  },
  stages: {
    new: "New",
    contacted: "Contacted",
    interested: "Interested",
    "test-ride": "Test ride",
    booked: "Booked",
    sold: "Sold",
    lost: "Lost",
  } satisfies Record<Stage, string>,
  lost: {
    "not-reachable": "Could not reach",
    "bought-elsewhere": "Bought elsewhere",
    price: "Price too high",
    "not-interested": "Not interested any more",
    "wrong-number": "Wrong number",
    other: "Other reason",
  } satisfies Record<LostReason, string>,
  lead: {
    back: "All leads",
    stageLegend: "Move to a stage",
    reason: "If lost, why?",
    reasonNone: "— choose —",
    save: "Save stage",
    history: "History",
    noHistory: "No change yet.",
    change: "{from} → {to}",
    by: "{who}, {at}",
    undone: "undone {at}",
    undo: "Undo the last change",
    notes: "Notes",
    noNotes: "No notes yet.",
    noteLabel: "Add a note",
    noteHint: "At most 2,000 characters.",
    noteSave: "Save note",
    followUp: "Follow-up day",
    followUpHint: "We send an SMS reminder to your number at 9 am (IST) that day.",
    followUpSave: "Set follow-up",
    followUpClear: "Remove follow-up",
    followUpSet: "Follow up on {day}; reminder to {who}",
    followUpSent: "Reminder sent {at}",
    viaKey: "your CRM (API key {hint})",
    viaLeadPage: "your private lead page",
  },
  notice: {
    stage: "Stage saved.",
    undone: "The last change was undone.",
    nothingToUndo: "There is no change to undo.",
    note: "Note saved.",
    followUp: "Follow-up day saved.",
    followUpCleared: "Follow-up removed.",
    expired: "This form had expired. Please try again.",
  },
  error: {
    "unknown-stage": "Choose a stage from the list.",
    "reason-needed": "Say why the lead was lost.",
    "reason-unknown": "Choose a reason from the list.",
    note: "Write a note of at most 2,000 characters.",
    day: "Choose today or a day within the next year.",
  },
  greeting: "Namaste {name}, this is {trader}. You asked on {site} about {about}.",
  greetingNoName: "Namaste, this is {trader}. You asked on {site} about {about}.",
  yourEnquiry: "an electric vehicle",
};

export const hi: typeof en = {
  title: "लीड",
  response: {
    median: "पहली बार संपर्क करने में आपका औसत (मीडियन) समय: {time}",
    counted: "पिछले 30 दिन की {leads} में से {contacted} लीड से संपर्क हुआ",
    none: "पिछले 30 दिन की किसी लीड से अभी तक संपर्क नहीं हुआ।",
  },
  span: { underAMinute: "एक मिनट से कम", minutes: "{m} मिनट", hours: "{h} घंटे {m} मिनट", days: "{d} दिन {h} घंटे" },
  filter: {
    legend: "लीड खोजें",
    q: "नाम या मोबाइल नंबर",
    stage: "स्थिति",
    model: "मॉडल",
    from: "कब से",
    to: "कब तक",
    any: "सभी",
    show: "दिखाएँ",
    clear: "साफ़ करें",
  },
  empty: "कोई लीड नहीं मिली। सारी लीड देखने के लिए खोज साफ़ करें।",
  none: "अभी कोई लीड नहीं है। आपके लिए नई पूछताछ यहाँ दिखेगी।",
  older: "पुरानी लीड",
  newest: "नई लीड",
  card: {
    buyer: "ग्राहक",
    noName: "ग्राहक (नाम नहीं दिया)",
    gone: "ग्राहक के कहने पर उसकी जानकारी हटा दी गई",
    mobile: "मोबाइल",
    town: "शहर",
    pincode: "पिनकोड",
    distance: "{km} किमी दूर",
    model: "मॉडल",
    kind: "पूछताछ",
    verified: "मोबाइल नंबर की जाँच हो चुकी है",
    unverified: "मोबाइल नंबर की जाँच अभी नहीं हुई",
    received: "मिली",
    stage: "स्थिति",
    followUp: "{day} को फिर बात करें",
    call: "कॉल करें",
    whatsapp: "WhatsApp",
    open: "लीड खोलें",
  },
  charge: {
    fee: "शुल्क: {terms}",
    commission: "कमीशन की शर्तों पर: हर लीड का शुल्क नहीं",
    free: {
      unconfirmed: "मुफ़्त: ग्राहक ने नंबर की पुष्टि नहीं की (पुष्टि होने पर ही शुल्क)",
      repeat: "मुफ़्त: इसी ग्राहक ने 30 दिन में आपसे यही पूछा था: एक ग्राहक, एक शुल्क",
      unmatched: "मुफ़्त: पूछताछ में ऐसा मॉडल या विक्रेता है जो हमारी सूची में नहीं",
      "free-weeks": "मुफ़्त: आपके पहले दो हफ़्ते",
      dispute: "मुफ़्त: आपकी शिकायत मान ली गई",
    },
  },
  stages: {
    new: "नई",
    contacted: "संपर्क हुआ",
    interested: "दिलचस्पी है",
    "test-ride": "टेस्ट राइड",
    booked: "बुकिंग हुई",
    sold: "बिक्री हो गई",
    lost: "हाथ से गई",
  },
  lost: {
    "not-reachable": "बात नहीं हो पाई",
    "bought-elsewhere": "कहीं और से खरीद ली",
    price: "कीमत ज़्यादा लगी",
    "not-interested": "अब दिलचस्पी नहीं",
    "wrong-number": "गलत नंबर",
    other: "कोई और वजह",
  },
  lead: {
    back: "सारी लीड",
    stageLegend: "स्थिति बदलें",
    reason: "हाथ से गई, तो क्यों?",
    reasonNone: "— चुनें —",
    save: "स्थिति सेव करें",
    history: "अब तक क्या हुआ",
    noHistory: "अभी कोई बदलाव नहीं।",
    change: "{from} → {to}",
    by: "{who}, {at}",
    undone: "{at} को वापस लिया",
    undo: "पिछला बदलाव वापस लें",
    notes: "नोट",
    noNotes: "अभी कोई नोट नहीं।",
    noteLabel: "नोट लिखें",
    noteHint: "ज़्यादा से ज़्यादा 2,000 अक्षर।",
    noteSave: "नोट सेव करें",
    followUp: "फिर बात करने का दिन",
    followUpHint: "उस दिन सुबह 9 बजे (भारतीय समय) आपके नंबर पर SMS से याद दिलाएँगे।",
    followUpSave: "दिन तय करें",
    followUpClear: "दिन हटाएँ",
    followUpSet: "{day} को फिर बात करें; याद {who} को दिलाई जाएगी",
    followUpSent: "{at} को याद दिलाई गई",
    viaKey: "आपका CRM (API key {hint})",
    viaLeadPage: "आपका निजी लीड पेज",
  },
  notice: {
    stage: "स्थिति सेव हो गई।",
    undone: "पिछला बदलाव वापस ले लिया गया।",
    nothingToUndo: "वापस लेने को कोई बदलाव नहीं है।",
    note: "नोट सेव हो गया।",
    followUp: "फिर बात करने का दिन सेव हो गया।",
    followUpCleared: "फिर बात करने का दिन हटा दिया गया।",
    expired: "यह फ़ॉर्म पुराना हो गया था। कृपया फिर से भेजें।",
  },
  error: {
    "unknown-stage": "सूची में से कोई स्थिति चुनें।",
    "reason-needed": "बताएँ कि लीड हाथ से क्यों गई।",
    "reason-unknown": "सूची में से कोई वजह चुनें।",
    note: "ज़्यादा से ज़्यादा 2,000 अक्षर का नोट लिखें।",
    day: "आज या अगले एक साल के अंदर का कोई दिन चुनें।",
  },
  greeting: "नमस्ते {name} जी, हम {trader} से बात कर रहे हैं। आपने {site} पर {about} के बारे में पूछा था।",
  greetingNoName: "नमस्ते जी, हम {trader} से बात कर रहे हैं। आपने {site} पर {about} के बारे में पूछा था।",
  yourEnquiry: "इलेक्ट्रिक वाहन",
};

export type BoardWords = typeof en;
const WORDS: Record<Lang, BoardWords> = { en, hi };

/** The language of a workspace page, from the layout's data (for `meta`, which has no hooks). */
export function langOfMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Lang {
  return (matches.find((m) => m?.id === "seller/layout")?.loaderData as { lang?: Lang } | undefined)?.lang ?? "en";
}

/** A board page's title and its robots line: private pages are never indexed. */
export function boardMeta(lang: Lang, title: (t: BoardWords) => string) {
  return [{ title: `${title(WORDS[lang])} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The board's words and language, as the workspace layout's address says. */
export function useBoardWords(): { lang: Lang; t: BoardWords } {
  const lang = (useRouteLoaderData("seller/layout") as { lang: Lang } | undefined)?.lang ?? "en";
  return { lang, t: WORDS[lang] };
}
