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
