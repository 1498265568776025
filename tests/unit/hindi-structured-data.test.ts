import { expect, test } from "vitest";
import { TraderSchema } from "#app/shared/entities";
import { breadcrumb } from "#app/shared/rules/breadcrumb";
import { pathIn } from "#app/shared/i18n/lang";
import { breadcrumbLd } from "#app/features/seo/rules/breadcrumb-ld";
import { comparisonLd, ldLanguage, productLd, traderLd } from "#app/features/seo/rules/structured-data";

// A Hindi page's JSON-LD names things as the page does (docs/decisions/151): types, towns, states
// and the country in Hindi, the operator's Hindi texts, and addresses of Hindi pages.

const HI = ldLanguage("hi");
const product = {
  brandName: "Mahindra", name: "e-Alfa Mini", typeName: "e rickshaw", price: 112000, description: "",
  aboutProduct: "<p>A <strong>passenger</strong> e-rickshaw.</p>", aboutProductHi: "<p>सवारी वाला <strong>ई-रिक्शा</strong> शहर के लिए।</p>",
};

test("a Hindi page's Product names its type, its town and the country in Hindi, and says the model's Hindi about text", () => {
  const inTown = productLd({ product, cityPrice: { cityName: "Noida", exShowroomPrice: 113100 }, url: "https://ev.example/hi/brand/Mahindra/e-Alfa-Mini/Price-In-Noida", language: HI });
  expect(inTown).toMatchObject({
    name: "Mahindra e-Alfa Mini",
    category: "ई-रिक्शा",
    description: "सवारी वाला ई-रिक्शा शहर के लिए।",
    offers: { areaServed: { "@type": "City", name: "नोएडा" } },
  });
  const national = productLd({ product, url: "https://ev.example/hi/brand/Mahindra/e-Alfa-Mini", language: HI });
  expect(national).toMatchObject({ offers: { areaServed: { "@type": "Country", name: "भारत" } } });
  // an English page keeps the catalogue's own words
  expect(productLd({ product, url: "https://ev.example/brand/Mahindra/e-Alfa-Mini" })).toMatchObject({
    category: "e rickshaw", description: "A passenger e-rickshaw.", offers: { areaServed: { name: "India" } },
  });
});

test("a Hindi comparison lists each model as the Product of its Hindi page", () => {
  const other = { ...product, name: "e-Alfa Super" };
  const list = comparisonLd([product, other], "https://ev.example/hi/compare/Mahindra/e-Alfa-Mini/vs/Mahindra/e-Alfa-Super", HI);
  const items = (list.itemListElement as { item: { url: string; category: string } }[]).map((e) => e.item);
  expect(items.map((i) => i.url)).toEqual(["https://ev.example/hi/brand/Mahindra/e-Alfa-Mini", "https://ev.example/hi/brand/Mahindra/e-Alfa-Super"]);
  expect(items.map((i) => i.category)).toEqual(["ई-रिक्शा", "ई-रिक्शा"]);
});

test("a Hindi dealer page's AutoDealer says its about text, address, town and state in Hindi; the PIN code is the same", () => {
  const trader = TraderSchema.parse({
    tName: "Shree-Motors", traderName: "Shree Motors", traderType: "Dealer", activate: "1", cityName: "Noida",
    about: "A dealer in Noida.", aboutHi: "नोएडा के डीलर।",
    address: "Shop 5, Sector 62, Noida, Uttar Pradesh - 201309", addressHi: "दुकान 5, सेक्टर 62, नोएडा, उत्तर प्रदेश - 201309",
  });
  expect(traderLd({ trader, url: "https://ev.example/hi/dealer/Shree-Motors/About", stateName: "Uttar Pradesh", language: HI })).toMatchObject({
    "@type": "AutoDealer",
    name: "Shree Motors",
    description: "नोएडा के डीलर।",
    address: {
      streetAddress: "दुकान 5, सेक्टर 62, नोएडा, उत्तर प्रदेश - 201309",
      addressLocality: "नोएडा",
      addressRegion: "उत्तर प्रदेश",
      postalCode: "201309",
    },
  });
});

test("a Hindi page's BreadcrumbList lists only pages: /hi/dealer and /hi/dealer/{name} are no page and are left out", () => {
  // the trail as the breadcrumb builds it, each crumb linking the Hindi page
  const crumbs = breadcrumb("/dealer/Shree-Motors/About", []).map((c) => ({ ...c, href: pathIn("hi", c.href) }));
  expect(crumbs.map((c) => c.href)).toEqual(["/hi", "/hi/dealer", "/hi/dealer/Shree-Motors", "/hi/dealer/Shree-Motors/About"]);
  const [list] = breadcrumbLd(crumbs, "https://ev.example");
  expect((list!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual(["https://ev.example/hi", "https://ev.example/hi/dealer/Shree-Motors/About"]);
  const city = breadcrumb("/city/Noida/electric-rickshaw-dealers", []).map((c) => ({ ...c, href: pathIn("hi", c.href) }));
  expect((breadcrumbLd(city, "https://ev.example")[0]!.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
    "https://ev.example/hi", "https://ev.example/hi/city/Noida/electric-rickshaw-dealers",
  ]);
});
