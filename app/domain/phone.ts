// Spec §9 phone constants, kept apart from the zod schemas so the screens can import them
// without shipping zod to the browser.

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const PHONE_PREFIX = "+91";
