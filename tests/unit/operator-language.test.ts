import { expect, test } from "vitest";
import { englishFieldOf } from "#app/features/catalogue/rules/entities";
import { FIELD_LIMITS } from "#app/features/catalogue/rules/limits";
import { HTML_FIELDS } from "#app/shared/html-policy";
import { SIMPLE_TEXT_FIELDS } from "#app/shared/rules/simple-text";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { profileSections } from "#app/features/catalogue/rules/trader-profile";
import { TraderSchema } from "#app/shared/entities";

// The rule of decision 122: a Hindi page shows the operator's Hindi version where there is one,
// else the English marked as English; an English page shows the English, whatever the Hindi holds.

test("a Hindi page shows the Hindi version where there is one, unmarked", () => {
  expect(operatorVersion("hi", "<p>About</p>", "<p>परिचय</p>")).toEqual({ value: "<p>परिचय</p>", english: false });
  expect(operatorVersion("hi", [1], [2])).toEqual({ value: [2], english: false });
});

test("a Hindi page with no Hindi version (blank, empty list, none) shows the English marked as English", () => {
  expect(operatorVersion("hi", "<p>About</p>", "")).toEqual({ value: "<p>About</p>", english: true });
  expect(operatorVersion("hi", "<p>About</p>", "  \n")).toEqual({ value: "<p>About</p>", english: true });
  expect(operatorVersion("hi", "<p>About</p>", undefined)).toEqual({ value: "<p>About</p>", english: true });
  expect(operatorVersion("hi", [1], [])).toEqual({ value: [1], english: true });
});

test("an English page shows the English version whatever the Hindi holds", () => {
  expect(operatorVersion("en", "<p>About</p>", "<p>परिचय</p>")).toEqual({ value: "<p>About</p>", english: false });
  expect(operatorVersion("en", "", "<p>परिचय</p>")).toEqual({ value: "", english: false });
});

test("each Hindi field is bounded as its English field is, its HTML sanitised alike and its plain text read alike", () => {
  for (const limits of Object.values(FIELD_LIMITS)) {
    for (const [field, limit] of Object.entries(limits)) {
      if (field.endsWith("Hi")) expect(limit, field).toEqual(limits[field.slice(0, -2)]);
    }
  }
  expect(FIELD_LIMITS.models.aboutProductHi).toBeDefined();
  expect(FIELD_LIMITS.articles.contentHi).toBeDefined();
  for (const field of ["html", "other", "ourCapability", "infrastructure"]) {
    expect(HTML_FIELDS.has(`${field}Hi`), field).toBe(true);
  }
  for (const field of ["aboutProduct", "offer", "about"]) {
    expect(SIMPLE_TEXT_FIELDS.has(`${field}Hi`), field).toBe(true);
    expect(HTML_FIELDS.has(field), field).toBe(false);
  }
});

test("the console knows a Hindi field by the English field it follows", () => {
  expect(englishFieldOf("models", "aboutProductHi")).toBe("aboutProduct");
  expect(englishFieldOf("articles", "pHi")).toBe("p");
  expect(englishFieldOf("models", "aboutProduct")).toBeNull();
  expect(englishFieldOf("brands", "brandNameHi")).toBeNull();
});

test("a profile section shows in the page's language, and one with nothing in that language is left out", () => {
  const trader = TraderSchema.parse({ tName: "T", traderName: "T", traderType: "Dealer", activate: "1", about: "<p>Since 2015.</p>", aboutHi: "<p>2015 से।</p>", otherHi: "<p>रोज़ खुला</p>" });
  expect(profileSections(trader, "en").map((s) => s.field)).toEqual(["about"]);
  expect(profileSections(trader, "hi").map((s) => [s.field, s.hi])).toEqual([["about", "<p>2015 से।</p>"], ["other", "<p>रोज़ खुला</p>"]]);
});
