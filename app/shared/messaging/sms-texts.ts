// The text messages the site sends, in both languages: to a buyer in the language of the page the
// buyer used (docs/decisions/109, 151), to a seller in the trader's own language (docs/decisions/165,
// 166, 167): the one-time code, a new lead, the buyer's word of one more seller, a follow-up's
// morning reminder, a month's tax invoice issued, a dispute decided. Each text is registered word for word as a DLT content template, one template per
// language; its {placeholders} are the template's variables ({#var#}, a link {#url#}), except
// {site} and {minutes}, fixed when it is registered. OTP stays in Latin letters in Hindi, as phones
// and banks print it (docs/glossary-hi.md). A WhatsApp template carries the same variables as its
// SMS, in the same order, approved in each language under one name.

export const en = {
  otp: "{code} is your OTP to confirm your mobile number on {site}. It is valid for {minutes} minutes. Do not share it.",
  followUp: "{site} reminder: follow up today with {name}, {mobile}, about {model}. Open the lead: {link}",
  /** A new lead, to each staff number of its seller that takes new-lead messages. */
  newLead: "New lead on {site}: {name}, {mobile}, asks about {model} in {town}. See your leads: {link}",
  /** The buyer, when a lead no seller called is offered to one more: who, and its number. */
  alsoCalls: "{site}: {seller} will also call you about your enquiry. You can call them on {phone}.",
  /** The same where the seller shows no public number. */
  alsoCallsNoPhone: "{site}: {seller} will also call you about your enquiry.",
  /** The trader's owner: the month's tax invoice is issued. */
  invoice: "{site}: your tax invoice {number} for {month} is issued, total {total}. See it: {url}",
  /** The trader's owner: the operator decided its dispute of a lead, accepted or not. */
  disputeAccepted: "{site}: your dispute of lead {lead} was accepted. The lead is not charged. See your money: {url}",
  disputeRejected: "{site}: your dispute of lead {lead} was not accepted. The lead stays charged. See your money: {url}",
  /** The values a lead message says when the buyer left them out. */
  someBuyer: "A buyer",
  someVehicle: "a vehicle",
  someTown: "India",
};

export const hi: typeof en = {
  otp: "{code} आपका OTP है, {site} पर अपना मोबाइल नंबर पक्का करने के लिए। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।",
  followUp: "{site} की याद: आज {name}, {mobile} से {model} के बारे में फिर बात करें। लीड देखें: {link}",
  newLead: "{site} पर नई लीड: {name}, {mobile}, {town} में {model} के बारे में पूछ रहे हैं। अपनी लीड देखें: {link}",
  alsoCalls: "{site}: आपकी पूछताछ पर {seller} भी आपको कॉल करेंगे। आप उन्हें {phone} पर कॉल कर सकते हैं।",
  alsoCallsNoPhone: "{site}: आपकी पूछताछ पर {seller} भी आपको कॉल करेंगे।",
  invoice: "{site}: {month} का आपका टैक्स इनवॉइस {number} जारी हो गया है, कुल {total}। यहाँ देखें: {url}",
  disputeAccepted: "{site}: लीड {lead} पर आपकी शिकायत मान ली गई है। इस लीड का पैसा नहीं लगेगा। अपना हिसाब देखें: {url}",
  disputeRejected: "{site}: लीड {lead} पर आपकी शिकायत नहीं मानी गई। इस लीड का पैसा लगेगा। अपना हिसाब देखें: {url}",
  someBuyer: "एक ग्राहक",
  someVehicle: "वाहन",
  someTown: "भारत",
};

/**
 * The language an SMS goes in: Hindi needs its own registered template, so a service without one
 * gets the English and the message still arrives; the local outbox keeps any text.
 */
export function smsLanguage(wanted: "en" | "hi", hindiTemplateId: string, local: boolean): "en" | "hi" {
  return wanted === "hi" && (local || hindiTemplateId.trim() !== "") ? "hi" : "en";
}

/** A text's language (by `smsLanguage`) and the template id registered for it in that language. */
export function smsTemplate(wanted: "en" | "hi", templateIds: { en: string; hi: string }, local: boolean): { language: "en" | "hi"; templateId: string } {
  const language = smsLanguage(wanted, templateIds.hi, local);
  return { language, templateId: templateIds[language] };
}
