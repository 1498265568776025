import { asciiDigits } from "./digits";

// Phones in one place: the constants, the national digits of a number already written, how the
// site shows, dials and sends to one. Kept apart from the zod schemas so the screens can import
// it without shipping zod to the browser; accepting a number a visitor typed is
// app/shared/rules/mobile.ts, which reads the same prefixes through `nationalForm`.

export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const PHONE_PREFIX = "+91";

/** An Indian pincode: 6 digits, the first (the postal region) 1–9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The ten national digits of digits written with India's prefixes: +91 / 0091 / 91, or a trunk 0. */
export function nationalForm(digits: string): string | null {
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 14 && digits.startsWith("0091")) return digits.slice(4);
  return null;
}

/**
 * The 10 national digits of a number already stored or printed (a dealer's "Mobile: 98765
 * 43210"), or null when it is not one: every character that is not a digit is ignored. Used to
 * show and dial numbers, never to accept one.
 */
export function nationalDigits(mobile: string): string | null {
  return nationalForm(asciiDigits(mobile).replace(/\D/g, ""));
}

/** The international form an SMS, WhatsApp message or webhook is sent to: "+919876543210". */
export function internationalMobile(national: string): string {
  return `${PHONE_PREFIX}${national}`;
}

/** "+91 98765 43210"; anything that is not a mobile number is shown as given. */
export function formatPhone(mobile: string): string {
  const d = nationalDigits(mobile);
  return d ? `${PHONE_PREFIX} ${d.slice(0, 5)} ${d.slice(5)}` : mobile.trim();
}

/** "tel:+919876543210", or null when there is no number to call. */
export function telHref(mobile: string): string | null {
  const d = nationalDigits(mobile);
  return d ? `tel:${internationalMobile(d)}` : null;
}

/** A pincode as typed, without the spaces or hyphen people put in it ("201 301", "२०१३०१" → "201301"). */
export function pincodeDigits(pincode: string): string {
  return asciiDigits(pincode).replace(/[\s-]+/g, "");
}
