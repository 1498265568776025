import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { bodyText, breadcrumbNav, crumbLabels, fetchWorker, getPage, section } from "./helpers";

// A town keeps the buyer's need (docs/decisions/147): from a type's page the town choice returns to
// that type in the town; from home it opens the town's page of every vehicle type sold near it,
// each with its models, lowest price (the town's own, or the nearest pricing town's, named with its
// distance) and nearest dealers. The figures are the sample's (seed), written out.

/** Each type's box on a town's page, as its visible text. */
function typeBoxes(html: string): string[] {
  return [...section(html, "town-types").matchAll(/<li class="town-type"[\s\S]*?(?=<li class="town-type"|$)/g)].map((m) => bodyText(m[0]));
}
const withTown = (value: string): RequestInit => ({ headers: { Cookie: `town=${value}` }, redirect: "manual" });

test("from home a town opens its page of every type sold near it: each type's models, lowest price and where, and nearest dealers, linking to the type in the town", async () => {
  const page = await getPage("/town/Varanasi");
  expect(page.status).toBe(200);
  expect(page.text).toContain("Electric Vehicles in Varanasi");
  const boxes = typeBoxes(page.html);
  // the sample's 14 listable types, every one priced somewhere, in the site's order of types
  expect(boxes).toHaveLength(14);
  expect(boxes.map((b) => b.split(/ \d+ models?/)[0])).toEqual([
    "E Rickshaw", "E Rickshaw Loader", "Electric Auto Rickshaw", "Closed Body E Rickshaw Loader", "Electric Scooter", "Electric Cycle",
    "Electric Food Van", "Electric School Van", "Electric Bike", "Electric Garbage Van", "Electric Golf Cart", "Utility Vehicles",
    "Diesel Auto Rickshaw", "CNG Auto Rickshaw",
  ]);
  // Varanasi prices no e-rickshaw: Gorakhpur's 22, from NRJ Yatri Eco at ₹84,300, 159 km from Varanasi; its dealer Gorakh E-Motors
  expect(boxes[0]).toBe(
    "E Rickshaw 22 models · Lowest ex-showroom price: ₹84,300 Price in Gorakhpur, 159 km away Nearest dealers · Gorakhpur, 159 km away Gorakh E-Motors All E Rickshaw dealers in Gorakhpur See E Rickshaw models in Varanasi",
  );
  const first = section(page.html, "town-types");
  expect(first).toContain('href="/e-rickshaw/Varanasi"');
  expect(first).toContain('href="/electric-scooter/Varanasi"');
  expect(first).toContain('href="/dealer/Gorakh-E-Motors/About"');
  expect(first).toContain('href="/city/Gorakhpur/electric-rickshaw-dealers"');
});

test("a catalogue town's page gives its own figures, and the nearest town's for a type it does not price", async () => {
  const boxes = typeBoxes((await getPage("/town/Noida")).html);
  // Noida's own 22 e-rickshaws from ₹85,000, and its own dealers (activated first)
  expect(boxes[0]).toBe("E Rickshaw 22 models · Lowest ex-showroom price: ₹85,000 Price in Noida Nearest dealers · Noida Noida E-Rickshaw Point Shree Ganesh E-Motors All E Rickshaw dealers in Noida See E Rickshaw models in Noida");
  // no scooter is priced in Noida: Agra's 26, 163 km between the catalogue's centres of the two towns
  expect(boxes[4]).toMatch(/^Electric Scooter 26 models · Lowest ex-showroom price: ₹43,100 Price in Agra, 163 km away Nearest dealers · Agra, 163 km away /);
  // read here from Agra's scooter rows themselves: 26 models, one "Contact Us For Price" (0, never the lowest), the least published ₹43,100
  const { results } = await env.DB.prepare(
    "SELECT COUNT(*) AS models, SUM(exShowroomPrice = 0) AS unpriced, MIN(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END) AS least FROM price WHERE cityName = 'Agra' AND type = 'electric scooter'",
  ).all<{ least: number; models: number; unpriced: number }>();
  expect(results[0]).toEqual({ models: 26, unpriced: 1, least: 43_100 });
});

