import { expect, test } from "vitest";
import { GST_PERCENT, LEAD_FEE_PAISE, PER_LEAD_TERMS, formatInr, formatInrPaise, formatPaise, gstOn, indianGrouping, rupeesCell } from "#app/shared/rules/money";
import { en as catalogueWords, hi as catalogueWordsHi } from "#app/features/catalogue/messages";
import { en as consoleWords } from "#app/features/console/messages.en";
import { hi as consoleWordsHi } from "#app/features/console/messages.hi";
import { en as privacyWords, hi as privacyWordsHi } from "#app/features/privacy/messages";
import { en as leadPageWords } from "#app/features/leads/messages";
import { factText } from "#app/features/catalogue/rules/plausible";
import { CATEGORY_WORDS, TYPE_WORDS, VEHICLE_CLASS_WORDS } from "#app/shared/glossary";
import { formatPhone, internationalMobile, nationalDigits, nationalForm, telHref } from "#app/shared/rules/phone";
import { distanceKm, radians } from "#app/shared/rules/india";
import { nationalMobile } from "#app/shared/rules/mobile";
import { MAPPED_TYPE_NAMES, mapTypeName } from "#app/features/catalogue/rules/type-mapping";
import { perKmText } from "#app/features/tools/rules/running-cost";
import { formatIstDateTime, istDate } from "#app/shared/i18n/dates";
import { countText } from "#app/shared/i18n/plural";
import { TYPES as SAMPLE_TYPES } from "../../seed/vehicle-types";

// One home per rule: money, GST, IST time, phones, distance, vehicle-type words and counted
// words are each declared once and imported wherever they are used. Expected values by hand.

test("the lead fee is stored once, in paise, and worded from it: 2000 paise are “₹20 + 18 % GST”", () => {
  expect(LEAD_FEE_PAISE).toBe(2000);
  // 2000 paise / 100 = ₹20; the rate is 18
  expect(PER_LEAD_TERMS).toBe("₹20 + 18 % GST");
});

test("GST is one rate of 18 % on every charge, rounded to the paisa: ₹20.00 → ₹3.60, ₹1,000.00 → ₹180.00, 3 paise → 1 paisa", () => {
  expect(GST_PERCENT).toBe(18);
  expect(gstOn(2000)).toBe(360); // 2000 × 18 / 100 = 360
  expect(gstOn(100_000)).toBe(18_000); // 100000 × 18 / 100 = 18000
  expect(gstOn(3)).toBe(1); // 3 × 0.18 = 0.54 → 1
  expect(gstOn(2)).toBe(0); // 2 × 0.18 = 0.36 → 0
});

test("every INR amount is written by one rule: sign, ₹, Indian grouping; prices whole, statements and amounts a km with paise, CSV cells bare", () => {
  expect(indianGrouping(123_456_789)).toBe("12,34,56,789");
  expect(formatInr(125_000)).toBe("₹1,25,000");
  expect(formatInr(1234.5)).toBe("₹1,235"); // half a rupee rounds up
  expect(formatInr(-1500)).toBe("-₹1,500");
  expect(formatInr(-0.4)).toBe("₹0"); // rounds to nothing: no sign
  expect(formatPaise(12_345_678)).toBe("₹1,23,456.78");
  expect(formatPaise(-5)).toBe("-₹0.05");
  expect(formatInrPaise(0.45)).toBe("₹0.45");
  expect(formatInrPaise(1234.5)).toBe("₹1,234.50"); // grouped like every other amount
  expect(rupeesCell(-2360)).toBe("-23.60");
  expect(rupeesCell(123_456_78)).toBe("123456.78"); // no grouping: spreadsheets sum it
  // the catalogue's running cost a km is the same format with "/km"
  expect(perKmText(0.45)).toBe("₹0.45/km");
});

test("every instant is written in IST by one formatter: numeric in the console and files, in words on buyers' pages", () => {
  // 2026-12-31 18:29 UTC + 5:30 = 23:59 on 31 December in IST; a minute later it is 1 January 2027
  const lastMinute = Date.UTC(2026, 11, 31, 18, 29);
  const newYear = Date.UTC(2026, 11, 31, 18, 30);
  expect(formatIstDateTime(lastMinute)).toBe("31-12-2026 11:59 pm");
  expect(formatIstDateTime(newYear, "numeric")).toBe("01-01-2027 12:00 am");
  expect(formatIstDateTime(lastMinute, "en")).toContain("31 December 2026");
  expect(formatIstDateTime(lastMinute, "en")).toContain("11:59");
  expect(formatIstDateTime(newYear, "hi")).toContain("1 जनवरी 2027");
  expect(formatIstDateTime(newYear, "hi")).not.toMatch(/[\u0966-\u096F]/); // Latin digits on Hindi pages
  expect(istDate(newYear)).toBe("2027-01-01");
});

test("a phone is read, shown, dialled and sent by one rule: 098765-43210 is +91 98765 43210", () => {
  expect(nationalForm("919876543210")).toBe("9876543210");
  expect(nationalForm("00919876543210")).toBe("9876543210");
  expect(nationalDigits("Mobile: 098765-43210")).toBe("9876543210");
  expect(formatPhone("098765-43210")).toBe("+91 98765 43210");
  expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
  expect(internationalMobile("9876543210")).toBe("+919876543210");
  // a typed number is accepted by the same prefixes
  expect(nationalMobile("+91 98765 43210")).toBe("9876543210");
  expect(formatPhone("not a number ")).toBe("not a number");
});

