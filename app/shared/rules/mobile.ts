import type { EnquiryMessageKey } from "./enquiry-messages";
import { asciiDigits } from "./digits";
import { nationalForm } from "./phone";

// One rule for an Indian mobile number, read wherever a mobile is read: the enquiry schemas (so
// the dialog in the browser, the no-JavaScript form, the BFF and the origin agree), the rate
// limits' key, the lead ledger, and the numbers the site shows and dials.
//
// The digits of a number already written (shown and dialled) are read by ../phone.ts,
// which every page loads; accepting a typed number is here, with the enquiry.
//
// "+91 98765 43210", "098765-43210", "(+91) 98765.43210", "9876543210" and the same in Devanagari
// or fullwidth digits are one mobile: 9876543210, the ten national digits.

/** Ten digits, the first 6, 7, 8 or 9: the national numbering plan's mobile series. */
const NATIONAL_MOBILE = /^[6-9]\d{9}$/;

/** What people put between digits: spaces, hyphens and dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]/]/g;

/**
 * The ten national digits of a mobile number as a visitor typed it, or null when it is not
 * written like one: digits of any script, the separators above, one leading "+", and nothing else.
 */
export function nationalMobile(typed: string): string | null {
  const text = asciiDigits(typed).replace(SEPARATORS, "");
  const match = /^\+?(\d+)$/.exec(text);
  return match ? nationalForm(match[1]!) : null;
}

/**
 * Numbers that have the shape of a mobile but are no one's: what people type to get past a form.
 * Kept short on purpose, since refusing a real buyer loses a lead: ten times one digit
 * (9999999999, 6666666666) and a series digit followed by nine zeros (6000000000, 9000000000).
 * Operators do sell "fancy" numbers (98888 88888, 98765 43210), so repeated groups, runs and
 * 9876543210 itself are allowed.
 */
export function isPlaceholderMobile(national: string): boolean {
  return /^(\d)\1{9}$/.test(national) || /^[6-9]0{9}$/.test(national);
}

/** Why a typed mobile is refused (a key of the enquiry messages), or null when it is one. */
export function mobileProblem(typed: string): Extract<EnquiryMessageKey, "mobileInvalid" | "mobileNotReal"> | null {
  const national = nationalMobile(typed);
  if (!national || !NATIONAL_MOBILE.test(national)) return "mobileInvalid";
  return isPlaceholderMobile(national) ? "mobileNotReal" : null;
}
