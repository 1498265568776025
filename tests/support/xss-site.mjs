import { importTs } from "../../scripts/lib.mjs";
import { startSeededSite } from "./seeded-site.mjs";

// A site whose catalogue holds XSS payloads in every kind of HTML field, one payload per product,
// price row, blog, article and dealer, so that each renders on pages of its own: a payload that
// broke out of its field cannot hide another's result (served by ./seeded-site.mjs).

/** The pages showing payload i, with the fields each shows. */
export function xssPages(i) {
  return [
    { path: `/brand/Xss/P${i}`, fields: "aboutProduct" },
    { path: `/brand/Xss/P${i}/Price-In-Noida`, fields: "aboutProduct, offer, page about" },
    { path: `/blog/xss-${i}`, fields: "blog html and other" },
    { path: `/article/xss-${i}`, fields: "article intro, content sections, image and reference URLs" },
    { path: `/dealer/Xss-Dealer-${i}/About`, fields: "dealer about, capability, infrastructure, other" },
  ];
}

/** Rows carrying payload i in every HTML field (and the article's text and URL fields). */
function rowsFor(payload, i) {
  const product = `P${i}`;
  return {
    product: [{ brandName: "Xss", name: product, categoryName: "three wheeler", typeName: "e rickshaw", aboutProduct: payload, position: 10000 + i }],
    price: [{ brandName: "Xss", name: product, cityName: "Noida", exShowroomPrice: 100000, offer: payload, type: "e rickshaw" }],
    metadata: [
      { name: `Xss ${product}`, value: "Noida", h1: `Xss ${product}`, about: payload },
      { name: "blog", value: `xss-${i}`, h1: `Xss ${i}`, about: payload },
      { name: "article", value: `xss-${i}`, h1: `Xss ${i}`, about: payload },
      { name: "dealer-about", value: `Xss-Dealer-${i}`, h1: `Xss Dealer ${i}`, about: payload },
    ],
    blog: [{ url: `xss-${i}`, category: "news", name: `Xss ${i}`, activate: "1", html: payload, other: payload }],
    article: [{
      name: "article", url: `xss-${i}`, h1: `Xss ${i}`, p: payload, h2: payload, imgUrl: payload, imgAlt: payload,
      content: [{ h3: payload, p1: [payload], imgUrl: payload, imgAlt: payload, li: [payload], p2: [payload], ref: [payload] }],
      ref: [{ url: payload, alt: payload }],
    }],
    trader: [{
      tName: `Xss-Dealer-${i}`, traderName: `Xss Dealer ${i}`, traderType: "Dealer", about: payload, ourCapability: payload,
      infrastructure: payload, other: payload, cityName: "Noida", activate: "1",
    }],
  };
}

async function statements(payloads) {
  const { insertStatements } = await importTs("seed/sql.ts");
  const tables = {};
  payloads.forEach((payload, i) => {
    for (const [table, rows] of Object.entries(rowsFor(payload, i))) (tables[table] ??= []).push(...rows);
  });
  return [
    ...insertStatements("brand", ["brandName", "popularity"], [{ brandName: "Xss", popularity: 0 }]),
    ...Object.entries(tables).flatMap(([table, rows]) => insertStatements(table, Object.keys(rows[0]), rows)),
  ];
}

/**
 * Serves build/ with the sample catalogue and the payloads. `port` 0 takes a free one.
 * @param {{ payloads: string[], port?: number }} options
 */
export async function startXssSite({ payloads, port = 0 }) {
  return startSeededSite({ port, vars: { HTML_CACHE_TTL: "0" }, statements: await statements(payloads) });
}