test("distance is one haversine in km: a degree of latitude is 111.19 km, Delhi to Noida about 16 km", () => {
  expect(radians(180)).toBe(Math.PI);
  // 2π × 6371 km / 360 = 111.1949… km
  expect(distanceKm(28, 77, 29, 77)).toBeCloseTo(111.195, 3);
  // along a parallel the degree shrinks by cos φ: at 60° N, 111.1949 × 0.5 = 55.597 km (great circle a little shorter)
  expect(distanceKm(60, 10, 60, 11)).toBeCloseTo(55.59, 1);
  expect(distanceKm(28.6139, 77.209, 28.6139, 77.209)).toBe(0);
});

test("every vehicle type the catalogue carries or a rule maps has the glossary's words, and every category", () => {
  // the rules that name types (subsidy, battery, home tiles, town page) are held to the glossary's
  // `TypeName` by the type checker; the catalogue's own rows and the mapping are data, checked here
  expect(SAMPLE_TYPES.map((t) => t.typeName).filter((type) => !(type in TYPE_WORDS))).toEqual([]);
  expect(SAMPLE_TYPES.map((t) => t.categoryName).filter((c) => !(c in CATEGORY_WORDS))).toEqual([]);
  expect(MAPPED_TYPE_NAMES.filter((type) => !(type in TYPE_WORDS))).toEqual([]);
  expect(MAPPED_TYPE_NAMES.flatMap((t) => mapTypeName(t).map((m) => m.categoryName)).filter((c) => !(c in TYPE_WORDS))).toEqual([]);
});

test("the vehicle classes are worded once: the console and the import's report say the glossary's words", () => {
  expect(consoleWords.vehicles).toBe(VEHICLE_CLASS_WORDS.en);
  expect(consoleWordsHi.vehicles).toBe(VEHICLE_CLASS_WORDS.hi);
  expect(factText({ code: "speedOverLaw", field: "speed", value: 40, max: 25, vehicles: "l3" })).toBe(
    "is 40 km/h; the law limits e-rickshaws and e-carts to 25 km/h",
  );
});

test("a count is worded by its language's plural rules: 1 lead, 0 and 2 leads in English; Hindi counts 0 with 1", () => {
  const forms = { one: "one:{n}", other: "other:{n}" };
  expect([0, 1, 2].map((n) => countText("en", forms, n))).toEqual(["other:0", "one:1", "other:2"]);
  expect([0, 1, 2].map((n) => countText("hi", forms, n))).toEqual(["one:0", "one:1", "other:2"]);
  // a language that gives only "other" uses it for every count
  expect(countText("hi", { other: "{n} लीड" }, 1)).toBe("1 लीड");
  expect(countText("en", leadPageWords.exports.records, 1, { at: "01-12-2026 10:00 am", what: "CSV downloaded", actor: "Ravi" })).toBe(
    "01-12-2026 10:00 am: CSV downloaded, 1 lead (Ravi)",
  );
  expect(countText("en", leadPageWords.exports.records, 3, { at: "x", what: "y", actor: "z" })).toBe("x: y, 3 leads (z)");
  expect(countText("en", privacyWords.my.erased, 1)).toMatch(/^Done: your details are erased from 1 enquiry\. /);
  expect(countText("en", privacyWords.my.waiting, 2)).toMatch(/^2 enquiries wait /);
  expect(countText("hi", privacyWordsHi.my.waiting, 1)).toMatch(/^1 पूछताछ /);
  expect([1, 2].map((n) => countText("en", consoleWords.import.apply, n))).toEqual(["Apply: save 1 row", "Apply: save 2 rows"]);
  expect([1, 2].map((n) => countText("hi", consoleWordsHi.import.apply, n))).toEqual(["लागू करें: 1 लाइन सेव करें", "लागू करें: 2 लाइनें सेव करें"]);
  // an import job counts by its rows in all: "1 of 1 row", "1,000 of 1,000 rows"
  expect(countText("en", consoleWords.importJob.rows, 1, { done: "1", total: "1" })).toBe("1 of 1 row saved");
  expect(countText("en", consoleWords.importJob.rows, 1000, { done: "1,000", total: "1,000" })).toBe("1,000 of 1,000 rows saved");
  expect(countText("en", consoleWords.importJob.moreRows, 1)).toBe("… and 1 more row");
  expect(countText("hi", consoleWordsHi.importJob.moreRows, 1)).toBe("… और 1 लाइन"); // Hindi too says one line, not lines
  expect(countText("hi", consoleWordsHi.importJob.moreRows, 2)).toBe("… और 2 लाइनें");
  const intro = { count: "1", type: "E Rickshaw", price: "₹1,00,000" };
  expect(countText("en", catalogueWords.intro.type, 1, intro)).toBe("1 E Rickshaw model in India, from ₹1,00,000 ex-showroom, with its prices by town and dealers.");
  expect(countText("en", catalogueWords.intro.typeNoPrice, 12, { ...intro, count: "12" })).toBe("12 E Rickshaw models in India with their dealers: ask a dealer for the price.");
  expect(countText("hi", catalogueWordsHi.intro.typeNoPrice, 1, { ...intro, type: "ई-रिक्शा" })).toBe("भारत में ई-रिक्शा का 1 मॉडल और उसके डीलर: कीमत डीलर से पूछें।");
});
