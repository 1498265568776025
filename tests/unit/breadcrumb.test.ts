import { expect, test } from "vitest";
import { breadcrumb, titledTrail } from "#app/shared/rules/breadcrumb";

const types = [
  { typeName: "e rickshaw", categoryName: "three wheeler" },
  { typeName: "Electric Scooter", categoryName: "two wheeler" },
];
const labels = (path: string) => breadcrumb(path, types).map((c) => c.label);

test("Home, then one crumb per further URL segment", () => {
  expect(breadcrumb("/dealer/Shree-Motors/About", types)).toEqual([
    { label: "Home", href: "/" },
    { label: "dealer", href: "/dealer" },
    { label: "Shree Motors", href: "/dealer/Shree-Motors" },
    { label: "About", href: "/dealer/Shree-Motors/About" },
  ]);
});

test("the home page has only the Home crumb", () => {
  expect(breadcrumb("/", types)).toEqual([{ label: "Home", href: "/" }]);
});

test("up to four more crumbs after Home", () => {
  expect(labels("/a/b/c/d/e/f")).toEqual(["Home", "a", "b", "c", "d"]);
});

test("underscores in a segment show as spaces, and so do the hyphens of slugs", () => {
  expect(labels("/manufacturer/Lohia_Auto-Industries")).toEqual(["Home", "manufacturer", "Lohia Auto Industries"]);
});

test("percent-encoded segments show decoded", () => {
  expect(labels("/dealer/A%26B")).toEqual(["Home", "dealer", "A&B"]);
});

test("the text Price In is removed from the fifth segment", () => {
  const crumbs = breadcrumb("/brand/Mahindra/Treo-Yaari/Price-In-Noida", types);
  expect(crumbs).toEqual([
    { label: "Home", href: "/" },
    { label: "Mahindra", href: "/brand/Mahindra" },
    { label: "Treo Yaari", href: "/brand/Mahindra/Treo-Yaari" },
    { label: "Noida", href: "/brand/Mahindra/Treo-Yaari/Price-In-Noida" },
  ]);
});

test("Price In stays in segments other than the fifth", () => {
  expect(labels("/city/Price-In-Noida")).toEqual(["Home", "city", "Price In Noida"]);
});

test("the first crumb gets a category prefix when the first segment matches a typeName", () => {
  expect(breadcrumb("/e-rickshaw/Noida", types)).toEqual([
    { label: "Home", href: "/" },
    { label: "E Rickshaw", href: "/three-wheeler/e-rickshaw" },
    { label: "Noida", href: "/e-rickshaw/Noida" },
  ]);
  expect(breadcrumb("/electric-scooter/Pune", types)[1]?.href).toBe("/two-wheeler/electric-scooter");
});

test("a first segment that matches no typeName gets no prefix", () => {
  expect(breadcrumb("/golf-cart/Noida", types)[1]).toEqual({ label: "golf cart", href: "/golf-cart" });
});

test("for brand, article, blog, three-wheeler, two-wheeler and spare-parts the first crumb is not shown", () => {
  for (const root of ["brand", "article", "blog", "three-wheeler", "two-wheeler", "spare-parts"]) {
    expect(breadcrumb(`/${root}/x-y`, types)).toEqual([
      { label: "Home", href: "/" },
      { label: "x y", href: `/${root}/x-y` },
    ]);
  }
});

test("crumbs read as display names: the page's own names and the type list's, never lowercase slugs", () => {
  const names = ["Piaggio", "Ape E-City FX", "Greater Noida"];
  expect(labels("/e-rickshaw/Noida")[1]).toBe("E Rickshaw");
  expect(breadcrumb("/brand/Piaggio/Ape-E-City-FX/Price-In-Greater-Noida", types, names).map((c) => c.label)).toEqual([
    "Home", "Piaggio", "Ape E-City FX", "Greater Noida",
  ]);
  expect(breadcrumb("/three-wheeler/e-rickshaw", types).map((c) => c.label)).toEqual(["Home", "E Rickshaw"]);
});

test("a category segment that is no page reads as the type list's category name", () => {
  const withGolf = [...types, { typeName: "Electric Golf Cart", categoryName: "four wheeler" }];
  expect(breadcrumb("/four-wheeler/electric-golf-cart", withGolf).map((c) => c.label)).toEqual(["Home", "Four Wheeler", "Electric Golf Cart"]);
});

test("a page may name a segment's crumb in its own words: a trader's kind and tab, in the page's language", () => {
  const names = ["Shree Ganesh E-Motors", { segment: "dealer", label: "डीलर" }, { segment: "About", label: "परिचय" }];
  expect(breadcrumb("/dealer/Shree-Ganesh-E-Motors/About", types, names)).toEqual([
    { label: "Home", href: "/" },
    { label: "डीलर", href: "/dealer" },
    { label: "Shree Ganesh E-Motors", href: "/dealer/Shree-Ganesh-E-Motors" },
    { label: "परिचय", href: "/dealer/Shree-Ganesh-E-Motors/About" },
  ]);
});

test("a page whose address is no trail of pages (a comparison) has Home and its own title as crumbs", () => {
  const path = "/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City";
  expect(titledTrail(path, "Mahindra Treo Yaari vs Piaggio Ape E-City")).toEqual([
    { label: "Home", href: "/" },
    { label: "Mahindra Treo Yaari vs Piaggio Ape E-City", href: path },
  ]);
});
