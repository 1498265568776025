// SAMPLE DATA (illustrative figures, not current prices): articles ("article" and "trending"
// sections). Each has 2-4 content sections; some sections have an image, some a list.
// Related links are site paths.

export type ArticleSection = {
  h3: string; p1: string[]; imgUrl: string; imgAlt: string; li: string[]; p2: string[]; ref: string[];
};
export type ArticleSource = {
  name: "article" | "trending"; url: string; h1: string; p: string; h2: string;
  content: ArticleSection[]; ref: { url: string; alt: string }[];
};

const section = (s: Partial<ArticleSection> & { h3: string }): ArticleSection => ({
  p1: [], imgUrl: "", imgAlt: "", li: [], p2: [], ref: [], ...s,
});

export const ARTICLES: readonly ArticleSource[] = [
  {
    name: "article", url: "e-rickshaw-price-list-india", h1: "E-Rickshaw Price List in India",
    p: "Passenger e-rickshaws in India start below ₹1 lakh for basic lead-acid models and go past ₹1.5 lakh for lithium-ion models from large brands.",
    h2: "Prices by battery type and brand",
    content: [
      section({
        h3: "Budget lead-acid e-rickshaws",
        p1: ["Regional brands sell basic models between ₹85,000 and ₹1 lakh, often quoted without the battery set."],
        li: ["Mini Metro Deluxe", "Jezza J1000", "Udaan Shakti", "Speego SP 1000"],
        p2: ["Always ask whether the quoted price includes batteries and charger."],
      }),
      section({
        h3: "Branded lead-acid models",
        p1: ["The Mahindra e-Alfa Mini launched at about ₹1.12 lakh in 2017; the Hero Electric Raahii at about ₹1.1 lakh."],
        imgUrl: "/image/article/mahindra-e-alfa-mini.jpg", imgAlt: "Mahindra e-Alfa Mini e-rickshaw",
        ref: ["/brand/Mahindra", "/brand/Hero-Electric"],
      }),
      section({
        h3: "Lithium-ion e-rickshaws",
        p1: ["Lithium-ion models such as the Lohia Narain ICE and Kinetic Green Safar Smart cost ₹1.4-1.6 lakh but charge in a few hours."],
        p2: ["Over three years the lower battery cost usually makes up the difference."],
      }),
    ],
    ref: [
      { url: "/three-wheeler/e-rickshaw", alt: "All e-rickshaw models" },
      { url: "/brand/Mahindra", alt: "Mahindra e-rickshaws" },
      { url: "/blog/lead-acid-vs-lithium-e-rickshaw-battery", alt: "Battery guide" },
    ],
  },
  {
    name: "article", url: "best-electric-scooters-under-1-lakh", h1: "Electric Scooters Under ₹1 Lakh",
    p: "A useful electric scooter no longer needs a big budget. These models were launched below ₹1 lakh ex-showroom.",
    h2: "Shortlist by use",
    content: [
      section({
        h3: "Low-speed scooters (no registration)",
        p1: ["Scooters with a 250 W motor and a 25 km/h top speed need no registration or licence, which suits students and short trips."],
        li: ["Hero Electric Flash LX", "Hero Electric Atria LX", "Ampere Reo Plus", "Okinawa Lite", "Lohia Oma Star"],
      }),
      section({
        h3: "Highway-capable scooters",
        p1: ["The Ola S1 Air launched at ₹84,999 with a 2.5 kWh battery, 101 km of range and a 90 km/h top speed."],
        imgUrl: "/image/article/ola-s1-air.jpg", imgAlt: "Ola S1 Air electric scooter",
        ref: ["/brand/Ola"],
      }),
    ],
    ref: [
      { url: "/two-wheeler/electric-scooter", alt: "All electric scooters" },
      { url: "/brand/Okinawa", alt: "Okinawa scooters" },
    ],
  },
  {
    name: "article", url: "e-rickshaw-battery-maintenance-tips", h1: "E-Rickshaw Battery Maintenance Tips",
    p: "A lead-acid battery set is the most expensive part an e-rickshaw driver replaces. Good habits stretch its life.",
    h2: "Daily and weekly care",
    content: [
      section({
        h3: "Charging habits",
        li: ["Charge fully once a day; avoid running the battery flat", "Use the charger supplied with the vehicle", "Let batteries cool for 30 minutes before charging"],
      }),
      section({
        h3: "Weekly checks",
        p1: ["Top up distilled water in tubular batteries and clean the terminals."],
        imgUrl: "/image/article/battery-check.jpg", imgAlt: "Checking e-rickshaw battery terminals",
        p2: ["A neglected set may need replacing in about six months, at roughly ₹24,000."],
      }),
    ],
    ref: [{ url: "/blog/lead-acid-vs-lithium-e-rickshaw-battery", alt: "Lead-acid or lithium-ion" }],
  },
  {
    name: "trending", url: "mahindra-treo-vs-piaggio-ape-e-city-fx", h1: "Mahindra Treo vs Piaggio Ape E-City FX",
    p: "Two lithium-ion electric autos for city passenger routes, compared on price, battery and range.",
    h2: "Head to head",
    content: [
      section({
        h3: "Price",
        p1: ["The Treo launched at about ₹2.22 lakh; the Ape E-City FX was reported at ₹2.84 lakh or ₹3.12 lakh depending on the source."],
      }),
      section({
        h3: "Battery and range",
        li: ["Treo: lithium-ion, 130-170 km claimed", "Ape E-City FX: 7.5 kWh, 110 km, 45 km/h"],
        imgUrl: "/image/article/treo-vs-ape.jpg", imgAlt: "Mahindra Treo and Piaggio Ape E-City FX side by side",
      }),
      section({
        h3: "Verdict",
        p1: ["The Treo costs less to buy; the FX offers a bigger battery and a stronger motor (5.44 kW, 29 Nm)."],
        ref: ["/brand/Mahindra/Treo", "/brand/Piaggio"],
      }),
    ],
    ref: [
      { url: "/three-wheeler/electric-auto-rickshaw", alt: "All electric autos" },
      { url: "/brand/Piaggio", alt: "Piaggio models" },
    ],
  },
  {
    name: "trending", url: "ather-450x-vs-ola-s1-pro", h1: "Ather 450X vs Ola S1 Pro",
    p: "The two best-known premium electric scooters, compared on the figures reported at launch.",
    h2: "Specifications compared",
    content: [
      section({
        h3: "Battery and motor",
        li: ["Ather 450X: 3.7 kWh, 5.4 kW, 146 km", "Ola S1 Pro: 3.9 kWh, 8.5 kW peak, 181 km claimed, 115 km/h"],
      }),
      section({
        h3: "Price",
        p1: ["The 450X launched between ₹1.27 and 1.46 lakh; the S1 Pro at ₹1,29,999 in 2021."],
        imgUrl: "/image/article/ather-vs-ola.jpg", imgAlt: "Ather 450X and Ola S1 Pro",
      }),
    ],
    ref: [
      { url: "/brand/Ather", alt: "Ather scooters" },
      { url: "/brand/Ola", alt: "Ola scooters" },
    ],
  },
  {
    name: "trending", url: "electric-loaders-for-small-business", h1: "Electric Loaders for Small Businesses",
    p: "Shops, dairies and courier franchises are moving deliveries to electric loaders with 450-700 kg payloads.",
    h2: "Open, closed or L5 cargo?",
    content: [
      section({
        h3: "Open e-rickshaw loaders",
        p1: ["The cheapest way to start: ₹65,000-1.6 lakh, 500 kg payload, 25 km/h."],
        li: ["Mahindra e-Alfa Cargo", "NRJ Half Body Cart", "YC Electric YC Cart"],
      }),
      section({
        h3: "Closed-body loaders",
        p1: ["A locked box protects parcels and food; the Euler HiLoad EV carries 688 kg."],
        imgUrl: "/image/article/closed-loader.jpg", imgAlt: "Closed body electric loader",
      }),
      section({
        h3: "L5 electric cargo",
        p1: ["Faster models such as the Piaggio Ape E-Xtra FX (506 kg, 45 km/h) suit longer routes but need registration as goods carriers."],
      }),
    ],
    ref: [
      { url: "/three-wheeler/e-rickshaw-loader", alt: "Open loaders" },
      { url: "/three-wheeler/closed-body-e-rickshaw-loader", alt: "Closed body loaders" },
    ],
  },
];
