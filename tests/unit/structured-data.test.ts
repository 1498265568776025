import { expect, test } from "vitest";
import { breadcrumb } from "#app/shared/rules/breadcrumb";
import { AVAILABILITY, articleEntityLd, blogLd, homeLd, productLd, traderLd } from "#app/features/seo/rules/structured-data";
import { breadcrumbLd } from "#app/features/seo/rules/breadcrumb-ld";
import { plainText } from "#app/features/seo/rules/json-ld";
import { SITE_NAME } from "#app/shared/site";

const ORIGIN = "https://ev.example";
const product = {
  brandName: "Mahindra",
  name: "e-Alfa Mini",
  typeName: "e rickshaw",
  price: 112000,
  aboutProduct: "A **passenger** e-rickshaw.",
};
/** The page's summary (app/features/catalogue/server/model-summary.ts), as the model page hands it over. */
const summary = "The Mahindra e-Alfa Mini starts from ₹1,12,000 ex-showroom (Noida).";

test("home carries the Organization and the WebSite, without a SearchAction (the site has no search URL)", () => {
  const [organization, website] = homeLd(ORIGIN);
  expect(organization).toEqual({
    "@context": "https://schema.org", "@type": "Organization", name: SITE_NAME,
    url: "https://ev.example/", logo: "https://ev.example/image/logo.svg",
  });
  expect(website).toEqual({ "@context": "https://schema.org", "@type": "WebSite", name: SITE_NAME, url: "https://ev.example/" });
  expect(JSON.stringify(website)).not.toContain("SearchAction");
});

test("BreadcrumbList follows the breadcrumb crumbs, positions from 1, absolute item URLs", () => {
  const crumbs = breadcrumb("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida", []);
  expect(breadcrumbLd(crumbs, ORIGIN)).toEqual([{
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://ev.example/" },
      { "@type": "ListItem", position: 2, name: "Mahindra", item: "https://ev.example/brand/Mahindra" },
      { "@type": "ListItem", position: 3, name: "e Alfa Mini", item: "https://ev.example/brand/Mahindra/e-Alfa-Mini" },
      { "@type": "ListItem", position: 4, name: "Noida", item: "https://ev.example/brand/Mahindra/e-Alfa-Mini/Price-In-Noida" },
    ],
  }]);
  expect(breadcrumbLd(breadcrumb("/", []), ORIGIN)).toEqual([]);
});

test("model page: Product with Brand, image, the page's summary as description and an INR Offer at the model's from price in India", () => {
  const url = "https://ev.example/brand/Mahindra/e-Alfa-Mini";
  expect(productLd({ product, url, description: summary })).toEqual({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Mahindra e-Alfa Mini",
    brand: { "@type": "Brand", name: "Mahindra" },
    category: "e rickshaw",
    image: "https://ev.example/image/model/Mahindra/e-Alfa-Mini.jpg",
    description: "The Mahindra e-Alfa Mini starts from ₹1,12,000 ex-showroom (Noida).",
    url,
    offers: {
      "@type": "Offer", price: 112000, priceCurrency: "INR", availability: AVAILABILITY, url,
      areaServed: { "@type": "Country", name: "India" },
    },
  });
});

test("model-in-city page: the Offer is the city's ex-showroom price and the city is areaServed", () => {
  const url = "https://ev.example/brand/Mahindra/e-Alfa-Mini/Price-In-Noida";
  const ld = productLd({ product, cityPrice: { cityName: "Noida", exShowroomPrice: 113100 }, url, description: "The Mahindra e-Alfa Mini costs ₹1,13,100 ex-showroom in Noida." });
  expect(ld.offers).toEqual({
    "@type": "Offer", price: 113100, priceCurrency: "INR", availability: "https://schema.org/InStoreOnly", url,
    areaServed: { "@type": "City", name: "Noida" },
  });
  expect(ld.description).toBe("The Mahindra e-Alfa Mini costs ₹1,13,100 ex-showroom in Noida.");
});

test("an ex-showroom price of 0 (Contact Us For Price) gives no Offer rather than a price of 0", () => {
  const ld = productLd({ product, cityPrice: { cityName: "Agra", exShowroomPrice: 0 }, url: `${ORIGIN}/x` });
  expect(ld).not.toHaveProperty("offers");
  expect(ld.name).toBe("Mahindra e-Alfa Mini");
});

