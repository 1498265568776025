import { expect, test } from "vitest";
import { count, decode, getPage, hrefs, metaContent, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

// The model-in-city screen against rows of the sample catalogue (seed/prices.ts),
// each named here with the figures the test reads from it; amounts and sums are worked by hand.

/** A row of the price breakup as the table writes it. */
const breakupRow = (label: string, text: string) => `<th scope="row">${label}</th><td class="num">${text}</td>`;

test("model in city: title, brand and type links, headline, location, contact button labelled by the row", async () => {
  // e-Alfa Mini in Noida: EMI 0, ex-showroom 1,13,100; no dealer flag, the manufacturer's flag set
  const page = sample.page("Mahindra e-Alfa Mini", "Noida");
  const { status, html, text } = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(status).toBe(200);
  expect(html).toContain(`<title>${page.title}</title>`);
  expect(text).toContain(page.h1);
  expect(hrefs(html)).toEqual(expect.arrayContaining(["/brand/Mahindra", "/three-wheeler/e-rickshaw"]));
  expect(visibleText(section(html, "price-headline"))).toBe("Ex-showroom price: ₹1,13,100");
  expect(text).toContain("Location: Noida");
  expect(hrefs(html)).toContain("/enquiry?typeOfQuery=Apply+for+Dealership&brandName=Mahindra&modelName=e-Alfa+Mini&cityName=Noida");
  expect(metaContent(html, "og:url")).toBe("http://localhost/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
});

test("price breakup: dashes for zero, extras only when nonzero, on-road price is the sum, delivery As Applicable", async () => {
  // Ape E-City in Nagpur: 1,97,000, RTO 2,300, insurance 4,900, no warranty, accessory 4,500,
  // other charge 0, delivery flag set; on-road 1,97,000 + 2,300 + 4,900 + 4,500 = 2,08,700
  const { html } = await getPage("/brand/Piaggio/Ape-E-City/Price-In-Nagpur");
  const table = decode(section(html, "price-breakup"));
  for (const [label, text] of [
    ["Ex Showroom Price", "₹1,97,000"],
    ["RTO", "₹2,300"],
    ["Insurance", "₹4,900"],
    ["Accessory", "₹4,500"],
    ["Other Charge", "-"],
    ["On Road Price in Nagpur", "₹2,08,700"],
    ["Delivery Charge", "As Applicable"],
  ] as const) {
    expect(table).toContain(breakupRow(label, text));
  }
  expect(table).not.toContain("Extended Warranty");
});

test("price breakup: extended warranty and accessory rows appear when nonzero", async () => {
  // Ape E-City in Dadri: warranty 4,000, accessory 2,000
  const table = decode(section((await getPage("/brand/Piaggio/Ape-E-City/Price-In-Dadri")).html, "price-breakup"));
  expect(table).toContain(breakupRow("Extended Warranty", "₹4,000"));
  expect(table).toContain(breakupRow("Accessory", "₹2,000"));
});

test("the whole breakup is shown only if RTO, insurance or other charge is nonzero", async () => {
  // Ape E-City in Lucknow: 2,00,900 with RTO, insurance and other charge all 0
  const { status, html } = await getPage("/brand/Piaggio/Ape-E-City/Price-In-Lucknow");
  expect(status).toBe(200);
  expect(section(html, "price-breakup")).toBe("");
});

test("headline: EMI per month when emi is set, else ex-showroom price, else View Latest Offer", async () => {
  // Ape E-City in Noida: EMI 5,626; Hero Electric Raahii in Jaipur: EMI 0 and ex-showroom 0
  expect((await getPage("/brand/Piaggio/Ape-E-City/Price-In-Noida")).text).toContain("EMI per month: ₹5,626");
  const page = await getPage("/brand/Hero-Electric/Raahii/Price-In-Jaipur");
  expect(section(page.html, "price-headline")).toContain(">View Latest Offer</a>");
});

test("exclusive offers show the offer, written as plain text, with its bold words and bullets, and a Talk To Dealer button", async () => {
  // e-Alfa Mini in Malda carries the exchange bonus offer
  const { html, text } = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Malda");
  expect(text).toContain("Exclusive Offers");
  const offers = section(html, "offers");
  expect(offers).toContain("<strong>Exchange bonus:</strong>");
  expect(offers).toMatch(/<ul><li>At participating dealers<\/li><li>Subject to inspection of the old vehicle<\/li><\/ul>/);
  expect(offers).not.toContain("**");
  expect(text).toContain("Talk To Dealer");
});

test("citywise prices of the brand (5), short specification, footnote, other models and WhatsApp share", async () => {
  const { html, text } = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(count(section(html, "brand-city-prices"), /<tr>/)).toBe(6);
  const spec = section(html, "short-spec");
  for (const label of ["Brand", "Model", "Mileage Per Charge", "Motor Type", "Motor Power", "Maximum Speed"]) expect(spec).toContain(`>${label}<`);
  expect(hrefs(spec)).toContain("/brand/Mahindra/e-Alfa-Mini");
  expect(text).toMatch(/confirm the latest on-road price .* with the nearest authorized dealer/);
  const others = section(html, "other-models");
  expect(others).toContain("card-grid-4");
  expect(count(others, /data-testid="model-card"/)).toBe(5);
  expect(others).not.toContain("/brand/Mahindra/e-Alfa-Mini\"");
  const share = hrefs(html).find((h) => h.startsWith("https://wa.me/?text="))!;
  const message = decodeURIComponent(share.slice("https://wa.me/?text=".length));
  expect(message).toContain(sample.page("Mahindra e-Alfa Mini", "Noida").title);
  expect(message).toContain("₹1,13,100"); // e-Alfa Mini's ex-showroom price in Noida
  expect(message).toContain("http://localhost/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
});

test("a broken city segment, an unknown city or model is the error page with 404", async () => {
  for (const path of [
    "/brand/Mahindra/e-Alfa-Mini/Noida",
    "/brand/Mahindra/e-Alfa-Mini/PriceInNoida",
    "/brand/Mahindra/e-Alfa-Mini/Price-In-",
    "/brand/Mahindra/e-Alfa-Mini/Price-In-Atlantis",
    "/brand/Mahindra/No-Such-Model/Price-In-Noida",
    "/brand/Mahindra/e-Alfa-Mini/Price-In-No%C3%AFda",
  ]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
});
