import { asciiDigits } from "./digits";

// The ten national digits of an Indian mobile number already written somewhere: the numbers the
// site shows and dials (./format.ts), and the prefixes every reading of a mobile shares
// (./mobile.ts accepts a typed one).

/** The ten national digits of digits written with India's prefixes: +91 / 0091 / 91, or a trunk 0. */
export function nationalForm(digits: string): string | null {
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 14 && digits.startsWith("0091")) return digits.slice(4);
  return null;
}

/**
 * The same reading for a number already stored or printed (a dealer's "Mobile: 98765 43210"):
 * every character that is not a digit is ignored. Used to show and dial numbers, never to accept one.
 */
export function nationalDigitsIn(text: string): string | null {
  return nationalForm(asciiDigits(text).replace(/\D/g, ""));
}