test("without the page's summary the about text is used as plain text (its formatting dropped), else none", () => {
  expect(productLd({ product, url: `${ORIGIN}/x` }).description).toBe("A passenger e-rickshaw.");
  const bare = { ...product, aboutProduct: "" };
  expect(productLd({ product: bare, url: `${ORIGIN}/x`, description: summary }).description).toBe(summary);
  expect(productLd({ product: bare, url: `${ORIGIN}/x` })).not.toHaveProperty("description");
});

const dealer = {
  traderName: "Shree Ganesh E-Motors",
  traderType: "Dealer" as const,
  address: "Shop 115, Sector 62, Noida, Uttar Pradesh - 201309",
  cityName: "Noida",
  about: "A dealer of Mahindra in Noida.",
  gstNumber: "09SHWPC2585N1Z0",
  foundationYear: "2015",
};

test("dealer page: AutoDealer with a PostalAddress in India (street, city, state when known, PIN)", () => {
  const url = "https://ev.example/dealer/Shree-Ganesh-E-Motors/About";
  expect(traderLd({ trader: dealer, url, stateName: "Uttar Pradesh" })).toEqual({
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: "Shree Ganesh E-Motors",
    url,
    description: "A dealer of Mahindra in Noida.",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Shop 115, Sector 62, Noida, Uttar Pradesh - 201309",
      addressLocality: "Noida",
      addressRegion: "Uttar Pradesh",
      postalCode: "201309",
      addressCountry: "IN",
    },
    taxID: "09SHWPC2585N1Z0",
    foundingDate: "2015",
  });
});

test("facts a trader record lacks are left out, never invented; a manufacturer is an Organization", () => {
  const ld = traderLd({
    trader: { ...dealer, traderType: "Manufacturer", address: "Goregaon, Mumbai", about: "", gstNumber: "", foundationYear: "" },
    url: `${ORIGIN}/manufacturer/X/About`,
  });
  expect(ld["@type"]).toBe("Organization");
  expect(ld.address).toEqual({ "@type": "PostalAddress", streetAddress: "Goregaon, Mumbai", addressLocality: "Noida", addressCountry: "IN" });
  for (const key of ["description", "taxID", "foundingDate", "image"]) expect(ld).not.toHaveProperty(key);
});

test("blog and article pages: Article with headline and image, and no datePublished (the entities have no date)", () => {
  const url = "https://ev.example/article/e-rickshaw-price-list-india";
  const article = articleEntityLd({ h1: "E-Rickshaw Price List in India", imgUrl: "/image/article/x.jpg", p: "Intro." }, url);
  expect(article).toMatchObject({
    "@type": "Article", headline: "E-Rickshaw Price List in India", image: "https://ev.example/image/article/x.jpg",
    description: "Intro.", url, mainEntityOfPage: url,
    publisher: { "@type": "Organization", name: SITE_NAME },
  });
  const blog = blogLd({ name: "How to Choose the Right E-Rickshaw" }, "https://ev.example/blog/how-to-choose-an-e-rickshaw");
  expect(blog).toMatchObject({ "@type": "Article", headline: "How to Choose the Right E-Rickshaw" });
  for (const ld of [article, blog]) expect(ld).not.toHaveProperty("datePublished");
  expect(blog).not.toHaveProperty("image");
});

test("plain text of HTML: tags dropped, entities decoded, spaces collapsed, clipped at a word", () => {
  expect(plainText("<p>Range&nbsp;85 km &amp; <b>more</b></p>\n<p>x</p>")).toBe("Range 85 km & more x");
  expect(plainText("one two three four", 10)).toBe("one two…");
});

test("BreadcrumbList items lead to pages: the dealer, manufacturer and city roots are left out", () => {
  const names = (path: string) =>
    (breadcrumbLd(breadcrumb(path, []), ORIGIN)[0]?.itemListElement as { name: string; item: string; position: number }[])
      .map((i) => `${i.position} ${i.name} ${i.item.slice(ORIGIN.length)}`);
  expect(names("/dealer/Shree-Ganesh-E-Motors/About")).toEqual(["1 Home /", "2 About /dealer/Shree-Ganesh-E-Motors/About"]);
  expect(names("/city/Noida/electric-rickshaw-dealers")).toEqual([
    "1 Home /", "2 electric rickshaw dealers /city/Noida/electric-rickshaw-dealers",
  ]);
  expect(names("/blog/how-to-choose")).toEqual(["1 Home /", "2 how to choose /blog/how-to-choose"]);
});
