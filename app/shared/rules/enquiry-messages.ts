// Every message a visitor reads about an enquiry — field messages, answers, refusals — keyed by
// meaning. The rules, the BFF and the embedded origin give the key (the code); the API adds this
// English beside it for API users; the dialog and the no-JavaScript page show the page's own
// language's sentence for the key (the `answers` of app/features/enquiry/messages.ts, whose
// English is this table: one home for each sentence).

export const ENQUIRY_MESSAGES = {
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Enter a 10 digit mobile number starting with 6, 7, 8 or 9",
  mobileNotReal: "This cannot be a real mobile number. Please enter the number we can call you on.",
  pincodeRequired: "Pincode is required",
  pincodeInvalid: "Enter a valid 6 digit pincode",
  pincodeUnknown: "There is no such pincode in India. Please check your 6 digit pincode.",
  locationMissing: "Your location could not be read. Please enter your pincode instead.",
  locationOutsideIndia: "Your detected location is outside India. Please enter your pincode instead.",
  kindUnknown: "Unknown kind of enquiry",
  idInvalid: "Invalid enquiry id",
  otpInvalid: "Enter the OTP you received",
  otpFormat: "OTP is up to 6 digits",
  received: "Thank you! Your enquiry has been received. The dealer will call you soon.",
  queued: "Received",
  registered: "Thank you, your number is registered.",
  idReused:
    "This enquiry was already sent with different details. Please open the form again to send a new enquiry.",
  rateLimited: "Too many enquiries in a short time. Please try again in a minute.",
  // Verified numbers: the answers of sendOtp and verify (docs/decisions/109-verified-numbers.md).
  otpSent: "We sent a 6 digit OTP by SMS to your mobile. Enter it here to confirm your number.",
  otpWrong: "That OTP is not right. Please check the SMS and try again.",
  otpExpired: "This OTP has expired or was already used. Please ask for a new one.",
  otpTooManyTries: "Too many wrong tries. Please ask for a new OTP.",
  otpSendLimit: "Too many OTPs were sent to this number in the last hour. Please try again later.",
  otpResendWait: "Please wait a few seconds before asking for a new OTP.",
  otpNoEnquiry: "Send an enquiry first: the OTP confirms the number of your enquiry.",
  otpNotSent: "The OTP could not be sent just now. Please try again in a minute.",
  // The site's budget of code SMS is spent, and a busy address's question (docs/decisions/154).
  otpBudgetSpent:
    "Your enquiry is saved, but we cannot send an OTP just now: the site has sent as many as it may for the moment. Please ask for the OTP again a little later.",
  signInBudgetSpent: "We cannot send a code just now: the site has sent as many as it may for the moment. Please try again a little later.",
  otpChallenge: "Many OTPs were asked for from your connection. Answer the sum below to get yours.",
  otpChallengeWrong: "That sum is not right. Please try this one.",
  // "My enquiries": the same answer whether or not the number sent any (docs/decisions/152).
  signInCodeMaybe: "If this number sent us an enquiry, we have sent it a 6 digit code by SMS. Enter it here.",
  signInCodeWrong: "That code is not right, or it has expired. Check the SMS, or ask for a new code.",
  noticeUnknown: "This form is out of date. Please reload the page and send it again.",
  // The dialog's own: no answer came (offline), or a refusal that said nothing readable.
  notSent: "Your enquiry could not be sent. Please check your internet connection and try again.",
  notAccepted: "Your enquiry was not accepted. Please try again.",
  // A refused body's heading above its fields' messages (the API's English stays "Invalid body").
  checkDetails: "Please check these details:",
};

export type EnquiryMessageKey = keyof typeof ENQUIRY_MESSAGES;

/** The codes, each its own key: what the schemas put in a field's message. */
export const ANSWER = Object.fromEntries(Object.keys(ENQUIRY_MESSAGES).map((key) => [key, key])) as {
  readonly [K in EnquiryMessageKey]: K;
};

export function isEnquiryMessageKey(value: unknown): value is EnquiryMessageKey {
  return typeof value === "string" && Object.hasOwn(ENQUIRY_MESSAGES, value);
}
