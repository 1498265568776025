import { expect, test } from "vitest";
import { byCategory, guideHref, latestAcross, relatedGuides, type GuideEntry } from "#app/features/content/rules/guides";
import { isolateCacheSizes } from "#app/shared/cache/isolate-caches";
import { keptGuideWords } from "#app/features/content/server/guides";

const blog = (url: string, category: string, title: string): GuideEntry => ({ section: "blog", url, category, title });
const article = (url: string, section: "article" | "trending" = "article"): GuideEntry => ({ section, url, category: section });

// newest first within each list, as the origin answers
const GUIDES = [
  blog("e-rickshaw-loan-and-emi-guide", "guide", "E-Rickshaw Loan and EMI"),
  blog("how-to-choose-an-e-rickshaw", "guide", "How to Choose the Right E-Rickshaw"),
  blog("e-rickshaw-rules-in-india", "news", "E-Rickshaw Rules"),
  article("best-electric-scooters-under-1-lakh"),
  article("e-rickshaw-price-list-india"),
  article("ather-450x-vs-ola-s1-pro", "trending"),
];

test("the guides hub groups guides by category (buying guides, news, articles, trending), newest first in each", () => {
  const groups = byCategory(GUIDES);
  expect(groups.map((g) => g.category)).toEqual(["guide", "news", "article", "trending"]);
  expect(groups[0]!.guides.map((g) => g.url)).toEqual(["e-rickshaw-loan-and-emi-guide", "how-to-choose-an-e-rickshaw"]);
  expect(byCategory([blog("x", "zeta", "X"), blog("y", "alpha", "Y"), ...GUIDES]).map((g) => g.category)).toEqual([
    "guide", "news", "article", "trending", "alpha", "zeta",
  ]);
});

test("the home page shows the latest few guides: the newest of each category first", () => {
  expect(latestAcross(GUIDES, 4).map((g) => g.url)).toEqual([
    "e-rickshaw-loan-and-emi-guide", "e-rickshaw-rules-in-india", "best-electric-scooters-under-1-lakh", "ather-450x-vs-ola-s1-pro",
  ]);
  expect(latestAcross(GUIDES, 5).at(-1)!.url).toBe("how-to-choose-an-e-rickshaw");
  expect(latestAcross(GUIDES, 100)).toHaveLength(GUIDES.length);
  expect(latestAcross([], 4)).toEqual([]);
});

test("model and type pages link guides about their brand, model or type, closest match first", () => {
  expect(relatedGuides(GUIDES, ["electric scooter"], 3).map((g) => g.url)).toEqual(["best-electric-scooters-under-1-lakh"]);
  expect(relatedGuides(GUIDES, ["Ather", "450X", "electric scooter"], 3).map((g) => g.url)).toEqual([
    "ather-450x-vs-ola-s1-pro", "best-electric-scooters-under-1-lakh",
  ]);
  expect(relatedGuides(GUIDES, ["e rickshaw"], 3)).toHaveLength(3);
  expect(relatedGuides(GUIDES, ["electric golf cart"], 3)).toEqual([]);
  expect(relatedGuides(GUIDES, ["electric"], 3)).toEqual([]);
});

test("a guide retitled by an operator is matched by its new title on the next page view, though guides' words are kept", () => {
  const related = (guides: GuideEntry[], subject: string[]) => relatedGuides(guides, subject, 3, keptGuideWords);
  const before = blog("battery-care-tips", "guide", "Looking after a lithium battery");
  expect(related([before], ["loader"])).toEqual([]);
  const after = { ...before, title: "Battery care for e-rickshaw loaders" };
  expect(related([after], ["loader"])).toEqual([after]);
  expect(related([before], ["loader"])).toEqual([]);
  // past the bound the oldest kept words go, and are read again when asked for
  const many = Array.from({ length: 6000 }, (_, i) => blog(`guide-${i}`, "guide", i === 0 ? "Golf cart buying" : `Guide ${i}`));
  expect(related(many, ["golf cart"]).map((g) => g.url)).toEqual(["guide-0"]);
  expect(related(many, ["golf cart"]).map((g) => g.url)).toEqual(["guide-0"]);
  expect(isolateCacheSizes().guideWords).toEqual({ size: 5000, max: 5000 });
});

test("a guide links to its own section's page", () => {
  expect(guideHref({ section: "blog", url: "how-to-choose-an-e-rickshaw" })).toBe("/blog/how-to-choose-an-e-rickshaw");
  expect(guideHref({ section: "trending", url: "ather-450x-vs-ola-s1-pro" })).toBe("/trending/ather-450x-vs-ola-s1-pro");
});
