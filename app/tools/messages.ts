import type { Fuel } from "#app/domain/tools/running-cost-facts";
import type { EmiField } from "#app/domain/tools/emi-query";

// Every word the buyer tools show, in one place, so that each language is one object beside `en`.

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

/** The tools' words in each language the site speaks. */
export const toolMessages = { en } satisfies Record<string, ToolMessages>;
export type ToolLanguage = keyof typeof toolMessages;
