import { expect, test } from "vitest";
import type { Price } from "#app/domain/entities";
import { formatInr } from "#app/domain/billing/money";
import { modelCityPath } from "#app/domain/rules/paths";
import { priceBreakup, priceHeadline } from "#app/domain/rules/price-breakup";
import { priceLabel } from "#app/domain/rules/price-label";
import { en } from "#app/components/catalogue/messages";
import { priceText } from "#app/i18n/use-messages";
import { count, decode, getPage, hrefs, metaContent, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

const pathOf = (r: Price) => modelCityPath(r.brandName, r.name, r.cityName);
const find = (pred: (r: Price) => boolean) => {
  const row = sample.prices().find(pred);
  if (!row) throw new Error("the sample catalogue has no such price row");
  return row;
};

test("model in city: title, brand and type links, headline, location, contact button labelled by the row", async () => {
  const row = sample.price("Mahindra", "e-Alfa Mini", "Noida");
  const page = sample.page("Mahindra e-Alfa Mini", "Noida");
  const { status, html, text } = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(status).toBe(200);
  expect(html).toContain(`<title>${page.title}</title>`);
  expect(text).toContain(page.h1);
  expect(hrefs(html)).toEqual(expect.arrayContaining(["/brand/Mahindra", "/three-wheeler/e-rickshaw"]));
  const headline = priceHeadline(row);
  expect(visibleText(section(html, "price-headline"))).toBe(`${priceText(en, headline.label)}: ${headline.text}`);
  expect(text).toContain("Location: Noida");
  const label = priceLabel(row);
  expect(hrefs(html)).toContain(`/enquiry?typeOfQuery=${encodeURIComponent(label).replaceAll("%20", "+")}&brandName=Mahindra&modelName=e-Alfa+Mini&cityName=Noida`);
  expect(metaContent(html, "og:url")).toBe("http://localhost/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
});

test("price breakup: dashes for zero, extras only when nonzero, on-road price is the sum, delivery As Applicable", async () => {
  const row = find((r) => (r.rto > 0 || r.insurance > 0 || r.otherCharge > 0) && r.warranty === 0 && r.otherCharge === 0 && r.deliveryFlag && r.exShowroomPrice > 0);
  const { html } = await getPage(pathOf(row));
  const table = decode(section(html, "price-breakup"));
  const breakup = priceBreakup(row);
  expect(breakup.showBreakup).toBe(true);
  for (const line of breakup.lines) expect(table).toContain(`<th scope="row">${priceText(en, line.label)}</th><td class="num">${priceText(en, line.text)}</td>`);
  expect(table).toContain(`<td class="num">-</td>`); // other charge 0
  expect(table).not.toContain("Extended Warranty");
  expect(table).toContain(formatInr(row.exShowroomPrice + row.rto + row.insurance + row.accessory));
  expect(table).toContain(">As Applicable<");
});

test("price breakup: extended warranty and accessory rows appear when nonzero", async () => {
  const row = find((r) => (r.rto > 0 || r.insurance > 0 || r.otherCharge > 0) && r.warranty > 0 && r.accessory > 0);
  const table = decode(section((await getPage(pathOf(row))).html, "price-breakup"));
  expect(table).toContain(`<th scope="row">Extended Warranty</th><td class="num">${formatInr(row.warranty)}</td>`);
  expect(table).toContain(`<th scope="row">Accessory</th><td class="num">${formatInr(row.accessory)}</td>`);
});

test("the whole breakup is shown only if RTO, insurance or other charge is nonzero", async () => {
  const row = find((r) => r.rto === 0 && r.insurance === 0 && r.otherCharge === 0 && r.exShowroomPrice > 0);
  const { status, html } = await getPage(pathOf(row));
  expect(status).toBe(200);
  expect(section(html, "price-breakup")).toBe("");
});

test("headline: EMI per month when emi is set, else ex-showroom price, else View Latest Offer", async () => {
  const emi = find((r) => r.emi > 0);
  expect((await getPage(pathOf(emi))).text).toContain(`EMI per month: ${formatInr(emi.emi)}`);
  const none = find((r) => r.emi === 0 && r.exShowroomPrice === 0);
  const page = await getPage(pathOf(none));
  expect(section(page.html, "price-headline")).toContain(">View Latest Offer</a>");
});

test("exclusive offers show the offer, written as plain text, with its bold words and bullets, and a Talk To Dealer button", async () => {
  const row = find((r) => r.offer.startsWith("**Exchange bonus:**"));
  const { html, text } = await getPage(pathOf(row));
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
  expect(message).toContain(formatInr(sample.price("Mahindra", "e-Alfa Mini", "Noida").exShowroomPrice));
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
