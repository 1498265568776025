// Numbers as people write them: a phone keyboard set to Hindi types Devanagari digits (९८७६५),
// a Japanese or Chinese input method fullwidth ones (９８７６５), and other Indian scripts their
// own. Every Unicode decimal digit is read as its ASCII digit. No table: Unicode lays out each
// script's digits as one run of ten, 0 to 9 (a stability guarantee), so a digit's value is its
// distance from the start of its run. Cheap enough for the browser (the enquiry dialog reads
// numbers with the same rule as the server).

const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

function digitValue(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  if (code >= 0x30 && code <= 0x39) return digit;
  // Runs can touch (mathematical digits are five runs in a row): count back to the run's start,
  // at most 49 steps, and the value is that count modulo ten.
  let start = code;
  while (start > 0 && code - start < 50 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

/** The text with every decimal digit of any script written as an ASCII digit ("९८७" → "987"). */
export function asciiDigits(text: string): string {
  return text.replace(DECIMAL_DIGITS, digitValue);
}
