import { expect, test } from "vitest";
import { fieldText, fieldWords } from "#app/features/console/components/field-words";
import * as consoleMessages from "#app/features/console/messages";
import { consoleLangCookie, consoleLangOf } from "#app/features/console/lang";
import { choiceOptions, summaryOf, valueText } from "#app/features/console/record-words";
import { CATALOGUE_ENTITIES, englishFieldOf, fieldsOf } from "#app/features/catalogue/rules/entities";
import { type CatalogueChoices, fieldProblems } from "#app/features/console/rules/field-problems";
import { LANGS } from "#app/shared/i18n/lang";
import { namesIn } from "#app/shared/i18n/names.server";

// Words of the trade (docs/decisions/124): the console names every catalogue field in plain
// English and Hindi with its help and unit, shows records in plain words, and checks a record's
// form field by field on the server.

const CHOICES: CatalogueChoices = {
  brands: ["Mahindra", "Saera"],
  categories: ["three wheeler", "two wheeler"],
  types: ["e rickshaw", "electric auto rickshaw", "e rickshaw dealership"],
  towns: ["Noida", "Lucknow"],
  states: ["Uttar Pradesh"],
};

test("every field of every catalogue entity has a label and a one-line help in English and Hindi, never its storage name", () => {
  for (const lang of LANGS) {
    for (const entity of CATALOGUE_ENTITIES) {
      for (const field of fieldsOf(entity)) {
        // the tables name every field (a Hindi version is named after its English field)
        if (!englishFieldOf(entity, field.name)) expect(fieldWords[lang][entity], `${lang} ${entity}.${field.name}`).toHaveProperty([field.name]);
        const words = fieldText(lang, entity, field.name);
        expect(words.label, `${entity}.${field.name}`).not.toBe(field.name);
        const stem = field.name.replace(/Hi$/, "");
        if (/[A-Z]/.test(stem)) expect(words.label, `${entity}.${field.name}`).not.toContain(stem);
        expect(words.help.trim(), `${lang} ${entity}.${field.name}`).not.toBe("");
        expect(words.help, `${lang} ${entity}.${field.name}`).not.toMatch(/\n/);
        for (const choice of field.choices) expect(words.options[choice], `${lang} ${entity}.${field.name} ${choice}`).toBeTruthy();
      }
    }
  }
  expect(fieldText("en", "models", "fSockAbsorber").label).toBe("Front Shock Absorber");
  expect(fieldText("hi", "models", "groundClearnce")).toMatchObject({ label: "ग्राउंड क्लीयरेंस", unit: "mm" });
  expect(fieldText("hi", "models", "aboutProductHi").label).toBe("मॉडल के बारे में, हिंदी में (चाहें तो)");
});

/** Every leaf string of a table. */
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

test("the console's Hindi is written in Devanagari, not left in English", () => {
  for (const table of [fieldWords.hi, consoleMessages.hi]) {
    const hindi = texts(table);
    // units (kg, mm, V) and a few names (CIN, YouTube, the switch's "English") stay in Latin letters
    expect(hindi.filter((s) => /[\u0900-\u097F]/.test(s)).length / hindi.length).toBeGreaterThan(0.8);
  }
});

test("units are shown: rupees, km, kg and kWh", () => {
  expect(fieldText("en", "models", "price").unit).toBe("₹");
  expect(fieldText("en", "prices", "exShowroomPrice").unit).toBe("₹");
  expect(fieldText("en", "models", "mileage").unit).toBe("km");
  expect(fieldText("hi", "models", "mileage").unit).toBe("किमी");
  expect(fieldText("en", "models", "gvw").unit).toBe("kg");
  expect(fieldText("en", "models", "batteryCapacity").unit).toBe("kWh");
  expect(fieldText("en", "subsidies", "perKwh").unit).toBe("₹/kWh");
});

