import type { ChangeState } from "#app/features/seller/profile/context";

// The console's queue of sellers' profile changes, in English and Hindi (docs/decisions/168). The
// fields and their values are worded by the seller's profile words (app/features/seller/profile/words.ts).

export const en = {
  title: "Profile changes",
  intro: "Changes sellers asked for on their own profile. Nothing shows on the public page until you approve it; an approval writes it and renews the cached pages.",
  states: { pending: "Waiting", approved: "Approved", rejected: "Rejected" } satisfies Record<ChangeState, string>,
  empty: "Nothing here.",
  live: "Live now (when asked)",
  asked: "Asked",
  askedBy: "Asked by {mobile}, {at}",
  decided: "{state} {at}",
  note: "Note to the seller (optional)",
  yourNote: "Note",
  approve: "Approve",
  reject: "Reject",
  approved: "Approved: the {field} of {name} is live.",
  rejected: "Rejected: the {field} of {name} stays as it was.",
  expired: "The form expired: please try again.",
  refusals: {
    unknown_change: "There is no such change for this seller.",
    already_decided: "This change was decided already.",
    stale_change: "Refused: the live value changed after the seller asked, so approving this would undo that change. Reject it; the seller can ask again.",
    photo_gone: "The photo of this change is no longer stored: reject it and ask the seller to send it again.",
    photo_refused: "The gallery refused this photo: reject it.",
    invalid_decision: "Approve or reject.",
    note_too_long: "The note is too long: at most 500 characters.",
    remote_catalogue: "The catalogue belongs to the remote origin: change the address or brands there, then reject this change.",
  } as Record<string, string>,
  newPhoto: "The new photo",
};

export const hi: typeof en = {
  title: "प्रोफ़ाइल बदलाव",
  intro: "विक्रेताओं ने अपनी प्रोफ़ाइल में जो बदलाव माँगे हैं। आपकी मंज़ूरी से पहले सार्वजनिक पेज पर कुछ नहीं दिखता; मंज़ूरी पर बदलाव लिखा जाता है और कैश किए पेज नए होते हैं।",
  states: { pending: "बाकी", approved: "मंज़ूर", rejected: "नामंज़ूर" },
  empty: "यहाँ कुछ नहीं है।",
  live: "अभी लाइव (माँगते समय)",
  asked: "माँगा गया",
  askedBy: "{mobile} ने माँगा, {at}",
  decided: "{state} {at}",
  note: "विक्रेता के लिए टिप्पणी (ज़रूरी नहीं)",
  yourNote: "टिप्पणी",
  approve: "मंज़ूर करें",
  reject: "नामंज़ूर करें",
  approved: "मंज़ूर: {name} का {field} अब लाइव है।",
  rejected: "नामंज़ूर: {name} का {field} पहले जैसा रहेगा।",
  expired: "फ़ॉर्म की समय-सीमा खत्म हो गई: दोबारा कोशिश करें।",
  refusals: {
    unknown_change: "इस विक्रेता का ऐसा कोई बदलाव नहीं है।",
    already_decided: "इस बदलाव पर फ़ैसला हो चुका है।",
    stale_change: "नहीं हुआ: विक्रेता के माँगने के बाद लाइव जानकारी बदल गई, मंज़ूरी देने से वह बदलाव मिट जाता। इसे नामंज़ूर करें; विक्रेता दोबारा माँग सकता है।",
    photo_gone: "इस बदलाव की फ़ोटो अब मौजूद नहीं है: इसे नामंज़ूर करें और विक्रेता से दोबारा भेजने को कहें।",
    photo_refused: "गैलरी ने यह फ़ोटो नहीं ली: इसे नामंज़ूर करें।",
    invalid_decision: "मंज़ूर या नामंज़ूर करें।",
    note_too_long: "टिप्पणी बहुत लंबी है: ज़्यादा से ज़्यादा 500 अक्षर।",
    remote_catalogue: "कैटलॉग रिमोट ओरिजिन का है: पता या ब्रांड वहीं बदलें, फिर यह बदलाव नामंज़ूर करें।",
  },
  newPhoto: "नई फ़ोटो",
};
