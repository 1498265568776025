import { expect, test } from "vitest";
import { fetchWorker } from "./helpers";

// Spec-free but crawler-facing: every page's JSON-LD parses and carries the properties search
// engines require for its type.

type Ld = Record<string, unknown> & { "@type": string };

async function jsonLd(path: string): Promise<Ld[]> {
  const res = await fetchWorker(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
}

const ofType = (items: Ld[], type: string) => items.filter((i) => i["@type"] === type);

test("dealer pages describe an AutoDealer with its address in India", async () => {
  const [dealer] = ofType(await jsonLd("/dealer/Shree-Ganesh-E-Motors/About"), "AutoDealer");
  expect(dealer).toMatchObject({ "@context": "https://schema.org", name: expect.any(String), url: expect.stringContaining("/dealer/") });
  expect(dealer!.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN", addressLocality: "Noida" });
});

test("manufacturer pages describe an Organization", async () => {
  const items = await jsonLd("/manufacturer/Kinetic-Green-Energy-and-Power-Solutions-Ltd/About");
  expect(ofType(items, "Organization")[0]).toMatchObject({ name: expect.any(String), url: expect.any(String) });
});

test("blog and article pages describe an Article with a headline", async () => {
  for (const path of ["/blog/how-to-choose-an-e-rickshaw", "/article/e-rickshaw-price-list-india"]) {
    const [article] = (await jsonLd(path)).filter((i) => /Article|BlogPosting/.test(i["@type"]));
    expect(article).toMatchObject({ headline: expect.any(String), url: expect.stringContaining(path) });
  }
});

test("home describes the Organization and the WebSite", async () => {
  const items = await jsonLd("/");
  expect(ofType(items, "Organization")[0]).toMatchObject({ name: expect.any(String), url: expect.any(String) });
  expect(ofType(items, "WebSite")[0]).toMatchObject({ name: expect.any(String), url: expect.any(String) });
});

test("model pages describe a Product with an Offer in INR; model-in-city adds the city", async () => {
  const [model] = ofType(await jsonLd("/brand/Mahindra/Treo"), "Product");
  expect(model).toMatchObject({ name: expect.stringContaining("Treo"), brand: { "@type": "Brand", name: "Mahindra" } });
  expect(model!.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR", price: expect.anything() });
  const [inCity] = ofType(await jsonLd("/brand/Mahindra/Treo/Price-In-Noida"), "Product");
  expect(JSON.stringify(inCity!.offers)).toContain("Noida");
  expect(inCity!.offers).toMatchObject({ priceCurrency: "INR" });
});

test("every page with a breadcrumb carries a BreadcrumbList whose items are pages", async () => {
  for (const path of ["/brand/Mahindra/Treo/Price-In-Noida", "/city/Noida/electric-rickshaw-dealers", "/dealer/Shree-Ganesh-E-Motors/About", "/blog/how-to-choose-an-e-rickshaw"]) {
    const [list] = ofType(await jsonLd(path), "BreadcrumbList");
    const items = (list!.itemListElement as { position: number; item: string }[]);
    expect(items.length).toBeGreaterThan(1);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.at(-1)!.item).toContain(path.split("/").at(-1));
  }
});
