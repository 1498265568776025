// SAMPLE DATA (illustrative, not current prices): cities with district, state and approximate
// centre coordinates (from /work/shared/data/cities.md, plus the metros of the four-wheeler list),
// and a few areas per city with plausible pincodes.

import { GST_STATE_CODES } from "../app/features/leads/billing/gst-states";

/** [cityName, districtName, stateName, lat, lng] */
export const CITIES: readonly (readonly [string, string, string, number, number])[] = [
  ["Noida", "Gautam Buddh Nagar", "Uttar Pradesh", 28.54, 77.39],
  ["Gurgaon", "Gurugram", "Haryana", 28.46, 77.03],
  ["Kanpur", "Kanpur Nagar", "Uttar Pradesh", 26.45, 80.33],
  ["Nagpur", "Nagpur", "Maharashtra", 21.15, 79.09],
  ["Agra", "Agra", "Uttar Pradesh", 27.18, 78.01],
  ["Gorakhpur", "Gorakhpur", "Uttar Pradesh", 26.76, 83.37],
  ["Modinagar", "Ghaziabad", "Uttar Pradesh", 28.83, 77.58],
  ["Dadri", "Gautam Buddh Nagar", "Uttar Pradesh", 28.55, 77.55],
  ["Lucknow", "Lucknow", "Uttar Pradesh", 26.85, 80.95],
  ["Indore", "Indore", "Madhya Pradesh", 22.72, 75.86],
  ["Ghaziabad", "Ghaziabad", "Uttar Pradesh", 28.67, 77.45],
  ["Jaipur", "Jaipur", "Rajasthan", 26.91, 75.79],
  ["Darjeeling", "Darjeeling", "West Bengal", 27.04, 88.27],
  ["Kolkata", "Kolkata", "West Bengal", 22.57, 88.36],
  ["Moga", "Moga", "Punjab", 30.82, 75.17],
  ["Jalandhar", "Jalandhar", "Punjab", 31.33, 75.58],
  ["Pune", "Pune", "Maharashtra", 18.52, 73.86],
  ["RaeBareli", "Raebareli", "Uttar Pradesh", 26.23, 81.24],
  ["Hooghly", "Hooghly", "West Bengal", 22.9, 88.39],
  ["Malda", "Malda", "West Bengal", 25.01, 88.14],
  ["Nadia", "Nadia", "West Bengal", 23.41, 88.49],
  ["Bardhaman", "Purba Bardhaman", "West Bengal", 23.23, 87.86],
  ["Darrang", "Darrang", "Assam", 26.44, 92.03],
  ["Golpara", "Goalpara", "Assam", 26.17, 90.62],
  ["Morigaon", "Morigaon", "Assam", 26.25, 92.34],
  ["Gwalior", "Gwalior", "Madhya Pradesh", 26.22, 78.18],
  ["Jhansi", "Jhansi", "Uttar Pradesh", 25.45, 78.57],
  ["Kolhapur", "Kolhapur", "Maharashtra", 16.71, 74.24],
  ["Raigad", "Raigad", "Maharashtra", 18.64, 72.87],
  ["Nashik", "Nashik", "Maharashtra", 20.0, 73.79],
  ["Aurangabad", "Chhatrapati Sambhajinagar", "Maharashtra", 19.88, 75.34],
  ["Thane", "Thane", "Maharashtra", 19.22, 72.98],
  // four-wheeler list only (not in the spec's city lists)
  ["Delhi", "New Delhi", "Delhi", 28.61, 77.21],
  ["Mumbai", "Mumbai Suburban", "Maharashtra", 19.08, 72.88],
  ["Bengaluru", "Bengaluru Urban", "Karnataka", 12.97, 77.59],
  ["Chennai", "Chennai", "Tamil Nadu", 13.08, 80.27],
  ["Hyderabad", "Hyderabad", "Telangana", 17.39, 78.49],
  ["Ahmedabad", "Ahmedabad", "Gujarat", 23.02, 72.57],
];

/** Registrar code used in a CIN, by state; the GST state code is the app's (GST_STATE_CODES). */
const withGst = (rocs: Record<string, string>): Record<string, { gst: string; roc: string }> =>
  Object.fromEntries(Object.entries(rocs).map(([state, roc]) => [state, { gst: GST_STATE_CODES[state]!, roc }]));

/** The sample's states: GST state code (first two digits of a GSTIN) and registrar code. */
export const STATES = withGst({
  "Uttar Pradesh": "UP",
  Haryana: "HR",
  Maharashtra: "MH",
  "Madhya Pradesh": "MP",
  Rajasthan: "RJ",
  "West Bengal": "WB",
  Punjab: "PB",
  Assam: "AS",
  Delhi: "DL",
  Karnataka: "KA",
  "Tamil Nadu": "TN",
  Telangana: "TG",
  Gujarat: "GJ",
});

/**
 * The states the sample has no trader in, spelled as the pincode directory spells them ("&"
 * written "and": names stay safe in an address).
 */
