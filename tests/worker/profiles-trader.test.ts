import { expect, test } from "vitest";
import { DealerProductSchema, TraderSchema } from "#app/shared/entities";
import { brandPath } from "#app/shared/rules/slug";
import { mapSearchUrl } from "#app/features/catalogue/rules/trader-profile";
import { sampleTables } from "../../seed";
import { attr, bodyText as visibleText, fetchWorker, tags } from "./helpers";

// Dealer and manufacturer pages on the sample catalogue.

const tables = sampleTables();
const listed = tables.trader_product.map((row) => DealerProductSchema.parse(row));
const named = (tName: string) => {
  const row = tables.trader.find((t) => t.tName === tName);
  if (!row) throw new Error(`no sample trader ${tName}`);
  return TraderSchema.parse(row);
};
const dealer = named("Saraswati-Automobiles"); // 3 brands, no address
const dealerWithAddress = named("Shree-Ganesh-E-Motors");
const dealerWithoutCeo = named("Kanpur-Battery-Vahan");
const maker = named("Kinetic-Green-Energy-and-Power-Solutions-Ltd");

/** The models a Product tab shows, by the links of their thumbnails. */
const thumbLinks = (html: string) => tags(html, "a", `class="thumb"`).map((a) => attr(a, "href")!);

const beforeFooter = (html: string) => html.slice(0, html.indexOf("<footer"));

async function page(path: string) {
  const res = await fetchWorker(path);
  const html = await res.text();
  return { status: res.status, html, text: visibleText(html) };
}

test("each tab of a dealer and a manufacturer answers 200 with the trader's own header", async () => {
  for (const [kind, row] of [["dealer", dealer], ["manufacturer", maker]] as const) {
    for (const tab of ["About", "Product", "Contact"]) {
      const { status, html, text } = await page(`/${kind}/${row.tName}/${tab}`);
      expect(status, `${kind} ${tab}`).toBe(200);
      expect(text).toContain(row.traderName);
      expect(text).toContain(`GST No: ${row.gstNumber}`);
      // the site's own logo, as in the site header
      expect(tags(html, "svg", `class="logo"`, `width="245"`, `height="50"`)).toHaveLength(1);
      // the tab bar: About / Product / Contact as links, the current one marked
      for (const other of ["About", "Product", "Contact"]) {
        const links = tags(html, "a", `href="/${kind}/${row.tName}/${other}"`);
        expect(links.length, `${other} link`).toBeGreaterThan(0);
        expect(links.some((a) => a.includes(`aria-current="page"`))).toBe(other === tab);
      }
    }
  }
});

test("the contact button opens a Dealer Inquiry or Manufacturer Inquiry for the trader", async () => {
  const cases = [["dealer", dealer, "Dealer Inquiry"], ["manufacturer", maker, "Manufacturer Inquiry"]] as const;
  for (const [kind, row, typeOfQuery] of cases) {
    const { html } = await page(`/${kind}/${row.tName}/About`);
    const hrefs = tags(html, "a", `class="button trader-header__contact"`).map((a) => new URL(attr(a, "href")!, "http://x"));
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]!.pathname).toBe("/enquiry");
    expect(Object.fromEntries(hrefs[0]!.searchParams)).toEqual({ typeOfQuery, traderName: row.tName });
  }
});

test("About shows the profile fields of the entity, with labels", async () => {
  const { text } = await page(`/manufacturer/${maker.tName}/About`);
  for (const [label, value] of [
    ["Established in", maker.foundationYear], ["Employees", maker.employeeCount], ["GST number", maker.gstNumber],
    ["City", maker.cityName], ["Address", maker.address], ["Legal check", maker.legalCheck],
  ]) {
    expect(text).toContain(`${label} ${value}`);
  }
  for (const type of maker.typeName) expect(text).toContain(type);
  expect(text).toContain(maker.about);
});

test("About leaves out the fields a profile does not have, and employees on dealer pages", async () => {
  const { text } = await page(`/dealer/${dealerWithoutCeo.tName}/About`);
  expect(dealerWithoutCeo.ceo).toBe("");
  expect(text).not.toContain("CEO / Owner");
  expect(text).not.toContain("Employees");
  expect(text).toContain(`Brands ${dealerWithoutCeo.brandDeal.join(" ")}`);
});

test("Product shows at most 3 brands, with up to 3 models each on dealer pages, as thumbnails to the specification", async () => {
  const { html, text } = await page(`/dealer/${dealer.tName}/Product`);
  const sections = html.split(`data-testid="brand-products"`).slice(1);
  expect(sections.length).toBeGreaterThan(0);
  expect(sections.length).toBeLessThanOrEqual(3);
  for (const [i, brand] of dealer.brandDeal.slice(0, 3).entries()) {
    const section = sections[i]!;
    const thumbs = tags(section, "img", `width="350"`, `height="220"`);
    expect(thumbs.length).toBeGreaterThan(0);
    expect(thumbs.length).toBeLessThanOrEqual(3);
    // the dealer's own listed models come first: all of them, or 3 of them when it lists more
    const own = listed.filter((p) => p.tName === dealer.tName && p.brandName === brand);
    const ownLinks = own.map((p) => brandPath(brand, p.modelName));
    const shown = thumbLinks(section);
    expect(shown).toHaveLength(thumbs.length);
    if (own.length <= 3) expect(shown.slice(0, own.length).sort()).toEqual([...ownLinks].sort());
    else expect(shown.every((href) => ownLinks.includes(href))).toBe(true);
    for (const product of own.filter((p) => shown.includes(brandPath(brand, p.modelName)))) {
      expect(tags(section, "a", `href="${brandPath(brand, product.modelName)}"`)).toHaveLength(1);
      expect(text).toContain(product.title);
    }
  }
});

