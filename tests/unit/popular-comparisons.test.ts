import { expect, test } from "vitest";
import { popularComparisons } from "#app/features/tools/components/popular-comparisons";
import { toolMessages } from "#app/features/tools/messages";

// A type screen's popular comparisons are worded from the tools' messages: the heading fills the
// type's name, and each pair is the two models' names joined as the comparison's heading joins them.

const pair = [
  { brandName: "Mahindra", name: "Treo Yaari" },
  { brandName: "Piaggio", name: "Ape E-City" },
] as [{ brandName: string; name: string }, { brandName: string; name: string }];

test("popular comparisons are named by the two models joined as the comparison's heading joins them", () => {
  expect(popularComparisons([pair], "E-Rickshaw", toolMessages.en.compare)).toEqual({
    heading: "Popular E-Rickshaw Comparisons",
    links: [{ href: "/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City", label: "Mahindra Treo Yaari vs Piaggio Ape E-City" }],
  });
  const hindi = popularComparisons([pair], "ई-रिक्शा", toolMessages.hi.compare);
  expect(hindi.heading).toBe("ई-रिक्शा की लोकप्रिय तुलनाएँ");
  expect(hindi.links[0]!.label).toBe("Mahindra Treo Yaari बनाम Piaggio Ape E-City");
});
