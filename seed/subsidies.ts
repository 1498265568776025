import type { SubsidyRule } from "../app/shared/entities";

// Purchase incentives as reported up to Feb 2026 (/work/shared/data/buyer-facts.md, "Subsidy";
// docs/decisions/117). Unlike the rest of the sample these are sourced rules, not invented
// figures; operators keep them current in the console (Catalogue → Subsidy rules) or by CSV.
// Dates are registration dates, both ends included. afterEnd "unknown": no source says what
// happens after validTo, so the page says "not known". Each scheme's name, source and note has its
// Hindi version beside it, in the words of docs/glossary-hi.md (docs/decisions/151).

const PM_E_DRIVE = { scheme: "PM E-DRIVE", schemeHi: "पीएम ई-ड्राइव" };
const PM_SOURCE = {
  source: "PM E-DRIVE as reported in the business press and a finance-ministry budget note for FY27",
  sourceHi: "पीएम ई-ड्राइव पर बिज़नेस अख़बारों की ख़बरें और वित्त मंत्रालय का 2026-27 का बजट नोट",
};
const DELHI = { scheme: "Delhi EV Policy 2020", schemeHi: "दिल्ली इलेक्ट्रिक वाहन नीति 2020" };
const DELHI_SOURCE = {
  source: "Delhi EV Policy 2020 and its extension, as reported in the press",
  sourceHi: "दिल्ली इलेक्ट्रिक वाहन नीति 2020 और उसकी बढ़ाई गई अवधि, अख़बारों की ख़बरों के मुताबिक़",
};

type Shared = "scheme" | "schemeHi" | "level" | "stateName" | "battery" | "source" | "sourceHi" | "sourceDate" | "note" | "noteHi";
const central = (rule: Omit<SubsidyRule, Shared> & Partial<SubsidyRule>): SubsidyRule => ({
  ...PM_E_DRIVE, level: "central", stateName: "", battery: "advanced", ...PM_SOURCE, sourceDate: "2026-02",
  note: "Claimed through an Aadhaar-authenticated e-voucher signed by buyer and dealer; one vehicle per Aadhaar.",
  noteHi: "आधार से जाँचे गए ई-वाउचर से मिलती है, जिस पर ख़रीदार और डीलर दोनों दस्तख़त करते हैं; एक आधार पर एक ही गाड़ी।",
  ...rule,
});
const delhi = (rule: Omit<SubsidyRule, Shared | "maxExFactory"> & Partial<SubsidyRule>): SubsidyRule => ({
  ...DELHI, level: "state", stateName: "Delhi", battery: "advanced", maxExFactory: 0, ...DELHI_SOURCE, sourceDate: "2025-07",
  note: "Road tax and registration fee waived as well.",
  noteHi: "रोड टैक्स और रजिस्ट्रेशन फ़ीस भी माफ़ है।",
  ...rule,
});

// FAME II, the scheme before PM E-DRIVE, as its last rule for electric two-wheelers: ₹10,000 a kWh
// for those registered from 1 Jun 2023, at most 15 % of the ex-factory price (₹22,500 at the
// ₹1.5 lakh limit), to its end on 31 Mar 2024 (business press: May 2023 on the gazette
// notification, Feb 2024 on the end). Kept so that a specification naming FAME II is shown with
// its end (docs/decisions/149); its earlier rules (from 1 Apr 2019) are not in the sources at hand.
const FAME_II: SubsidyRule = {
  ruleId: "fame-ii-e2w-from-jun-2023", scheme: "FAME II", schemeHi: "फ़ेम-2", level: "central", stateName: "", segment: "e2w",
  perKwh: 10000, cap: 22500, maxExFactory: 150000, battery: "advanced", validFrom: "2023-06-01", validTo: "2024-03-31", afterEnd: "closed",
  source: "FAME II as amended for electric two-wheelers from 1 Jun 2023, and its end on 31 Mar 2024, as reported in the business press",
  sourceHi: "1 जून 2023 से इलेक्ट्रिक दोपहिया के लिए बदली गई फ़ेम-2 योजना और 31 मार्च 2024 को उसका अंत, बिज़नेस अख़बारों की ख़बरों के मुताबिक़",
  sourceDate: "2024-02",
  note: "Also at most 15 % of the ex-factory price, which the catalogue does not know: the figure shown is the most a model could get.",
  noteHi: "सब्सिडी फ़ैक्टरी क़ीमत के 15 % से ज़्यादा नहीं थी, जो कैटलॉग में दर्ज नहीं है: दिखाई गई रक़म किसी मॉडल को मिल सकने वाली सबसे ज़्यादा रक़म है।",
};

export const SUBSIDY_COLUMNS = [
  "ruleId", "scheme", "schemeHi", "level", "stateName", "segment", "perKwh", "cap", "maxExFactory", "battery",
  "validFrom", "validTo", "afterEnd", "source", "sourceHi", "sourceDate", "note", "noteHi",
] as const satisfies readonly (keyof SubsidyRule)[];

export const SUBSIDY_RULES: readonly SubsidyRule[] = [
  FAME_II,
  central({ ruleId: "pm-e-drive-e2w-fy2425", segment: "e2w", perKwh: 5000, cap: 10000, maxExFactory: 0, validFrom: "2024-10-01", validTo: "2025-03-31", afterEnd: "closed" }),
  central({ ruleId: "pm-e-drive-e2w-fy2526", segment: "e2w", perKwh: 2500, cap: 5000, maxExFactory: 0, validFrom: "2025-04-01", validTo: "2026-03-31", afterEnd: "closed" }),
  central({ ruleId: "pm-e-drive-l3-fy2425", segment: "l3", perKwh: 5000, cap: 25000, maxExFactory: 250000, validFrom: "2024-10-01", validTo: "2025-03-31", afterEnd: "closed" }),
  central({ ruleId: "pm-e-drive-l3-fy2526", segment: "l3", perKwh: 2500, cap: 12500, maxExFactory: 250000, validFrom: "2025-04-01", validTo: "2026-03-31", afterEnd: "closed" }),
  central({ ruleId: "pm-e-drive-l5-2024", segment: "l5", perKwh: 5000, cap: 50000, maxExFactory: 500000, validFrom: "2024-04-01", validTo: "2024-11-07", afterEnd: "closed" }),
  central({
    ruleId: "pm-e-drive-l5-from-nov-2024", segment: "l5", perKwh: 2500, cap: 25000, maxExFactory: 500000, validFrom: "2024-11-08", validTo: "2025-12-25", afterEnd: "closed",
    source: "PM E-DRIVE: the e-auto incentive closed on 26 Dec 2025 on reaching its unit target, as reported by a business daily",
    sourceHi: "पीएम ई-ड्राइव: ई-ऑटो की सब्सिडी गाड़ियों का तय लक्ष्य पूरा होने पर 26 दिसंबर 2025 को बंद हो गई, एक बिज़नेस अख़बार के मुताबिक़",
    sourceDate: "2025-12",
  }),
  delhi({ ruleId: "delhi-ev-2020-e2w", segment: "e2w", perKwh: 5000, cap: 0, validFrom: "2020-08-07", validTo: "2026-03-31", afterEnd: "unknown" }),
  delhi({ ruleId: "delhi-ev-2020-l3", segment: "l3", perKwh: 0, cap: 30000, validFrom: "2020-08-07", validTo: "2026-03-31", afterEnd: "unknown" }),
  delhi({ ruleId: "delhi-ev-2020-l5", segment: "l5", perKwh: 0, cap: 30000, validFrom: "2020-08-07", validTo: "2026-03-31", afterEnd: "unknown" }),
];
