import { describe, expect, test } from "vitest";
import { hindiSpecValue } from "#app/shared/i18n/spec-values-hi";
import { hindiTownName } from "#app/shared/i18n/town-names-hi";
import { namesIn } from "#app/shared/i18n/names.server";
import { CITIES } from "../../seed/cities";
import { TYPES } from "../../seed/vehicle-types";

const LATIN = /[A-Za-z]/;

describe("a Hindi page names types, categories, towns and states in Hindi; an English page as the catalogue writes them", () => {
  test("types and categories: the glossary's words on Hindi pages, the display form on English ones", () => {
    expect(namesIn("hi").type("e rickshaw")).toBe("ई-रिक्शा");
    expect(namesIn("en").type("e rickshaw")).toBe("E Rickshaw");
    expect(namesIn("hi").type("cng auto rickshaw")).toBe("सीएनजी ऑटो");
    expect(namesIn("hi").category("three wheeler")).toBe("तिपहिया");
    expect(namesIn("en").category("three wheeler")).toBe("Three Wheeler");
    // a type the glossary does not know yet keeps its display form rather than a blank
    expect(namesIn("hi").type("hydrogen bus")).toBe("Hydrogen Bus");
  });

  test("every town and state of the sample catalogue has a Hindi spelling", () => {
    for (const [town, , state] of CITIES) {
      expect(namesIn("hi").town(town), town).not.toMatch(LATIN);
      expect(namesIn("hi").state(state), state).not.toMatch(LATIN);
      expect(namesIn("en").town(town)).toBe(town);
    }
    expect(namesIn("hi").town("RaeBareli")).toBe("रायबरेली");
  });

  test("every vehicle type of the sample catalogue has a Hindi name", () => {
    for (const t of TYPES) {
      expect(namesIn("hi").type(t.typeName), t.typeName).not.toMatch(LATIN);
      expect(namesIn("hi").category(t.categoryName), t.categoryName).not.toMatch(LATIN);
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
    expect(hindiSpecValue("7 speed derailleur")).toBeNull();
    expect(namesIn("hi").spec("7 speed derailleur")).toBe("7 speed derailleur");
    // a maker of parts is a name, kept as printed
    expect(hindiSpecValue("7 speed Shimano")).toBe("7 स्पीड Shimano");
    expect(namesIn("en").spec("8-10 hours")).toBe("8-10 hours");
  });
});

test("a page names a town as the picker and the search do, from the tables its messages carry", () => {
  for (const [town] of CITIES) expect(namesIn("hi").town(town), town).toBe(hindiTownName(town));
  expect(namesIn("hi").spec("8-10 hours")).toBe(hindiSpecValue("8-10 hours"));
});

test("a town's Hindi name is one table read one way: Rae Bareli however it is spaced or cased is रायबरेली in the picker, the search and the page", () => {
  // the catalogue writes "RaeBareli", the pincode directory "Rae Bareli"; a link may carry "rae-bareli"
  for (const spelling of ["RaeBareli", "Rae Bareli", "rae-bareli", "RAE BARELI"]) {
    expect(hindiTownName(spelling), spelling).toBe("रायबरेली");
    expect(namesIn("hi").town(spelling), spelling).toBe("रायबरेली");
  }
  // a town the table does not know has no Hindi name, whatever its spelling (no inherited property either)
  expect(hindiTownName("Atlantis")).toBeNull();
  expect(hindiTownName("constructor")).toBeNull();
  expect(namesIn("hi").town("Atlantis")).toBe("Atlantis");
});