const MORE_STATES = withGst({
  "Jammu and Kashmir": "JK",
  "Himachal Pradesh": "HP",
  Chandigarh: "CH",
  Uttarakhand: "UR",
  Bihar: "BR",
  Sikkim: "SK",
  "Arunachal Pradesh": "AR",
  Nagaland: "NL",
  Manipur: "MN",
  Mizoram: "MZ",
  Tripura: "TR",
  Meghalaya: "ML",
  Jharkhand: "JH",
  Odisha: "OR",
  Chattisgarh: "CT",
  "Dadra and Nagar Haveli and Daman and Diu": "DN",
  Goa: "GA",
  Lakshadweep: "LD",
  Kerala: "KL",
  Pondicherry: "PY",
  "Andaman and Nicobar Islands": "AN",
  "Andhra Pradesh": "AP",
  Ladakh: "LA",
});
/** Every state's codes: the sample's and the others'. */
export const ALL_STATES = { ...STATES, ...MORE_STATES };

/** city: [areaName, pincode][] */
export const AREAS: Record<string, readonly (readonly [string, string])[]> = {
  Noida: [["Sector 18", "201301"], ["Sector 62", "201309"], ["Sector 63", "201301"]],
  Gurgaon: [["DLF Phase 3", "122002"], ["Sohna Road", "122018"], ["Udyog Vihar", "122016"]],
  Kanpur: [["Kidwai Nagar", "208011"], ["Govind Nagar", "208006"], ["Kakadeo", "208025"]],
  Nagpur: [["Sitabuldi", "440012"], ["Dharampeth", "440010"], ["Wardhaman Nagar", "440008"]],
  Agra: [["Sanjay Place", "282002"], ["Kamla Nagar", "282005"], ["Shahganj", "282010"]],
  Gorakhpur: [["Golghar", "273001"], ["Shahpur", "273006"]],
  Modinagar: [["Railway Road", "201204"], ["Govindpuri", "201204"]],
  Dadri: [["GT Road", "203207"], ["Surajpur", "201306"]],
  Lucknow: [["Hazratganj", "226001"], ["Aminabad", "226018"], ["Gomti Nagar", "226010"]],
  Indore: [["Vijay Nagar", "452010"], ["Palasia", "452001"], ["Rajwada", "452002"]],
  Ghaziabad: [["Raj Nagar", "201002"], ["Indirapuram", "201014"], ["Vaishali", "201010"]],
  Jaipur: [["MI Road", "302001"], ["Malviya Nagar", "302017"], ["Sitapura", "302022"]],
  Darjeeling: [["Chowrasta", "734101"], ["Ghoom", "734102"]],
  Kolkata: [["Salt Lake", "700091"], ["Park Street", "700016"], ["Behala", "700034"]],
  Moga: [["Main Bazar", "142001"], ["Amritsar Road", "142001"]],
  Jalandhar: [["Model Town", "144003"], ["Focal Point", "144004"]],
  Pune: [["Shivajinagar", "411005"], ["Hadapsar", "411028"], ["Pimpri", "411018"]],
  RaeBareli: [["Civil Lines", "229001"], ["Ratapur", "229001"]],
  Hooghly: [["Chinsurah", "712101"], ["Serampore", "712201"], ["Chandannagar", "712136"]],
  Malda: [["English Bazar", "732101"], ["Old Malda", "732128"]],
  Nadia: [["Krishnanagar", "741101"], ["Ranaghat", "741201"], ["Kalyani", "741235"]],
  Bardhaman: [["Curzon Gate", "713101"], ["Memari", "713146"]],
  Darrang: [["Mangaldai", "784125"], ["Sipajhar", "784145"]],
  Golpara: [["Goalpara Town", "783101"], ["Dudhnoi", "783124"]],
  Morigaon: [["Morigaon Town", "782105"], ["Jagiroad", "782410"]],
  Gwalior: [["Lashkar", "474001"], ["City Centre", "474011"], ["Morar", "474006"]],
  Jhansi: [["Sipri Bazar", "284003"], ["Civil Lines", "284001"]],
  Kolhapur: [["Rajarampuri", "416008"], ["Shahupuri", "416001"], ["Shiroli MIDC", "416122"]],
  Raigad: [["Panvel", "410206"], ["Alibag", "402201"], ["Khopoli", "410203"]],
  Nashik: [["College Road", "422005"], ["Nashik Road", "422101"], ["Satpur", "422007"]],
  Aurangabad: [["CIDCO", "431003"], ["Waluj", "431136"], ["Osmanpura", "431005"]],
  Thane: [["Naupada", "400602"], ["Wagle Estate", "400604"], ["Ghodbunder Road", "400615"]],
  Delhi: [["Karol Bagh", "110005"], ["Okhla", "110020"], ["Mundka", "110041"]],
  Mumbai: [["Andheri East", "400069"], ["Kurla", "400070"], ["Goregaon", "400063"]],
  Bengaluru: [["Koramangala", "560034"], ["Peenya", "560058"], ["Whitefield", "560066"]],
  Chennai: [["Guindy", "600032"], ["Ambattur", "600053"], ["T Nagar", "600017"]],
  Hyderabad: [["Banjara Hills", "500034"], ["Kukatpally", "500072"], ["Secunderabad", "500003"]],
  Ahmedabad: [["Navrangpura", "380009"], ["Naroda", "382330"], ["Sarkhej", "382210"]],
};

