import type { Fuel } from "#app/domain/tools/running-cost-facts";
import type { EmiField } from "#app/domain/tools/emi-query";

// Every word the buyer tools show, in one place, one object per language. Unlike the other
// features' messages these are functions and travel with the tools' own code, which loads apart
// from the page's first load (app/tools/apart.tsx), not as the root loader's data.

export const en = {
  emi: {
    heading: (title: string) => `EMI Calculator for the ${title}`,
    onRoad: "On-road price",
    down: "Down payment (₹)",
    months: "Tenure",
    monthsOption: (n: number) => `${n} months`,
    rate: "Interest rate (% a year)",
    presets: "Rate presets",
    bank: (rate: number) => `Bank ${rate} %`,
    nbfc: (rate: number) => `NBFC ${rate} %`,
    submit: "Calculate EMI",
    emi: "EMI per month",
    totalInterest: "Total interest",
    totalPayable: "Total payable (with down payment)",
    loan: "Loan amount",
    invalid: { down: "Enter the down payment in whole rupees, up to the on-road price.", months: "Choose a tenure from the list.", rate: "Enter a yearly rate between 0 and 60 %, e.g. 10.5." } satisfies Record<EmiField, string>,
    note: "Indicative figures: the lender's rate, fees and the dealer's price decide the actual EMI.",
  },
  compare: {
    title: (names: string[]) => `${names.join(" vs ")}: Compare Price and Specifications`,
    description: (names: string[]) => `Compare ${names.join(", ")} side by side: ex-showroom price, mileage, battery, motor and every specification.`,
    heading: (names: string[]) => `${names.join(" vs ")}`,
    caption: "Specifications side by side (differences highlighted)",
    feature: "Feature",
    price: "Ex-showroom price",
    range: (low: string, high: string) => (low === high ? low : `${low} – ${high}`),
    noPrice: "Contact Us For Price",
    differs: "differs",
    view: (name: string) => `View ${name}`,
    withHeading: "Compare with…",
    withLabel: (title: string) => `Compare the ${title} with`,
    withSubmit: "Compare",
    popularHeading: (type: string) => `Popular ${type} Comparisons`,
    pair: (a: string, b: string) => `${a} vs ${b}`,
    note: "Prices are indicative ex-showroom prices over the cities listed; confirm with a dealer.",
  },
  runningCost: {
    heading: (title: string) => `Running Cost of the ${title}`,
    caption: (km: number, days: number) => `At ${km} km a day, ${days} days a month`,
    vehicle: "Vehicle",
    perKm: "Per km",
    perDay: "A day",
    perMonth: "A month",
    saving: "You save a month",
    electric: (title: string) => title,
    auto: { petrol: "Petrol auto", diesel: "Diesel auto", cng: "CNG auto" } satisfies Record<Fuel, string>,
    note: "Indicative figures from sample fuel and power prices; actual costs depend on use, load and local prices.",
  },
};

export type ToolMessages = typeof en;

/** Terms as in docs/glossary-hi.md; amounts stay ₹ with Indian grouping and Latin digits. */
export const hi: ToolMessages = {
  emi: {
    heading: (title: string) => `${title} का EMI कैलकुलेटर`,
    onRoad: "ऑन-रोड कीमत",
    down: "डाउन पेमेंट (₹)",
    months: "अवधि",
    monthsOption: (n: number) => `${n} महीने`,
    rate: "ब्याज दर (% सालाना)",
    presets: "तय ब्याज दरें",
    bank: (rate: number) => `बैंक ${rate} %`,
    nbfc: (rate: number) => `NBFC ${rate} %`,
    submit: "EMI निकालें",
    emi: "हर महीने की EMI",
    totalInterest: "कुल ब्याज",
    totalPayable: "कुल भुगतान (डाउन पेमेंट समेत)",
    loan: "लोन की रकम",
    invalid: { down: "डाउन पेमेंट पूरे रुपयों में लिखें, ऑन-रोड कीमत तक।", months: "सूची से अवधि चुनें।", rate: "0 से 60 % के बीच सालाना दर लिखें, जैसे 10.5।" },
    note: "ये अनुमानित आँकड़े हैं: असली EMI लोन देने वाले की दर, फ़ीस और डीलर की कीमत से तय होगी।",
  },
  compare: {
    title: (names: string[]) => `${names.join(" बनाम ")}: कीमत और स्पेसिफ़िकेशन की तुलना`,
    description: (names: string[]) => `${names.join(", ")} की आमने-सामने तुलना: एक्स-शोरूम कीमत, माइलेज, बैटरी, मोटर और हर स्पेसिफ़िकेशन।`,
    heading: (names: string[]) => `${names.join(" बनाम ")}`,
    caption: "स्पेसिफ़िकेशन आमने-सामने (अंतर हाइलाइट किए गए हैं)",
    feature: "विशेषता",
    price: "एक्स-शोरूम कीमत",
    range: (low: string, high: string) => (low === high ? low : `${low} – ${high}`),
    noPrice: "कीमत के लिए संपर्क करें",
    differs: "अलग है",
    view: (name: string) => `${name} देखें`,
    withHeading: "इससे तुलना करें…",
    withLabel: (title: string) => `${title} की तुलना इससे करें`,
    withSubmit: "तुलना करें",
    popularHeading: (type: string) => `${type} की लोकप्रिय तुलनाएँ`,
    pair: (a: string, b: string) => `${a} बनाम ${b}`,
    note: "कीमतें दिए गए शहरों की अनुमानित एक्स-शोरूम कीमतें हैं; डीलर से पक्का कर लें।",
  },
  runningCost: {
    heading: (title: string) => `${title} का चलाने का खर्च`,
    caption: (km: number, days: number) => `रोज़ ${km} किमी, महीने में ${days} दिन`,
    vehicle: "वाहन",
    perKm: "प्रति किमी",
    perDay: "रोज़",
    perMonth: "महीने में",
    saving: "महीने की बचत",
    electric: (title: string) => title,
    auto: { petrol: "पेट्रोल ऑटो", diesel: "डीज़ल ऑटो", cng: "CNG ऑटो" },
    note: "ये सैंपल ईंधन और बिजली की कीमतों से अनुमानित आँकड़े हैं; असली खर्च इस्तेमाल, लोड और स्थानीय कीमतों पर निर्भर है।",
  },
};

/** The tools' words in each language the site speaks. */
export const toolMessages = { en, hi } satisfies Record<string, ToolMessages>;
export type ToolLanguage = keyof typeof toolMessages;
