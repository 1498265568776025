// Display forms of stored names: type names are stored in lower case ("e rickshaw").

const UPPER_WORDS = new Set(["cng", "ev", "emi", "rto"]);

/** "cng auto rickshaw" → "CNG Auto Rickshaw"; words already capitalised keep their case. */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => (UPPER_WORDS.has(w.toLowerCase()) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}
