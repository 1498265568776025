import type { Fuel } from "#app/domain/tools/running-cost-facts";
import type { EmiProblem } from "#app/domain/tools/emi-query";
import type { LenderId } from "#app/domain/tools/emi-lenders";

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
    presets: "Lenders",
    lender: { bank: "Bank", nbfc: "NBFC", maker: "Maker's finance" } satisfies Record<LenderId, string>,
    range: (low: number, high: number) => `${low}–${high} % a year`,
    noRate: "rate not published",
    lenderNote: {
      bank: "Bank: a cooperative bank lends at 10.75 % over 36 months (credit score 650 or more); lenders lend 85–90 % of the on-road price at 9–14 % (an NBFC's public filing). The preset: 85 % loan, 36 months, 10.75 %.",
      nbfc: "NBFC: what these buyers often pay NBFCs is 22–28 % a year (a public-sector EV body, in the business press). The preset: 90 % loan, 36 months, 24 %.",
      maker: "Maker's finance: a maker's finance arm lends up to 100 % over 12–36 months. Our sources give no rate: ask the dealer. The preset: no down payment, 36 months, your rate kept.",
    } satisfies Record<LenderId, string>,
    sources: (reported: string) => `Rates as reported in ${reported}; they change, so confirm with the lender.`,
    submit: "Calculate EMI",
    emi: "EMI per month",
    lastEmi: (amount: string) => `last month ${amount}`,
    totalInterest: "Total interest",
    totalPayable: "Total payable (with down payment)",
    loan: "Loan amount",
    errorsTitle: "Please correct this to see the EMI:",
    invalid: {
      down: "Enter the down payment in rupees, e.g. 9,000 or 1,25,000.",
      downAbovePrice: "The down payment is more than the on-road price.",
      months: "Choose a tenure from the list.",
      rate: "Enter a yearly rate between 0 and 60 %, e.g. 10.75.",
    } satisfies Record<EmiProblem, string>,
    schedule: "Month by month: interest and loan repaid",
    month: "Month",
    principal: "Loan repaid",
    interest: "Interest",
    balance: "Loan left",
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
    months: "कितने महीने",
    monthsOption: (n: number) => `${n} महीने`,
    rate: "ब्याज दर (% सालाना)",
    presets: "लोन कहाँ से",
    lender: { bank: "बैंक", nbfc: "NBFC", maker: "कंपनी का फ़ाइनेंस" },
    range: (low: number, high: number) => `${low}–${high} % सालाना`,
    noRate: "दर नहीं बताई गई",
    lenderNote: {
      bank: "बैंक: एक सहकारी बैंक 36 महीने के लिए 10.75 % पर लोन देता है (क्रेडिट स्कोर 650 या ज़्यादा); लोन देने वाले ऑन-रोड कीमत का 85–90 % हिस्सा 9–14 % पर देते हैं (एक NBFC की सार्वजनिक फ़ाइलिंग)। इस बटन से: 85 % लोन, 36 महीने, 10.75 %।",
      nbfc: "NBFC: ऐसे खरीदार अक्सर NBFC को 22–28 % सालाना देते हैं (एक सरकारी EV संस्था, बिज़नेस अख़बारों में)। इस बटन से: 90 % लोन, 36 महीने, 24 %।",
      maker: "कंपनी का फ़ाइनेंस: गाड़ी बनाने वाली कंपनी की फ़ाइनेंस कंपनी 12–36 महीने के लिए 100 % तक लोन देती है। हमारे स्रोतों में इसकी ब्याज दर नहीं है: डीलर से पूछें। इस बटन से: डाउन पेमेंट नहीं, 36 महीने, आपकी लिखी दर।",
    },
    sources: (reported: string) => `दरें ${reported} में छपी खबरों के अनुसार; ये बदलती हैं, लोन देने वाले से पक्का कर लें।`,
    submit: "EMI निकालें",
    emi: "मासिक ईएमआई",
    lastEmi: (amount: string) => `आख़िरी महीने ${amount}`,
    totalInterest: "कुल ब्याज",
    totalPayable: "कुल भुगतान (डाउन पेमेंट समेत)",
    loan: "लोन की रकम",
    errorsTitle: "EMI देखने के लिए इसे ठीक करें:",
    invalid: {
      down: "डाउन पेमेंट रुपयों में लिखें, जैसे 9,000 या 1,25,000।",
      downAbovePrice: "डाउन पेमेंट ऑन-रोड कीमत से ज़्यादा है।",
      months: "सूची से महीने चुनें।",
      rate: "0 से 60 % के बीच सालाना दर लिखें, जैसे 10.75।",
    },
    schedule: "हर महीने का हिसाब: ब्याज और लोन की अदायगी",
    month: "महीना",
    principal: "लोन चुकाया",
    interest: "ब्याज",
    balance: "बाकी लोन",
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
