// The phone constants, kept apart from the zod schemas so the screens can import them
// without shipping zod to the browser.

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const PHONE_PREFIX = "+91";

// What a mobile number is, as people write it: app/domain/rules/mobile.ts.
/** An Indian pincode: 6 digits, the first (the postal region) 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
