// The text messages the site sends, in the reader's language: a buyer's in the language of the
// page the buyer used (docs/decisions/109, 151), the one-time code that confirms an enquiry's
// mobile number; a seller's in its trader's language (docs/decisions/165), the morning reminder of
// a lead's follow-up day.
// Each text is registered word for word as a DLT content template, one template per language,
// the code its one variable; the site's name and the minutes are fixed when it is registered.
// OTP stays in Latin letters in Hindi, as phones and banks print it (docs/glossary-hi.md).

export const en = {
  otp: "{code} is your OTP to confirm your mobile number on {site}. It is valid for {minutes} minutes. Do not share it.",
  followUp: "{site} reminder: follow up today with {name}, {mobile}, about {model}. Open the lead: {link}",
};

export const hi: typeof en = {
  otp: "{code} आपका OTP है, {site} पर अपना मोबाइल नंबर पक्का करने के लिए। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।",
  followUp: "{site} की याद: आज {name}, {mobile} से {model} के बारे में फिर बात करें। लीड देखें: {link}",
};
