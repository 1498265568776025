// SAMPLE DATA (illustrative figures, not current prices): articles ("article" and "trending"
// sections). Each has 2-4 content sections; some sections have an image, some a list.
// Related links are site paths. Each article has its Hindi title, intro, heading and sections
// (h1Hi, pHi, h2Hi, contentHi: docs/decisions/122) in the words of docs/glossary-hi.md, the
// sections with the same pictures and links as the English ones.

export type ArticleSection = {
  h3: string; p1: string[]; imgUrl: string; imgAlt: string; li: string[]; p2: string[]; ref: string[];
};
export type ArticleSource = {
  name: "article" | "trending"; url: string; h1: string; p: string; h2: string;
  content: ArticleSection[]; ref: { url: string; alt: string; altHi: string }[];
  h1Hi: string; pHi: string; h2Hi: string; contentHi: ArticleSection[];
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
      { url: "/three-wheeler/e-rickshaw", alt: "All e-rickshaw models", altHi: "सभी ई-रिक्शा मॉडल" },
      { url: "/brand/Mahindra", alt: "Mahindra e-rickshaws", altHi: "Mahindra के ई-रिक्शा" },
      { url: "/blog/lead-acid-vs-lithium-e-rickshaw-battery", alt: "Battery guide", altHi: "बैटरी गाइड" },
    ],
    h1Hi: "भारत में ई-रिक्शा की कीमत की सूची",
    pHi: "भारत में सवारी ई-रिक्शा लेड एसिड बैटरी वाले साधारण मॉडलों के लिए ₹1 लाख से कम से शुरू होते हैं और बड़े ब्रांडों के लिथियम-आयन मॉडलों में ₹1.5 लाख से ऊपर जाते हैं।",
    h2Hi: "बैटरी और ब्रांड के हिसाब से कीमत",
    contentHi: [
      section({
        h3: "कम बजट के लेड एसिड ई-रिक्शा",
        p1: ["इलाक़े के ब्रांड साधारण मॉडल ₹85,000 से ₹1 लाख के बीच बेचते हैं, अक्सर बैटरी सेट के बिना बताई गई कीमत पर।"],
        li: ["Mini Metro Deluxe", "Jezza J1000", "Udaan Shakti", "Speego SP 1000"],
        p2: ["हमेशा पूछें कि बताई गई कीमत में बैटरी और चार्जर शामिल हैं या नहीं।"],
      }),
      section({
        h3: "ब्रांडेड लेड एसिड मॉडल",
        p1: ["Mahindra e-Alfa Mini 2017 में लगभग ₹1.12 लाख में आया था; Hero Electric Raahii लगभग ₹1.1 लाख में।"],
        imgUrl: "/image/article/mahindra-e-alfa-mini.jpg", imgAlt: "Mahindra e-Alfa Mini ई-रिक्शा",
        ref: ["/brand/Mahindra", "/brand/Hero-Electric"],
      }),
      section({
        h3: "लिथियम-आयन ई-रिक्शा",
        p1: ["Lohia Narain ICE और Kinetic Green Safar Smart जैसे लिथियम-आयन मॉडल ₹1.4-1.6 लाख के हैं, पर कुछ ही घंटों में चार्ज हो जाते हैं।"],
        p2: ["तीन साल में बैटरी का कम खर्च आम तौर पर यह फ़र्क़ पूरा कर देता है।"],
      }),
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
      { url: "/two-wheeler/electric-scooter", alt: "All electric scooters", altHi: "सभी इलेक्ट्रिक स्कूटर" },
      { url: "/brand/Okinawa", alt: "Okinawa scooters", altHi: "Okinawa के स्कूटर" },
    ],
    h1Hi: "₹1 लाख से कम के इलेक्ट्रिक स्कूटर",
    pHi: "काम का इलेक्ट्रिक स्कूटर अब बड़े बजट का नहीं रहा। ये मॉडल ₹1 लाख से कम एक्स-शोरूम कीमत पर आए थे।",
    h2Hi: "काम के हिसाब से छोटी सूची",
    contentHi: [
      section({
        h3: "कम रफ़्तार वाले स्कूटर (रजिस्ट्रेशन नहीं)",
        p1: ["250 W मोटर और 25 किमी/घंटा की अधिकतम रफ़्तार वाले स्कूटरों को रजिस्ट्रेशन या लाइसेंस की ज़रूरत नहीं, जो छात्रों और छोटे सफ़र के लिए ठीक है।"],
        li: ["Hero Electric Flash LX", "Hero Electric Atria LX", "Ampere Reo Plus", "Okinawa Lite", "Lohia Oma Star"],
      }),
      section({
        h3: "हाईवे पर चलने लायक़ स्कूटर",
        p1: ["Ola S1 Air ₹84,999 में आया, 2.5 kWh बैटरी, 101 किमी रेंज और 90 किमी/घंटा की अधिकतम रफ़्तार के साथ।"],
        imgUrl: "/image/article/ola-s1-air.jpg", imgAlt: "Ola S1 Air इलेक्ट्रिक स्कूटर",
        ref: ["/brand/Ola"],
      }),
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
    ref: [{ url: "/blog/lead-acid-vs-lithium-e-rickshaw-battery", alt: "Lead-acid or lithium-ion", altHi: "लेड एसिड या लिथियम-आयन" }],
    h1Hi: "ई-रिक्शा बैटरी की देखभाल के तरीक़े",
    pHi: "लेड एसिड बैटरी सेट वह सबसे महँगा पुर्ज़ा है जिसे ई-रिक्शा ड्राइवर बदलता है। अच्छी आदतें उसकी उम्र बढ़ाती हैं।",
    h2Hi: "रोज़ और हर हफ़्ते की देखभाल",
    contentHi: [
      section({
        h3: "चार्ज करने की आदतें",
        li: ["दिन में एक बार पूरा चार्ज करें; बैटरी को पूरी तरह ख़ाली न होने दें", "गाड़ी के साथ मिला चार्जर ही इस्तेमाल करें", "चार्ज करने से पहले बैटरी को 30 मिनट ठंडा होने दें"],
      }),
      section({
        h3: "हर हफ़्ते की जाँच",
        p1: ["ट्यूबलर बैटरियों में डिस्टिल्ड पानी भरें और टर्मिनल साफ़ करें।"],
        imgUrl: "/image/article/battery-check.jpg", imgAlt: "ई-रिक्शा बैटरी के टर्मिनल की जाँच",
        p2: ["लापरवाही से रखा गया सेट लगभग छह महीने में बदलना पड़ सकता है, क़रीब ₹24,000 में।"],
      }),
    ],
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
      { url: "/three-wheeler/electric-auto-rickshaw", alt: "All electric autos", altHi: "सभी इलेक्ट्रिक ऑटो" },
      { url: "/brand/Piaggio", alt: "Piaggio models", altHi: "Piaggio के मॉडल" },
    ],
    h1Hi: "Mahindra Treo या Piaggio Ape E-City FX",
    pHi: "शहर के सवारी रूट के लिए लिथियम-आयन बैटरी वाले दो इलेक्ट्रिक ऑटो, कीमत, बैटरी और रेंज पर आमने-सामने।",
    h2Hi: "आमने-सामने",
    contentHi: [
      section({
        h3: "कीमत",
        p1: ["Treo लगभग ₹2.22 लाख में आया; Ape E-City FX की कीमत स्रोत के हिसाब से ₹2.84 लाख या ₹3.12 लाख बताई गई।"],
      }),
      section({
        h3: "बैटरी और रेंज",
        li: ["Treo: लिथियम-आयन, 130-170 किमी का दावा", "Ape E-City FX: 7.5 kWh, 110 किमी, 45 किमी/घंटा"],
        imgUrl: "/image/article/treo-vs-ape.jpg", imgAlt: "Mahindra Treo और Piaggio Ape E-City FX साथ-साथ",
      }),
      section({
        h3: "नतीजा",
        p1: ["Treo ख़रीदने में सस्ता है; FX में बड़ी बैटरी और ज़्यादा ताक़तवर मोटर (5.44 kW, 29 Nm) है।"],
        ref: ["/brand/Mahindra/Treo", "/brand/Piaggio"],
      }),
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
      { url: "/brand/Ather", alt: "Ather scooters", altHi: "Ather के स्कूटर" },
      { url: "/brand/Ola", alt: "Ola scooters", altHi: "Ola के स्कूटर" },
    ],
    h1Hi: "Ather 450X या Ola S1 Pro",
    pHi: "दो सबसे जाने-माने प्रीमियम इलेक्ट्रिक स्कूटर, लॉन्च के समय बताए गए आँकड़ों पर आमने-सामने।",
    h2Hi: "स्पेसिफ़िकेशन की तुलना",
    contentHi: [
      section({
        h3: "बैटरी और मोटर",
        li: ["Ather 450X: 3.7 kWh, 5.4 kW, 146 किमी", "Ola S1 Pro: 3.9 kWh, 8.5 kW पीक, 181 किमी का दावा, 115 किमी/घंटा"],
      }),
      section({
        h3: "कीमत",
        p1: ["450X ₹1.27 से 1.46 लाख के बीच आया; S1 Pro 2021 में ₹1,29,999 में।"],
        imgUrl: "/image/article/ather-vs-ola.jpg", imgAlt: "Ather 450X और Ola S1 Pro",
      }),
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
      { url: "/three-wheeler/e-rickshaw-loader", alt: "Open loaders", altHi: "खुली बॉडी वाले लोडर" },
      { url: "/three-wheeler/closed-body-e-rickshaw-loader", alt: "Closed body loaders", altHi: "बंद बॉडी वाले लोडर" },
    ],
    h1Hi: "छोटे कारोबार के लिए इलेक्ट्रिक लोडर",
    pHi: "दुकानें, डेयरी और कूरियर फ़्रैंचाइज़ी अपनी डिलीवरी 450-700 kg भार वाले इलेक्ट्रिक लोडर पर ले जा रही हैं।",
    h2Hi: "खुला, बंद या L5 माल वाहन?",
    contentHi: [
      section({
        h3: "खुले ई-रिक्शा लोडर",
        p1: ["शुरुआत का सबसे सस्ता तरीक़ा: ₹65,000-1.6 लाख, 500 kg भार, 25 किमी/घंटा।"],
        li: ["Mahindra e-Alfa Cargo", "NRJ Half Body Cart", "YC Electric YC Cart"],
      }),
      section({
        h3: "बंद बॉडी वाले लोडर",
        p1: ["ताले वाला डिब्बा पार्सल और खाने का सामान बचाता है; Euler HiLoad EV 688 kg ले जाता है।"],
        imgUrl: "/image/article/closed-loader.jpg", imgAlt: "बंद बॉडी वाला इलेक्ट्रिक लोडर",
      }),
      section({
        h3: "L5 इलेक्ट्रिक माल वाहन",
        p1: ["Piaggio Ape E-Xtra FX (506 kg, 45 किमी/घंटा) जैसे तेज़ मॉडल लंबे रूट के लिए ठीक हैं, पर इन्हें माल वाहन के रूप में रजिस्टर कराना पड़ता है।"],
      }),
    ],
  },
];
