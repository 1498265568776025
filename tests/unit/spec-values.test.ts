import { expect, test } from "vitest";
import type { SchemeEnd } from "#app/features/tools/rules/subsidy";
import { specsShown } from "#app/features/catalogue/server/spec-values";

// A model's specification values as its pages receive them from the loader: the value in the
// page's language and an ended scheme with its end already in words, so the browser only prints.

const fame: SchemeEnd = { scheme: "FAME II", schemeHi: "", segment: "e2w", end: "2024-03-31", status: "closed" };
const model = { approval: "ARAI approved (FAME II eligible)", mileage: "120", speed: "", roofType: "Sliding glass panels" };

test("an ended scheme a value names is given with its end in the page's words", () => {
  const en = specsShown("en", model, [fame]);
  expect(en.approval).toEqual({ text: "ARAI approved", english: false, ended: { scheme: "FAME II", english: false, end: "(ended 31 Mar 2024)" } });
  const hi = specsShown("hi", model, [fame]);
  // no Hindi name in its rules: the scheme is the English, marked as such
  expect(hi.approval?.ended).toEqual({ scheme: "FAME II", english: true, end: "(31 मार्च 2024 को ख़त्म)" });
  // a scheme whose rules give a Hindi name is named in Hindi
  expect(specsShown("hi", model, [{ ...fame, schemeHi: "फ़ेम II" }]).approval?.ended).toEqual({ scheme: "फ़ेम II", english: false, end: "(31 मार्च 2024 को ख़त्म)" });
});

test("the loader gives only the values a model states, each with its unit and language", () => {
  const hi = specsShown("hi", model, []);
  expect(Object.keys(hi).sort()).toEqual(["approval", "mileage", "roofType"]);
  expect(hi.mileage).toEqual({ text: "120 किमी", english: false, ended: null });
  expect(hi.roofType).toEqual({ text: "Sliding glass panels", english: true, ended: null });
});
