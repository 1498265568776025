// Hindi spellings of towns, as a buyer types them on a Hindi keyboard, to the English name the
// catalogue and the pincode directory use. The catalogue's towns (seed/cities.ts)
// and the directory's district towns of UP and Bihar where most of the site's buyers live; the
// directory itself is English only, so a town missing here is found by its English name or its
// PIN code. Keys are written without spaces (the picker drops them before looking up).

import { townKey } from "../rules/town-key";

export const HINDI_TOWN_NAMES: Readonly<Record<string, string>> = {
  // catalogue towns
  नोएडा: "Noida",
  नोयडा: "Noida",
  गुड़गांव: "Gurgaon",
  गुड़गाँव: "Gurgaon",
  गुरुग्राम: "Gurgaon",
  कानपुर: "Kanpur",
  नागपुर: "Nagpur",
  आगरा: "Agra",
  गोरखपुर: "Gorakhpur",
  मोदीनगर: "Modinagar",
  दादरी: "Dadri",
  लखनऊ: "Lucknow",
  इंदौर: "Indore",
  गाज़ियाबाद: "Ghaziabad",
  गाजियाबाद: "Ghaziabad",
  जयपुर: "Jaipur",
  दार्जिलिंग: "Darjeeling",
  कोलकाता: "Kolkata",
  मोगा: "Moga",
  जालंधर: "Jalandhar",
  पुणे: "Pune",
  रायबरेली: "RaeBareli",
  हुगली: "Hooghly",
  मालदा: "Malda",
  नदिया: "Nadia",
  बर्धमान: "Bardhaman",
  दरांग: "Darrang",
  गोलपारा: "Golpara",
  मोरीगांव: "Morigaon",
  ग्वालियर: "Gwalior",
  झांसी: "Jhansi",
  झाँसी: "Jhansi",
  कोल्हापुर: "Kolhapur",
  रायगढ़: "Raigad",
  नासिक: "Nashik",
  औरंगाबाद: "Aurangabad",
  ठाणे: "Thane",
  दिल्ली: "Delhi",
  मुंबई: "Mumbai",
  बेंगलुरु: "Bengaluru",
  चेन्नई: "Chennai",
  हैदराबाद: "Hyderabad",
  अहमदाबाद: "Ahmedabad",
  // district towns of the pincode directory (its spellings)
  वाराणसी: "Varanasi",
  बनारस: "Varanasi",
  पटना: "Patna",
  प्रयागराज: "Allahabad",
  इलाहाबाद: "Allahabad",
  बरेली: "Bareilly",
  मेरठ: "Meerut",
  अलीगढ़: "Aligarh",
  मुरादाबाद: "Moradabad",
  मथुरा: "Mathura",
  अयोध्या: "Faizabad",
  फैज़ाबाद: "Faizabad",
  फैजाबाद: "Faizabad",
  मुज़फ़्फ़रपुर: "Muzaffarpur",
  मुजफ्फरपुर: "Muzaffarpur",
  गया: "Gaya",
  भागलपुर: "Bhagalpur",
  सहारनपुर: "Saharanpur",
  फ़िरोज़ाबाद: "Firozabad",
  फिरोजाबाद: "Firozabad",
  इटावा: "Etawah",
  आज़मगढ़: "Azamgarh",
  आजमगढ़: "Azamgarh",
  जौनपुर: "Jaunpur",
  मिर्ज़ापुर: "Mirzapur",
  मिर्जापुर: "Mirzapur",
  बलिया: "Ballia",
  देवरिया: "Deoria",
  बस्ती: "Basti",
  सीतापुर: "Sitapur",
  हरदोई: "Hardoi",
  उन्नाव: "Unnao",
  बहराइच: "Bahraich",
  गोंडा: "Gonda",
  दरभंगा: "Darbhanga",
};

/**
 * The Hindi spelling a page shows of each town, by `townKey` of its English name: the first one
 * listed above (the others are what buyers may type).
 */
export const SHOWN_TOWN_NAMES_HI: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HINDI_TOWN_NAMES).reverse().map(([hindi, english]) => [townKey(english), hindi]),
);

/**
 * The Hindi spelling of a town, where the site knows one: the table above by `townKey`, as a Hindi
 * page's names read it (app/shared/i18n/names.ts), so "Rae Bareli", "RaeBareli" and "rae-bareli" are one
 * town in the picker's suggestions, the search and the pages.
 */
export function hindiTownName(name: string): string | null {
  const key = townKey(name);
  return Object.hasOwn(SHOWN_TOWN_NAMES_HI, key) ? SHOWN_TOWN_NAMES_HI[key]! : null;
}

// The states of the catalogue's towns and dealers' addresses, in Hindi, by the English name the
// catalogue writes; a Hindi page names a state this way (app/shared/i18n/names.ts).
export const HINDI_STATE_NAMES: Readonly<Record<string, string>> = {
  "Uttar Pradesh": "उत्तर प्रदेश",
  Haryana: "हरियाणा",
  Maharashtra: "महाराष्ट्र",
  "Madhya Pradesh": "मध्य प्रदेश",
  Rajasthan: "राजस्थान",
  "West Bengal": "पश्चिम बंगाल",
  Punjab: "पंजाब",
  Assam: "असम",
  Delhi: "दिल्ली",
  Karnataka: "कर्नाटक",
  "Tamil Nadu": "तमिलनाडु",
  Telangana: "तेलंगाना",
  Gujarat: "गुजरात",
  Bihar: "बिहार",
  Uttarakhand: "उत्तराखंड",
  Jharkhand: "झारखंड",
  Odisha: "ओडिशा",
  Chhattisgarh: "छत्तीसगढ़",
  "Himachal Pradesh": "हिमाचल प्रदेश",
  "Andhra Pradesh": "आंध्र प्रदेश",
  Kerala: "केरल",
  Goa: "गोवा",
  "Jammu and Kashmir": "जम्मू और कश्मीर",
  Chandigarh: "चंडीगढ़",
  Tripura: "त्रिपुरा",
  Meghalaya: "मेघालय",
  Manipur: "मणिपुर",
  Nagaland: "नागालैंड",
  Mizoram: "मिज़ोरम",
  "Arunachal Pradesh": "अरुणाचल प्रदेश",
  Sikkim: "सिक्किम",
  Puducherry: "पुडुचेरी",
};