test("a town's page is indexable at the town's canonical name, in both languages; an unknown town, or a name no address carries, is the 404 page", async () => {
  const page = await getPage("/town/varanasi");
  expect(page.status).toBe(200);
  expect(page.html).toContain('<meta name="robots" content="index, follow"/>');
  expect(page.html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/town\/Varanasi"\/>/);
  expect(page.html).toContain("<title>Electric Vehicles in Varanasi: Prices and Dealers</title>");
  const hindi = await getPage("/hi/town/Varanasi");
  expect(hindi.status).toBe(200);
  expect(hindi.text).toContain("वाराणसी में इलेक्ट्रिक वाहन");
  expect(typeBoxes(hindi.html)[0]).toMatch(/^ई-रिक्शा 22 मॉडल · सबसे कम एक्स-शोरूम कीमत: ₹84,300 गोरखपुर में कीमत, 159/);
  expect(hindi.html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/hi\/town\/Varanasi"\/>/);
  for (const path of ["/town/Atlantis", "/town/Varanasi1", `/town/${encodeURIComponent("वाराणसी")}`, "/hi/town/Atlantis"]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
});

test("the breadcrumb of a town's page leads back to the town picker, in either language", async () => {
  const page = await getPage("/town/Noida");
  expect(crumbLabels(page.html)).toEqual(["Home", "Choose your town", "Noida"]);
  expect(breadcrumbNav(page.html)).toContain('<a href="/town"');
  expect(crumbLabels((await getPage("/hi/town/Noida")).html)).toEqual(["होम", "अपना शहर चुनें", "नोएडा"]);
});

test("from a type's page the town choice returns to that type in the town, in either language; a type no list has is left out", async () => {
  const scooter = await fetchWorker(`/town?q=221001&type=${encodeURIComponent("electric scooter")}`, { redirect: "manual" });
  expect(scooter.status).toBe(303);
  expect(scooter.headers.get("Location")).toBe("/electric-scooter/Varanasi");
  expect(scooter.headers.get("Set-Cookie")).toMatch(/^town=221001;/);
  const hindi = await fetchWorker(`/hi/town?q=${encodeURIComponent("लखनऊ")}&type=e+rickshaw&back=%2Fthree-wheeler%2Fe-rickshaw`, { redirect: "manual" });
  expect(hindi.headers.get("Location")).toBe("/hi/e-rickshaw/Lucknow");
  const bogus = await fetchWorker("/town?q=221001&type=flying+car", { redirect: "manual" });
  expect(bogus.headers.get("Location")).toBe("/town/Varanasi");
  // the picker page keeps the type for its form
  const picker = await getPage("/town?type=electric+scooter&back=%2Ftwo-wheeler%2Felectric-scooter");
  expect(section(picker.html, "town-picker")).toContain('<input type="hidden" name="type" value="electric scooter"/>');
});

test("the header's town link carries the type in view on a type's page and a type in a town, and none elsewhere", async () => {
  const line = async (path: string) => section(await (await fetchWorker(path, withTown("Noida"))).text(), "town-line");
  expect(await line("/two-wheeler/electric-scooter")).toContain(`href="/town?back=%2Ftwo-wheeler%2Felectric-scooter&amp;type=electric+scooter"`);
  expect(await line("/hi/e-rickshaw/Noida")).toContain(`href="/hi/town?back=%2Fe-rickshaw%2FNoida&amp;type=e+rickshaw"`);
  expect(await line("/brand/Mahindra")).toContain(`href="/town?back=%2Fbrand%2FMahindra"`);
  expect(await line("/")).toContain('href="/town"');
});

test("a chosen town on a type's page offers that type in the town", async () => {
  const res = await fetchWorker("/two-wheeler/electric-scooter", withTown("221001"));
  expect(section(await res.text(), "type-in-your-town")).toContain('href="/electric-scooter/Varanasi"');
});