test("a catalogue list row reads in plain words, money as ₹1,19,000 and types by their display names", () => {
  const model = { brandName: "Saera", name: "Mayuri", typeName: "e rickshaw", price: 119000 };
  expect(summaryOf("en", "models", model, namesIn("en"))).toBe("Vehicle type: E Rickshaw · Price: ₹1,19,000");
  expect(summaryOf("hi", "models", model, namesIn("hi"))).toBe("वाहन का प्रकार: ई-रिक्शा · कीमत: ₹1,19,000");
  const trader = { tName: "T", traderName: "Shree Ganesh E-Motors", traderType: "Dealer", cityName: "Noida" };
  expect(summaryOf("hi", "traders", trader, namesIn("hi"))).toBe("दुकान / कंपनी का नाम: Shree Ganesh E-Motors · डीलर या निर्माता: डीलर · शहर: नोएडा");
  expect(valueText("en", "subsidies", "segment", "l3", namesIn("en"))).toBe("E-rickshaws and e-carts");
  expect(valueText("en", "prices", "deliveryFlag", true, namesIn("en"))).toBe("Yes");
});

test("the choices are the catalogue's own names by their display names, the stored value kept", () => {
  const options = choiceOptions("models", CHOICES, { typeName: "loader" }, namesIn("en"));
  expect(options.typeName).toEqual([["loader", "Loader"], ["e rickshaw", "E Rickshaw"], ["electric auto rickshaw", "Electric Auto Rickshaw"], ["e rickshaw dealership", "E Rickshaw Dealership"]]);
  expect(options.brandName).toEqual([["Mahindra", "Mahindra"], ["Saera", "Saera"]]);
  expect(choiceOptions("subsidies", CHOICES, null, namesIn("hi")).stateName).toEqual([["Uttar Pradesh", "उत्तर प्रदेश"]]);
});

test("required fields and formats are checked field by field, each with its message key", () => {
  const cells = { brandName: "", name: "ट्रेओ", categoryName: "three wheeler", typeName: "flying car", price: "one lakh", h2: "a\tb" };
  expect(fieldProblems("models", cells, null, CHOICES)).toEqual({
    brandName: { key: "required", values: {} },
    name: { key: "ascii", values: {} },
    price: { key: "wholeNumber", values: {} },
    h2: { key: "tab", values: { at: 2 } },
    typeName: { key: "notInList", values: {} },
  });
  const rule = { ruleId: "r1", scheme: "S", level: "central", segment: "l3", validFrom: "01-04-2025", source: "x", sourceDate: "2025-04" };
  expect(fieldProblems("subsidies", rule, null, CHOICES)).toEqual({ validFrom: { key: "format", values: {} } });
  const long = fieldProblems("models", { brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "e rickshaw", aboutProduct: "y".repeat(40_000) }, null, CHOICES);
  expect(long).toEqual({ aboutProduct: { key: "tooLong", values: { length: 40_000, max: 32_768 } } });
});

test("required fields and formats: a stored name the lists lack is kept, a good record has no problems", () => {
  const stored = { brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "loader", price: 100 };
  const cells = { brandName: "Mahindra", name: "Treo", categoryName: "three wheeler", typeName: "loader", price: "250000", cityName: "" };
  expect(fieldProblems("models", cells, stored, CHOICES)).toEqual({});
  expect(fieldProblems("brands", { brandName: "Zenvolt", popularity: "" }, null, CHOICES)).toEqual({ popularity: { key: "required", values: {} } });
});

test("the console's language is the one its cookie chose, English without it", () => {
  const asked = (cookie?: string) => consoleLangOf(new Request("https://ev.example/admin", { headers: cookie ? { Cookie: cookie } : {} }));
  expect(asked()).toBe("en");
  expect(asked("XSRF-TOKEN=abc; console-lang=hi")).toBe("hi");
  expect(asked("console-lang=fr")).toBe("en");
  expect(asked("my-console-lang=hi")).toBe("en");
  expect(consoleLangCookie("hi", new URL("https://ev.example/admin"))).toBe("console-lang=hi; Max-Age=31536000; Path=/admin; Secure; SameSite=Lax");
});
