import { type Lang, LOCALE } from "./lang";
import { fill } from "./use-messages";

// Counted words ("1 lead", "2 leads") chosen by the language's plural rules, not by `n === 1`:
// Hindi, for one, counts 0 with 1. A message that words a count holds its forms by plural
// category; `other` is the one every language has, so a language with a single form gives only it.

export type CountForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

const RULES: Record<Lang, Intl.PluralRules> = { en: new Intl.PluralRules(LOCALE.en), hi: new Intl.PluralRules(LOCALE.hi) };

/** The form of `forms` for the count `n` in `lang`, filled with `{n}` and the other values. */
export function countText(lang: Lang, forms: CountForms, n: number, values: Record<string, string | number> = {}): string {
  return fill(forms[RULES[lang].select(n)] ?? forms.other, { n, ...values });
}
