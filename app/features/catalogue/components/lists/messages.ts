// The words of the catalogue's lists: type screens, the brand list's A–Z index and the guides.
// `{name}` marks a value filled in when shown.

export const en = {
  typeLowestPrice: "Each model once, at its lowest ex-showroom price and the city that has it.",
  brandIndexHeading: "All brands A–Z",
  guidesHeading: "Guides",
  guidesTitle: "Electric Vehicle Guides, News and Articles",
  guidesIntro: "Buying guides, news and articles about e-rickshaws and other electric vehicles in India, newest first.",
  guidesDescription: "Guides, news and articles on e-rickshaws, electric scooters and other electric vehicles in India: prices, batteries, loans and rules.",
  guidesLatest: "Latest guides",
  guidesAll: "All guides",
  guidesRelated: "Related guides",
  /** The heading of an article's list of further links (spec: "Related URL"). */
  articleLinks: "Related URL",
  guideCategories: { guide: "Buying guides", news: "News", article: "Articles", trending: "Trending" } as Record<string, string>,
  /** A guide's description on Hindi pages, where the operator's is English; the guide's title is its name. */
  guideDescription: "{title}: a guide on electric vehicles in India (in English).",
  /** The list of an article section's reference links, for screen readers. */
  references: "References",
  /**
   * A reference link to a page of the site is named by its address ("brand › Mahindra"): the
   * address's first segment in the page's language; the rest are the names it holds.
   */
  referenceRoots: { brand: "brand", dealer: "dealer", manufacturer: "manufacturer", blog: "blog", article: "article", city: "city" } as Record<string, string>,
  /** A paged A–Z list's letters (docs/decisions/136), for screen readers. */
  brandLetters: "Brands by first letter",
  /** A guide's video before it is loaded, for screen readers. */
  playVideo: "Play video: {title}",
  /** A paged A–Z list's link to its next page, `{name}` the brand it starts with. */
  brandsNext: "Next brands, from {name}",
  /** A model list a buyer narrows (docs/decisions/148): the GET form above it, its pages, and what a bad address is told. */
  narrow: {
    heading: "Sort and narrow",
    sort: "Sort by",
    sorts: { price: "Price: lowest first", range: "Range: longest first" } as Record<string, string>,
    budget: "Budget",
    anyBudget: "Any budget",
    upTo: "Up to {high}",
    between: "{low} to {high}",
    above: "Above {low}",
    battery: "Battery",
    anyBattery: "Any battery",
    batteries: { "lead-acid": "Lead acid", lithium: "Lithium-ion" } as Record<string, string>,
    show: "Show",
    clear: "Show every {type} model",
    none: "No {type} model matches these choices.",
    next: "Next {type} models",
    first: "Back to the first {type} models",
    range: "{km} km/charge",
    bad: {
      sort: "“{value}” is not a way to sort this list: it is shown lowest price first.",
      budget: "“{value}” is not a budget this list knows: it is shown in every budget.",
      battery: "“{value}” is not a battery this list knows: it is shown with every battery.",
    } as Record<string, string>,
  },
};

export const hi: typeof en = {
  typeLowestPrice: "हर मॉडल एक बार, उसकी सबसे कम एक्स-शोरूम कीमत और उस शहर के साथ जहाँ यह कीमत है।",
  brandIndexHeading: "सभी ब्रांड (A–Z)",
  guidesHeading: "गाइड",
  guidesTitle: "इलेक्ट्रिक वाहन गाइड, ख़बरें और लेख",
  guidesIntro: "भारत में ई-रिक्शा और दूसरे इलेक्ट्रिक वाहनों पर खरीद गाइड, ख़बरें और लेख, सबसे नए पहले।",
  guidesDescription: "ई-रिक्शा, इलेक्ट्रिक स्कूटर और दूसरे इलेक्ट्रिक वाहनों पर गाइड, ख़बरें और लेख: कीमतें, बैटरी, लोन और नियम।",
  guidesLatest: "नई गाइड",
  guidesAll: "सभी गाइड",
  guidesRelated: "इससे जुड़ी गाइड",
  articleLinks: "इससे जुड़े लिंक",
  guideCategories: { guide: "खरीद गाइड", news: "ख़बरें", article: "लेख", trending: "ट्रेंडिंग" } as Record<string, string>,
  guideDescription: "{title}: भारत के इलेक्ट्रिक वाहनों पर एक गाइड (अंग्रेज़ी में)।",
  references: "संदर्भ",
  referenceRoots: { brand: "ब्रांड", dealer: "डीलर", manufacturer: "निर्माता", blog: "गाइड", article: "लेख", city: "शहर" },
  brandLetters: "पहले अक्षर से ब्रांड",
  playVideo: "वीडियो चलाएँ: {title}",
  brandsNext: "आगे के ब्रांड, {name} से",
  narrow: {
    heading: "छाँटें और क्रम बदलें",
    sort: "किस क्रम में",
    sorts: { price: "कीमत: सबसे कम पहले", range: "रेंज: सबसे ज़्यादा पहले" },
    budget: "बजट",
    anyBudget: "कोई भी बजट",
    upTo: "{high} तक",
    between: "{low} से {high}",
    above: "{low} से ज़्यादा",
    battery: "बैटरी",
    anyBattery: "कोई भी बैटरी",
    batteries: { "lead-acid": "लेड एसिड", lithium: "लिथियम-आयन" },
    show: "दिखाएँ",
    clear: "सभी {type} मॉडल दिखाएँ",
    none: "इन चुनावों से कोई {type} मॉडल नहीं मिला।",
    next: "आगे के {type} मॉडल",
    first: "शुरू के {type} मॉडल देखें",
    range: "{km} किमी/चार्ज",
    bad: {
      sort: "यह सूची “{value}” के क्रम में नहीं लगाई जा सकती: यह सबसे कम कीमत पहले दिखाई गई है।",
      budget: "“{value}” इस सूची का कोई बजट नहीं है: यह हर बजट में दिखाई गई है।",
      battery: "“{value}” इस सूची की कोई बैटरी नहीं है: यह हर बैटरी के साथ दिखाई गई है।",
    },
  },
};
