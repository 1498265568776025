// A line of an invoice split into runs of one script, so each is drawn with a font that has its
// letters: Devanagari runs with Noto Sans Devanagari (shaped whole, so conjuncts and vowel signs
// join), Latin runs with Noto Sans. Digits, spaces, punctuation and ₹ are in both fonts and stay
// with the run they are in.

export type Run = { script: "deva" | "latin"; text: string };

const DEVA = /[\u0900-\u097F\uA8E0-\uA8FF\u200C\u200D]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

export function scriptRuns(text: string): Run[] {
  const runs: { script: Run["script"] | null; text: string }[] = [];
  for (const char of text) {
    const script = DEVA.test(char) ? "deva" : LATIN.test(char) ? "latin" : null;
    const last = runs.at(-1);
    if (!last) runs.push({ script, text: char });
    else if (script === null || script === last.script) last.text += char;
    // neutral characters at the start of the line join the first letter's run
    else if (last.script === null) Object.assign(last, { script, text: last.text + char });
    else runs.push({ script, text: char });
  }
  // A line of neutral characters only (an amount) is drawn in the Latin font.
  return runs.map((r) => ({ script: r.script ?? "latin", text: r.text }));
}