/**
 * The areas' Hindi spellings, for the Hindi version of a sample trader's address
 * (docs/decisions/151): as the locality's own signboards and post offices write it.
 */
export const AREA_NAMES_HI: Readonly<Record<string, string>> = {
  "Sector 18": "सेक्टर 18", "Sector 62": "सेक्टर 62", "Sector 63": "सेक्टर 63",
  "DLF Phase 3": "डीएलएफ़ फ़ेज़ 3", "Sohna Road": "सोहना रोड", "Udyog Vihar": "उद्योग विहार",
  "Kidwai Nagar": "किदवई नगर", "Govind Nagar": "गोविंद नगर", Kakadeo: "काकादेव",
  Sitabuldi: "सीताबर्डी", Dharampeth: "धरमपेठ", "Wardhaman Nagar": "वर्धमान नगर",
  "Sanjay Place": "संजय प्लेस", "Kamla Nagar": "कमला नगर", Shahganj: "शाहगंज",
  Golghar: "गोलघर", Shahpur: "शाहपुर",
  "Railway Road": "रेलवे रोड", Govindpuri: "गोविंदपुरी",
  "GT Road": "जीटी रोड", Surajpur: "सूरजपुर",
  Hazratganj: "हज़रतगंज", Aminabad: "अमीनाबाद", "Gomti Nagar": "गोमती नगर",
  "Vijay Nagar": "विजय नगर", Palasia: "पलासिया", Rajwada: "राजवाड़ा",
  "Raj Nagar": "राज नगर", Indirapuram: "इंदिरापुरम", Vaishali: "वैशाली",
  "MI Road": "एमआई रोड", "Malviya Nagar": "मालवीय नगर", Sitapura: "सीतापुरा",
  Chowrasta: "चौरस्ता", Ghoom: "घूम",
  "Salt Lake": "सॉल्ट लेक", "Park Street": "पार्क स्ट्रीट", Behala: "बेहाला",
  "Main Bazar": "मेन बाज़ार", "Amritsar Road": "अमृतसर रोड",
  "Model Town": "मॉडल टाउन", "Focal Point": "फ़ोकल पॉइंट",
  Shivajinagar: "शिवाजीनगर", Hadapsar: "हडपसर", Pimpri: "पिंपरी",
  "Civil Lines": "सिविल लाइंस", Ratapur: "रतापुर",
  Chinsurah: "चिनसुरा", Serampore: "श्रीरामपुर", Chandannagar: "चंदननगर",
  "English Bazar": "इंग्लिश बाज़ार", "Old Malda": "पुराना मालदा",
  Krishnanagar: "कृष्णनगर", Ranaghat: "राणाघाट", Kalyani: "कल्याणी",
  "Curzon Gate": "कर्ज़न गेट", Memari: "मेमारी",
  Mangaldai: "मंगलदई", Sipajhar: "सिपाझार",
  "Goalpara Town": "गोआलपाड़ा टाउन", Dudhnoi: "दुधनोई",
  "Morigaon Town": "मोरीगांव टाउन", Jagiroad: "जागीरोड",
  Lashkar: "लश्कर", "City Centre": "सिटी सेंटर", Morar: "मुरार",
  "Sipri Bazar": "सीपरी बाज़ार",
  Rajarampuri: "राजारामपुरी", Shahupuri: "शाहूपुरी", "Shiroli MIDC": "शिरोली एमआईडीसी",
  Panvel: "पनवेल", Alibag: "अलीबाग", Khopoli: "खोपोली",
  "College Road": "कॉलेज रोड", "Nashik Road": "नाशिक रोड", Satpur: "सातपुर",
  CIDCO: "सिडको", Waluj: "वालूज", Osmanpura: "उस्मानपुरा",
  Naupada: "नौपाड़ा", "Wagle Estate": "वागले एस्टेट", "Ghodbunder Road": "घोड़बंदर रोड",
  "Karol Bagh": "करोल बाग", Okhla: "ओखला", Mundka: "मुंडका",
  "Andheri East": "अंधेरी पूर्व", Kurla: "कुर्ला", Goregaon: "गोरेगांव",
  Koramangala: "कोरमंगला", Peenya: "पीन्या", Whitefield: "व्हाइटफ़ील्ड",
  Guindy: "गिंडी", Ambattur: "अंबत्तूर", "T Nagar": "टी नगर",
  "Banjara Hills": "बंजारा हिल्स", Kukatpally: "कुकटपल्ली", Secunderabad: "सिकंदराबाद",
  Navrangpura: "नवरंगपुरा", Naroda: "नरोडा", Sarkhej: "सरखेज",
};
