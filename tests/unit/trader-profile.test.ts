import { expect, test } from "vitest";
import { TraderSchema } from "#app/shared/entities";
import {
  listedProducts,
  mapSearchUrl,
  parseTraderTab,
  productBrands,
  profileFacts,
  profileSections,
  tabMetadataName,
  topUp,
} from "#app/features/catalogue/rules/trader-profile";
import { traderPath } from "#app/shared/rules/paths";

const trader = (fields: Record<string, unknown>) =>
  TraderSchema.parse({ tName: "Sample-Motors", traderName: "Sample Motors", traderType: "Dealer", activate: "1", ...fields });

test("dealer and manufacturer pages have the tabs About, Product and Contact; any other tab is none", () => {
  expect(["About", "Product", "Contact"].map(parseTraderTab)).toEqual(["About", "Product", "Contact"]);
  for (const other of ["about", "PRODUCT", "Products", "", "constructor", "__proto__", undefined]) {
    expect(parseTraderTab(other)).toBeNull();
  }
});

test("tab metadata is looked up by dealer-about, dealer-auto, dealer-contact and trader-about, trader-auto, trader-contact", () => {
  expect(["About", "Product", "Contact"].map((t) => tabMetadataName("dealer", parseTraderTab(t)!))).toEqual([
    "dealer-about", "dealer-auto", "dealer-contact",
  ]);
  expect(["About", "Product", "Contact"].map((t) => tabMetadataName("manufacturer", parseTraderTab(t)!))).toEqual([
    "trader-about", "trader-auto", "trader-contact",
  ]);
  expect(traderPath("manufacturer", "Atul-Auto-Ltd", "Contact")).toBe("/manufacturer/Atul-Auto-Ltd/Contact");
});

test("About shows only the profile fields the entity has, with human labels", () => {
  const facts = profileFacts(
    trader({ ceo: "", foundationYear: "2015", gstNumber: "09AAAPA1234A1Z5", typeName: ["e rickshaw", " "], brandDeal: [], cin: "  " }),
  );
  expect(facts.map((f) => f.label)).toEqual(["Name", "Business type", "Established in", "Vehicle types", "GST number"]);
  expect(facts.find((f) => f.field === "typeName")?.value).toEqual(["e rickshaw"]);
});

test("employeeCount is a profile field of manufacturers only", () => {
  expect(profileFacts(trader({ employeeCount: "50-200" })).some((f) => f.field === "employeeCount")).toBe(false);
  const maker = profileFacts(trader({ traderType: "Manufacturer", employeeCount: "50-200" }));
  expect(maker.find((f) => f.field === "employeeCount")).toEqual({ field: "employeeCount", label: "Employees", value: "50-200" });
});

test("the long profile texts (about, capability, infrastructure, other) are sections, empty ones left out", () => {
  const sections = profileSections(trader({ about: "<p>Since 2015.</p>", ourCapability: "", infrastructure: " ", other: "<p>Open daily</p>" }));
  expect(sections.map((s) => s.label)).toEqual(["About", "Other information"]);
});

test("Product shows at most 3 brands the trader deals in", () => {
  expect(productBrands(trader({ brandDeal: ["A", "B", "a", "C", "D"] }))).toEqual(["A", "B", "C"]);
  const listOnly = trader({ brandList: [{ brandName: "X", modelName: "1" }, { brandName: "Y", modelName: "2" }] });
  expect(productBrands(listOnly)).toEqual(["X", "Y"]);
});

test("Product shows up to the given number of the trader's listed models per brand, with a specification title", () => {
  const t = trader({
    brandDeal: ["Mahindra"],
    brandList: ["Treo", "e-Alfa Mini", "Zor", "Jeeto"].map((modelName, i) => ({
      brandName: "Mahindra", modelName, title: i === 0 ? "Mahindra Treo Specifications" : "",
    })),
  });
  const [group] = listedProducts(t, 3);
  expect(group?.models).toHaveLength(3);
  expect(group?.models[1]).toEqual({ brandName: "Mahindra", modelName: "e-Alfa Mini", title: "Mahindra e-Alfa Mini Specifications" });
});

test("a brand's catalogue models top up the listed ones, without repeats, up to the limit", () => {
  const thumb = (modelName: string) => ({ brandName: "B", modelName, title: `B ${modelName} Specifications` });
  expect(topUp([thumb("One")], [thumb("one"), thumb("Two"), thumb("Three"), thumb("Four")], 3).map((m) => m.modelName)).toEqual([
    "One", "Two", "Three",
  ]);
  expect(topUp([], [thumb("Two")], 6)).toHaveLength(1);
});

test("the map link searches the address on Google Maps", () => {
  expect(mapSearchUrl(" Shop 4, Sector 18, Noida - 201301 ")).toBe(
    "https://www.google.com/maps/search/?api=1&query=Shop%204%2C%20Sector%2018%2C%20Noida%20-%20201301",
  );
});
