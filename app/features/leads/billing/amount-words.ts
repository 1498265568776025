import type { Lang } from "#app/shared/i18n/lang";

// An amount in words, as an Indian invoice writes its total: crore, lakh, thousand and hundred,
// rupees and paise, "Only" / "मात्र" at the end. Hindi numbers up to 99 are words of their own.

const EN_ONES = [
  "", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen",
  "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
];
const EN_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
const enBelow100 = (n: number) => (n < 20 ? EN_ONES[n]! : `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_ONES[n % 10]}` : ""}`);

const HI_BELOW_100 = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस " +
  "चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ " +
  "साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी " +
  "अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

type Scale = { below100: (n: number) => string; hundred: string; thousand: string; lakh: string; crore: string; zero: string };
const SCALES: Record<Lang, Scale> = {
  en: { below100: enBelow100, hundred: "Hundred", thousand: "Thousand", lakh: "Lakh", crore: "Crore", zero: "Zero" },
  hi: { below100: (n) => HI_BELOW_100[n]!, hundred: "सौ", thousand: "हज़ार", lakh: "लाख", crore: "करोड़", zero: "शून्य" },
};

/** A whole number in words, grouped the Indian way: 1,23,45,678 → one crore, twenty-three lakh… */
export function numberInWords(n: number, lang: Lang): string {
  const s = SCALES[lang];
  if (n === 0) return s.zero;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(numberInWords(crore, lang), s.crore);
  const groups: [number, string][] = [
    [Math.floor(n / 100_000) % 100, s.lakh],
    [Math.floor(n / 1000) % 100, s.thousand],
    [Math.floor(n / 100) % 10, s.hundred],
  ];
  for (const [count, name] of groups) if (count) parts.push(s.below100(count), name);
  if (n % 100) parts.push(s.below100(n % 100));
  return parts.join(" ");
}

/** An amount in paise as an invoice's total in words: "Rupees One Hundred Sixty-Five and Twenty Paise Only". */
export function amountInWords(paise: number, lang: Lang): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (lang === "hi") {
    return `${numberInWords(rupees, "hi")} रुपये${rest ? ` और ${numberInWords(rest, "hi")} पैसे` : ""} मात्र`;
  }
  return `Rupees ${numberInWords(rupees, "en")}${rest ? ` and ${numberInWords(rest, "en")} Paise` : ""} Only`;
}
