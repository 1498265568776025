// Spec §9 phone constants, kept apart from the zod schemas so the screens can import them
// without shipping zod to the browser.

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const PHONE_PREFIX = "+91";

/** An Indian mobile number: 10 digits starting 6–9, not one digit ten times (9999999999). */
export const MOBILE_PATTERN = /^(?!(\d)\1{9}$)[6-9]\d{9}$/;
/** An Indian pincode: 6 digits, the first (the postal region) 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
