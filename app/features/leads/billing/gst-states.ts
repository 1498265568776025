// GST state codes: the first two digits of a GSTIN, and how an invoice names its place of supply.
// Spelled as the pincode directory and the catalogue's cities spell the states ("&" written "and").

export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Pondicherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

const NAMES = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));

/** The state a GST state code names ("09" → "Uttar Pradesh"), or "". */
export const stateOfCode = (code: string) => NAMES.get(code) ?? "";

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity, "Z", check character. */
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN in capitals when it is shaped like one, else "". */
export function gstinOrEmpty(text: string): string {
  const upper = text.trim().toUpperCase();
  return GSTIN.test(upper) && NAMES.has(upper.slice(0, 2)) ? upper : "";
}