test("Product shows up to 6 models per brand on manufacturer pages", async () => {
  const { html } = await page(`/manufacturer/${maker.tName}/Product`);
  const own = listed.filter((p) => p.tName === maker.tName);
  expect(own.length).toBe(6);
  expect(tags(html, "img", `width="350"`, `height="220"`)).toHaveLength(own.length);
  expect(thumbLinks(html).sort()).toEqual(own.map((p) => brandPath(p.brandName, p.modelName)).sort());
});

test("Product tops up a manufacturer's listed models from the brand's first models", async () => {
  const mahindra = named("Mahindra-Last-Mile-Mobility-Ltd");
  expect(listed.filter((p) => p.tName === mahindra.tName)).toHaveLength(1);
  const { html } = await page(`/manufacturer/${mahindra.tName}/Product`);
  const models = tables.product.filter((p) => p.brandName === "Mahindra");
  const thumbs = thumbLinks(html).filter((href) => href.startsWith("/brand/Mahindra/"));
  expect(thumbs).toHaveLength(Math.min(6, models.length));
  expect(new Set(thumbs).size).toBe(thumbs.length);
});

test("Contact shows the page title and a panel with the address, a map link and tap-to-call", async () => {
  const { html, text } = await page(`/dealer/${dealerWithAddress.tName}/Contact`);
  expect(text).toContain(`Contact ${dealerWithAddress.traderName}`);
  expect(html).toContain(`data-testid="address-panel"`);
  expect(text).toContain(dealerWithAddress.address);
  expect(tags(html, "a", "maps").map((a) => attr(a, "href"))).toEqual([mapSearchUrl(dealerWithAddress.address)]);
  // the page's own call link; the footer's grievance contact is the site's, not the dealer's
  expect(tags(beforeFooter(html), "a", `href="tel:+91`)).toHaveLength(1);
});

test("Contact shows no address panel when the address is not known", async () => {
  expect(dealer.address).toBe("");
  const { status, html } = await page(`/dealer/${dealer.tName}/Contact`);
  expect(status).toBe(200);
  expect(html).not.toContain(`data-testid="address-panel"`);
  // the page's own call link; the footer's grievance contact is the site's, not the dealer's
  expect(tags(beforeFooter(html), "a", `href="tel:+91`)).toHaveLength(1);
});

test("dealers with activate '1' show a talk-to-dealer action; others do not", async () => {
  const tables = sampleTables();
  const active = tables.trader.find((t) => t.traderType === "Dealer" && t.activate === "1")!;
  const inactive = tables.trader.find((t) => t.traderType === "Dealer" && t.activate === "0")!;
  const talk = (html: string) => tags(html, "a", "typeOfQuery=Dealer&amp;").length;
  expect(talk((await page(`/dealer/${active.tName}/About`)).html)).toBe(1);
  expect(talk((await page(`/dealer/${inactive.tName}/About`)).html)).toBe(0);
  // No mark before an enquiry was sent from this page.
  expect((await page(`/dealer/${active.tName}/About`)).html).not.toContain(`data-testid="enquiry-sent-mark"`);
});

test("an unknown dealer or manufacturer is the 404 page", async () => {
  for (const path of [
    "/dealer/No-Such-Dealer/About", "/manufacturer/No-Such-Maker/Product",
    // a dealer is no manufacturer, and the other way round
    `/manufacturer/${dealer.tName}/About`, `/dealer/${maker.tName}/Contact`,
  ]) {
    const { status, text } = await page(path);
    expect(status, path).toBe(404);
    expect(text).toContain("You entered a wrong url. Click Here to go Home Page.");
  }
});

test("a tab other than About, Product or Contact is the 404 page", async () => {
  for (const tab of ["about", "Products", "Reviews", "CONTACT"]) {
    expect((await page(`/dealer/${dealer.tName}/${tab}`)).status, tab).toBe(404);
    expect((await page(`/manufacturer/${maker.tName}/${tab}`)).status, tab).toBe(404);
  }
});

test("dealer and manufacturer pages carry their metadata title and a canonical without the query", async () => {
  const { html } = await page(`/manufacturer/${maker.tName}/Contact?sent=1`);
  const meta = tables.metadata.find((m) => m.name === "trader-contact" && m.value === maker.tName)!;
  expect(html).toContain(`<title>${meta.title}</title>`);
  expect(tags(html, "link", `rel="canonical"`).map((l) => attr(l, "href"))).toEqual([
    `http://localhost/manufacturer/${maker.tName}/Contact`,
  ]);
});
