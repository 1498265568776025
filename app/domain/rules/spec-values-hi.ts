import { specValueReader } from "./spec-value-reader";

// The Hindi words of the sample catalogue's recurring specification values and units
// ("Yes, mechanical" → "हाँ, मैकेनिकल", "8-10 hours" → "8-10 घंटे", "km/charge" → "किमी/चार्ज"),
// in the register of docs/glossary-hi.md. A Hindi page shows a value in Hindi only when every
// word of it is known here or is a code or unit that stays in Latin letters (kW, BLDC, ARAI); a
// value with any other word is operator content and stays as written, never half translated.

/** Phrases, matched whole-word and without regard to case; longer phrases are tried first. */
export const SPEC_PHRASES_HI: Readonly<Record<string, string>> = {
  // brakes
  "drum brakes front and rear": "आगे और पीछे ड्रम ब्रेक",
  "hydraulic drum brakes": "हाइड्रोलिक ड्रम ब्रेक",
  "hydraulic drum with regenerative braking": "हाइड्रोलिक ड्रम, रीजेनरेटिव ब्रेकिंग के साथ",
  "mechanical disc front and rear": "आगे और पीछे मैकेनिकल डिस्क",
  "disc front and rear with cbs": "आगे और पीछे डिस्क, CBS के साथ",
  "front disc": "आगे डिस्क",
  "rear drum": "पीछे ड्रम",
  "regenerative braking": "रीजेनरेटिव ब्रेकिंग",
  "park brake": "पार्क ब्रेक",
  // yes / standard
  yes: "हाँ",
  mechanical: "मैकेनिकल",
  standard: "स्टैंडर्ड",
  // meters
  "digital instrument cluster": "डिजिटल मीटर",
  "digital tft display": "डिजिटल TFT डिस्प्ले",
  "lcd display": "LCD डिस्प्ले",
  "analogue with battery gauge": "एनालॉग, बैटरी गेज के साथ",
  digital: "डिजिटल",
  analogue: "एनालॉग",
  // motors and controllers
  "bldc hub motor": "BLDC हब मोटर",
  "rear hub motor": "पीछे के पहिये में हब मोटर",
  "ac induction motor": "AC इंडक्शन मोटर",
  "vector control with regenerative braking": "वेक्टर कंट्रोल, रीजेनरेटिव ब्रेकिंग के साथ",
  "single cylinder diesel engine": "सिंगल सिलेंडर डीज़ल इंजन",
  sealed: "सील्ड",
  tube: "ट्यूब",
  // transmission
  "single speed differential": "सिंगल स्पीड डिफ़रेंशियल",
  "single speed": "सिंगल स्पीड",
  automatic: "ऑटोमैटिक",
  "forward and reverse": "आगे और पीछे",
  // batteries and chargers
  "lead acid (tubular)": "लेड एसिड (ट्यूबलर)",
  "lead acid": "लेड एसिड",
  "deep cycle": "डीप साइकिल",
  "lithium-ion": "लिथियम-आयन",
  removable: "निकालने लायक",
  swappable: "बदलने लायक (स्वैप)",
  "external charger": "बाहरी चार्जर",
  "swap station network": "बैटरी स्वैप स्टेशन नेटवर्क",
  "battery swap in about": "बैटरी स्वैप लगभग",
  "on-board": "ऑन-बोर्ड",
  portable: "पोर्टेबल",
  charger: "चार्जर",
  // start, wheels, suspension
  "key start": "चाबी से स्टार्ट",
  "electric start": "इलेक्ट्रिक स्टार्ट",
  "push button": "बटन से स्टार्ट",
  "tubeless radial": "ट्यूबलेस रेडियल",
  "tube type": "ट्यूब वाले",
  tubeless: "ट्यूबलेस",
  alloy: "अलॉय",
  "telescopic hydraulic": "टेलिस्कोपिक हाइड्रोलिक",
  "telescopic fork": "टेलिस्कोपिक फ़ोर्क",
  "leaf spring with hydraulic damper": "लीफ़ स्प्रिंग, हाइड्रोलिक डैम्पर के साथ",
  "coil spring with hydraulic damper": "कॉइल स्प्रिंग, हाइड्रोलिक डैम्पर के साथ",
  "rubber suspension with hydraulic damper": "रबर सस्पेंशन, हाइड्रोलिक डैम्पर के साथ",
  "hydraulic with coil spring": "हाइड्रोलिक, कॉइल स्प्रिंग के साथ",
  "independent with coil spring": "इंडिपेंडेंट, कॉइल स्प्रिंग के साथ",
  "dual shock absorbers": "डबल शॉक एब्ज़ॉर्बर",
  "leaf spring": "लीफ़ स्प्रिंग",
  monoshock: "मोनोशॉक",
  // body and frame
  "soft top (rexine)": "सॉफ़्ट टॉप (रेक्सीन)",
  "soft top cabin": "सॉफ़्ट टॉप केबिन",
  "hard top cabin": "हार्ड टॉप केबिन",
  "hard top with side grills": "हार्ड टॉप, साइड ग्रिल के साथ",
  "soft top": "सॉफ़्ट टॉप",
  "hard top": "हार्ड टॉप",
  "ms tubular, powder coated": "MS ट्यूबलर, पाउडर कोटेड",
  "heavy duty ms channel": "हेवी ड्यूटी MS चैनल",
  "monocoque steel": "मोनोकॉक स्टील",
  "steel monocoque body": "स्टील मोनोकॉक बॉडी",
  "ladder frame": "लैडर फ़्रेम",
  "tubular steel frame": "ट्यूबलर स्टील फ़्रेम",
  "open deck": "खुला डेक",
  "flat bed": "फ़्लैट बेड",
  "closed box": "बंद बॉक्स",
  // approval and category
  "icat approved": "ICAT से मंज़ूर",
  "arai approved": "ARAI से मंज़ूर",
  "e-rickshaw (passenger)": "ई-रिक्शा (सवारी)",
  "e-rickshaw (school van)": "ई-रिक्शा (स्कूल वैन)",
  "e-cart (goods)": "ई-कार्ट (माल)",
  "e-cart (goods, open body)": "ई-कार्ट (माल, खुली बॉडी)",
  "e-cart (goods, closed body)": "ई-कार्ट (माल, बंद बॉडी)",
  "e-cart (waste collection)": "ई-कार्ट (कचरा उठाने के लिए)",
  "(passenger e-auto)": "(सवारी ई-ऑटो)",
  "(passenger auto)": "(सवारी ऑटो)",
  "(low speed e-auto)": "(कम रफ़्तार ई-ऑटो)",
  "(high speed scooter)": "(तेज़ रफ़्तार स्कूटर)",
  "(electric motorcycle)": "(इलेक्ट्रिक मोटरसाइकिल)",
  "(light goods)": "(हल्का माल)",
  // warranty, time and units
  "without battery": "बैटरी के बिना",
  "with battery": "बैटरी के साथ",
  "on vehicle": "गाड़ी पर",
  "on battery and motor": "बैटरी और मोटर पर",
  "on battery": "बैटरी पर",
  "on frame": "फ़्रेम पर",
  battery: "बैटरी",
  normal: "नॉर्मल",
  fast: "फ़ास्ट",
  hours: "घंटे",
  hour: "घंटा",
  minutes: "मिनट",
  "in about": "लगभग",
  degrees: "डिग्री",
  percent: "प्रतिशत",
  inch: "इंच",
  years: "साल",
  year: "साल",
  months: "महीने",
  lakh: "लाख",
  "km/charge": "किमी/चार्ज",
  "km/h": "किमी/घंटा",
  "km/l": "किमी/लीटर",
  "km/kg": "किमी/किलो",
  "/km": "/किमी",
  km: "किमी",
};

/**
 * Latin words that may stay in a Hindi value: units and codes as printed on the vehicle and its
 * papers (docs/glossary-hi.md keeps them so).
 */
export const SPEC_LATIN_KEPT: readonly string[] = [
  "x", "mm", "m", "kg", "ft", "v", "a", "w", "kw", "kwh", "ah", "nm", "bldc", "pmsm", "ms", "cbs", "tft", "lcd",
  "icat", "arai", "bs6", "lfp", "nmc", "l1", "l2", "l3m", "l5m", "n1", "ac", "cng", "gvw", "ccs2", "d",
];

let reader: ((value: string) => string | null) | null = null;
/**
 * A specification value in Hindi ("8-10 hours" → "8-10 घंटे"), or null when a word of it is not
 * in the glossary: such a value is shown as the catalogue writes it.
 */
export function hindiSpecValue(value: string): string | null {
  return (reader ??= specValueReader(SPEC_PHRASES_HI, SPEC_LATIN_KEPT))(value);
}
