// The glossary as data (docs/glossary-hi.md is its wording): what buyers call each vehicle type
// and the site's trade words, in English, Hindi and the Hinglish people type on a phone. The
// Hindi name of a type is the glossary's word; the spellings are the ways the same thing is
// typed (with or without a hyphen, इ or ई, a common misspelling). The search reads this table
// and nothing else for other-language words (docs/decisions/114-one-search-box.md): a type, a
// spelling or a trade word is added here, once.

export type TypeWords = {
  /** The type's Hindi name on Hindi pages, as docs/glossary-hi.md writes it. */
  hi: string;
  /** Other ways buyers write the same type: Hindi, Hinglish, short forms. */
  spellings: readonly string[];
};

/** By the catalogue's type name (lower case, as stored): every type name a rule names is a key here. */
const TYPES = {
  "e rickshaw": {
    hi: "ई-रिक्शा",
    spellings: ["e-rickshaw", "erickshaw", "e rikshaw", "e riksha", "e-riksha", "battery rickshaw", "ई रिक्शा", "इ-रिक्शा", "इ रिक्शा", "ई-रिकशा", "बैटरी रिक्शा", "टोटो", "toto"],
  },
  "battery operated rickshaw": { hi: "बैटरी रिक्शा", spellings: ["battery rickshaw", "बैटरी वाला रिक्शा"] },
  "e rickshaw loader": {
    hi: "ई-रिक्शा लोडर",
    spellings: ["loader", "e loader", "e-rickshaw loader", "loader rickshaw", "लोडर", "ई लोडर", "ई-लोडर", "ई रिक्शा लोडर", "लोडर रिक्शा"],
  },
  "open body e rickshaw loader": { hi: "खुली बॉडी ई-रिक्शा लोडर", spellings: ["open loader", "खुला लोडर"] },
  "closed body e rickshaw loader": { hi: "बंद बॉडी ई-रिक्शा लोडर", spellings: ["closed loader", "box loader", "बंद लोडर", "बंद बॉडी लोडर"] },
  "electric auto rickshaw": {
    hi: "इलेक्ट्रिक ऑटो",
    spellings: ["electric auto", "e auto", "e-auto", "auto rickshaw", "battery auto", "इलेक्ट्रिक ऑटो रिक्शा", "ई-ऑटो", "ई ऑटो", "बैटरी ऑटो", "ऑटो"],
  },
  "diesel auto rickshaw": { hi: "डीज़ल ऑटो", spellings: ["diesel auto", "डीज़ल ऑटो रिक्शा"] },
  "diesel loader auto rickshaw": { hi: "डीज़ल लोडर ऑटो", spellings: ["diesel loader"] },
  "cng auto rickshaw": { hi: "सीएनजी ऑटो", spellings: ["cng auto", "सीएनजी ऑटो रिक्शा"] },
  "cng loader auto rickshaw": { hi: "सीएनजी लोडर ऑटो", spellings: ["cng loader"] },
  "electric scooter": {
    hi: "इलेक्ट्रिक स्कूटर",
    spellings: ["scooter", "e scooter", "e-scooter", "scooty", "electric scooty", "स्कूटर", "स्कूटी", "ई-स्कूटर", "इलेक्ट्रिक स्कूटी"],
  },
  "electric bike": { hi: "इलेक्ट्रिक बाइक", spellings: ["e bike", "e-bike", "bike", "बाइक", "ई-बाइक", "इलेक्ट्रिक मोटरसाइकिल"] },
  "electric cycle": { hi: "इलेक्ट्रिक साइकिल", spellings: ["e cycle", "e-cycle", "cycle", "bicycle", "साइकिल", "ई-साइकिल", "ई साइकिल"] },
  "electric school van": { hi: "इलेक्ट्रिक स्कूल वैन", spellings: ["school van", "school rickshaw", "स्कूल वैन", "स्कूल रिक्शा"] },
  "electric food van": { hi: "इलेक्ट्रिक फ़ूड वैन", spellings: ["food van", "food cart", "फ़ूड वैन", "फ़ूड कार्ट"] },
  "electric garbage van": { hi: "इलेक्ट्रिक कचरा वैन", spellings: ["garbage van", "kachra gadi", "कचरा वैन", "कचरा गाड़ी"] },
  "electric golf cart": { hi: "इलेक्ट्रिक गोल्फ़ कार्ट", spellings: ["golf cart", "गोल्फ़ कार्ट"] },
  "utility vehicles": { hi: "यूटिलिटी वाहन", spellings: ["utility vehicle", "यूटिलिटी गाड़ी"] },
} as const satisfies Record<string, TypeWords>;

/** A vehicle type name of the catalogue, as stored: a rule that names a type names one of these. */
export type TypeName = keyof typeof TYPES;

export const TYPE_WORDS: Readonly<Record<string, TypeWords>> = TYPES;

/** The Hindi name of each vehicle category, by the catalogue's category name (lower case). */
const CATEGORIES = {
  "two wheeler": "दोपहिया",
  "three wheeler": "तिपहिया",
  "four wheeler": "चार पहिया",
} as const;

/** A vehicle category name of the catalogue, as stored. */
export type CategoryName = keyof typeof CATEGORIES;

export const CATEGORY_WORDS: Readonly<Record<string, string>> = CATEGORIES;

/** The classes of vehicles the law and the figure checks name (app/features/catalogue/rules/plausible.ts). */
export type VehicleClass = "l3" | "l5" | "e2w" | "lowSpeed" | "other";

/** The vehicle classes in both languages: the import's report and the console say them with these words. */
export const VEHICLE_CLASS_WORDS: Readonly<Record<"en" | "hi", Readonly<Record<VehicleClass, string>>>> = {
  en: {
    l3: "e-rickshaws and e-carts",
    l5: "autos and cargo three-wheelers",
    e2w: "electric scooters and bikes",
    lowSpeed: "cycles and two-wheelers without registration",
    other: "road vehicles",
  },
  hi: {
    l3: "ई-रिक्शा और ई-कार्ट",
    l5: "ऑटो और माल वाले तिपहिया",
    e2w: "इलेक्ट्रिक स्कूटर और बाइक",
    lowSpeed: "साइकिल और बिना रजिस्ट्रेशन वाले दोपहिया",
    other: "सड़क पर चलने वाले वाहन",
  },
};

/**
 * Words that say which kind of thing is wanted rather than name one ("Noida dealer", "डीलर
 * नोएडा"): the search keeps results of that kind.
 */
export const KIND_WORDS = {
  dealer: ["dealer", "dealers", "dealership", "showroom", "agency", "डीलर", "डीलरशिप", "शोरूम", "एजेंसी"],
  manufacturer: ["manufacturer", "manufacturers", "company", "companies", "maker", "निर्माता", "कंपनी"],
  guide: ["guide", "guides", "news", "article", "articles", "गाइड", "ख़बर", "ख़बरें", "लेख"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Words that name nothing in the catalogue and are left out of a search ("e rickshaw price in
 * Noida", "नोएडा में ई-रिक्शा की कीमत").
 */
export const FILLER_WORDS = [
  "in", "at", "near", "the", "of", "for", "price", "prices", "rate", "cost", "best", "new", "me", "mein", "ka", "ki", "ke", "kimat", "keemat", "daam",
  "में", "का", "की", "के", "कीमत", "दाम", "रेट", "नया", "नई", "पास",
] as const;
