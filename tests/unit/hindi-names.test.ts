import { describe, expect, test } from "vitest";
import { hindiSpecValue } from "#app/domain/rules/spec-values-hi";
import { categoryNameIn, specValueIn, stateNameIn, townNameIn, typeNameIn } from "#app/i18n/names";
import { CITIES } from "../../worker/origin/sample/cities";
import { TYPES } from "../../worker/origin/sample/vehicle-types";

const LATIN = /[A-Za-z]/;

describe("a Hindi page names types, categories, towns and states in Hindi; an English page as the catalogue writes them", () => {
  test("types and categories: the glossary's words on Hindi pages, the display form on English ones", () => {
    expect(typeNameIn("hi", "e rickshaw")).toBe("ई-रिक्शा");
    expect(typeNameIn("en", "e rickshaw")).toBe("E Rickshaw");
    expect(typeNameIn("hi", "cng auto rickshaw")).toBe("सीएनजी ऑटो");
    expect(categoryNameIn("hi", "three wheeler")).toBe("तिपहिया");
    expect(categoryNameIn("en", "three wheeler")).toBe("Three Wheeler");
    // a type the glossary does not know yet keeps its display form rather than a blank
    expect(typeNameIn("hi", "hydrogen bus")).toBe("Hydrogen Bus");
  });

  test("every town and state of the sample catalogue has a Hindi spelling", () => {
    for (const [town, , state] of CITIES) {
      expect(townNameIn("hi", town), town).not.toMatch(LATIN);
      expect(stateNameIn("hi", state), state).not.toMatch(LATIN);
      expect(townNameIn("en", town)).toBe(town);
    }
    expect(townNameIn("hi", "RaeBareli")).toBe("रायबरेली");
  });

  test("every vehicle type of the sample catalogue has a Hindi name", () => {
    for (const t of TYPES) {
      expect(typeNameIn("hi", t.typeName), t.typeName).not.toMatch(LATIN);
      expect(categoryNameIn("hi", t.categoryName), t.categoryName).not.toMatch(LATIN);
    }
  });
});

describe("a specification value is shown in Hindi only when the glossary covers every word of it", () => {
  test("recurring values and units", () => {
    expect(hindiSpecValue("Yes, mechanical")).toBe("हाँ, मैकेनिकल");
    expect(hindiSpecValue("8-10 hours")).toBe("8-10 घंटे");
    expect(hindiSpecValue("85 km/charge")).toBe("85 किमी/चार्ज");
    expect(hindiSpecValue("25 km/h")).toBe("25 किमी/घंटा");
    expect(hindiSpecValue("Lead acid (tubular)")).toBe("लेड एसिड (ट्यूबलर)");
    expect(hindiSpecValue("Drum brakes front and rear")).toBe("आगे और पीछे ड्रम ब्रेक");
    expect(hindiSpecValue("E-rickshaw (passenger)")).toBe("ई-रिक्शा (सवारी)");
    expect(hindiSpecValue("1 year on vehicle, 6 months on battery")).toBe("1 साल गाड़ी पर, 6 महीने बैटरी पर");
    expect(hindiSpecValue("48 V, 24 tube")).toBe("48 V, 24 ट्यूब");
    expect(hindiSpecValue("Tubeless")).toBe("ट्यूबलेस");
  });

  test("units and codes stay in Latin letters; a value with an unknown word stays as written", () => {
    expect(hindiSpecValue("130 Ah")).toBe("130 Ah");
    expect(hindiSpecValue("L5M (passenger e-auto)")).toBe("L5M (सवारी ई-ऑटो)");
    expect(hindiSpecValue("7 speed Shimano")).toBeNull();
    expect(specValueIn("hi", "7 speed Shimano")).toBe("7 speed Shimano");
    expect(specValueIn("en", "8-10 hours")).toBe("8-10 hours");
  });
});
