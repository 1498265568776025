import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Context } from "hono";
import { expect, test } from "vitest";
import type { AppEnv } from "#worker/app-env";
import { createBff } from "#worker/bff/api";
import { townsFor } from "#app/features/town/server/town-cookie";
import { bodyText, fetchWorker, getPage, kvKeyCount, section, untilPageCached } from "./helpers";

// Your town first (docs/decisions/115-your-town-first.md): the picker's GET form and its cookie,
// the header's town, a chosen town's prices and dealers, the page of any town in India, and a
// shared page cache that never hands one visitor's town to another.

const MODEL = "/brand/Mahindra/e-Alfa-Mini";
const withTown = (value: string): RequestInit => ({ headers: { Cookie: `town=${value}` } });

async function pageWith(path: string, cookie: string) {
  const res = await fetchWorker(path, { ...withTown(cookie), redirect: "manual" });
  const html = await res.text();
  return { status: res.status, html, text: bodyText(html), headers: res.headers };
}

test("the picker's GET form remembers a pincode's town in a cookie (town, whole site, 180 days, SameSite=Lax) and answers 303 to the town's page of every type", async () => {
  const res = await fetchWorker("/town?q=221001", { redirect: "manual" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/town/Varanasi");
  expect(res.headers.get("Set-Cookie")).toBe("town=221001; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a catalogue town typed in the picker is remembered by its name and leads to its own page", async () => {
  const res = await fetchWorker("/town?q=kanpur", { redirect: "manual" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/town/Kanpur");
  expect(res.headers.get("Set-Cookie")).toMatch(/^town=Kanpur;/);
  // a pincode of the town is the town, also one the directory places 19 km off in its district
  for (const q of ["208001", "208006"]) {
    const pincode = await fetchWorker(`/town?q=${q}`, { redirect: "manual" });
    expect(pincode.headers.get("Set-Cookie"), q).toMatch(/^town=Kanpur;/);
    expect(pincode.headers.get("Location"), q).toBe("/town/Kanpur");
  }
});

test("a town typed in Hindi on the Hindi picker leads to the Hindi page of that town", async () => {
  const res = await fetchWorker(`/hi/town?q=${encodeURIComponent("वाराणसी")}`, { redirect: "manual" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/hi/town/Varanasi");
  expect(res.headers.get("Set-Cookie")).toMatch(/^town=Varanasi;/);
});

test("from another page the picker goes back there; a back address off this site is ignored", async () => {
  const back = await fetchWorker(`/town?q=Noida&back=${encodeURIComponent(MODEL)}`, { redirect: "manual" });
  expect(back.headers.get("Location")).toBe(MODEL);
  const offSite = await fetchWorker(`/town?q=Noida&back=${encodeURIComponent("//evil.example/x")}`, { redirect: "manual" });
  expect(offSite.headers.get("Location")).toBe("/town/Noida");
});

test("a pincode or town nobody knows shows the picker again with what to type, 400, and sets no cookie", async () => {
  for (const q of ["999999", "Atlantis", "12345"]) {
    const res = await fetchWorker(`/town?q=${q}`, { redirect: "manual" });
    expect(res.status, q).toBe(400);
    expect(res.headers.get("Set-Cookie") ?? "", q).not.toMatch(/town=/);
    expect(bodyText(await res.text()), q).toContain(`We could not find “${q}”. Type a 6-digit pincode or the name of your town.`);
  }
});

test("forgetting the town clears the cookie and goes back", async () => {
  const res = await fetchWorker(`/town?clear=1&back=${encodeURIComponent(MODEL)}`, { ...withTown("Noida"), redirect: "manual" });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(MODEL);
  expect(res.headers.get("Set-Cookie")).toBe("town=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
});

test("the header names the chosen town with a change link back to this page", async () => {
  const page = await pageWith(MODEL, "Noida");
  const line = section(page.html, "town-line");
  expect(bodyText(line)).toBe("Your town: Noida Change");
  expect(line).toContain(`href="/town?back=${encodeURIComponent(MODEL)}"`);
  const hindi = await pageWith(`/hi${MODEL}`, "Noida");
  expect(bodyText(section(hindi.html, "town-line"))).toBe("आपका शहर: नोएडा बदलें");
});

test("home with a chosen town offers one tap back to the town's page", async () => {
  const varanasi = await pageWith("/", "221001");
  expect(section(varanasi.html, "town-open")).toContain('href="/town/Varanasi"');
  const kanpur = await pageWith("/hi", "208001");
  expect(bodyText(section(kanpur.html, "town-open"))).toBe("कानपुर में इलेक्ट्रिक वाहन, कीमतें और डीलर");
  expect(section(kanpur.html, "town-open")).toContain('href="/hi/town/Kanpur"');
});

test("a bad town cookie is ignored, never an error: the page has no town", async () => {
  for (const value of ["%E0%A4", "<script>", "999999", "Atlantis", "a".repeat(500), "%"]) {
    const page = await pageWith(MODEL, value);
    expect(page.status, value).toBe(200);
    expect(bodyText(section(page.html, "town-line")), value).toBe("Choose your town");
    expect(page.html, value).not.toContain('data-testid="town-price"');
  }
});

test("a model page shows the chosen town's price, else the nearest town's labelled with its distance, and dealers near the town", async () => {
  const noida = await pageWith(MODEL, "Noida");
  expect(bodyText(section(noida.html, "town-price-line"))).toMatch(/^Price in Noida: On-road ₹\d{1,2}(,\d\d)*,\d{3}$/);
  expect(bodyText(section(noida.html, "town-dealers"))).toContain("Shree Ganesh E-Motors Noida");
  const varanasi = await pageWith(MODEL, "221001");
  expect(bodyText(section(varanasi.html, "town-price-line"))).toMatch(/^Price in Gorakhpur, 159 km away: On-road ₹/);
  expect(section(varanasi.html, "town-price")).toContain('href="/brand/Mahindra/e-Alfa-Mini/Price-In-Gorakhpur"');
  expect(bodyText(section(varanasi.html, "town-dealers"))).toMatch(/km away/);
});

test("the model page's price links start with the chosen town, then the nearest", async () => {
  const links = (html: string) => [...section(html, "model-city-links").matchAll(/Price-In-([A-Za-z]+)"/g)].map((m) => m[1]);
  expect(links((await pageWith(MODEL, "Kanpur")).html).slice(0, 2)).toEqual(["Kanpur", "Lucknow"]);
  expect(links((await pageWith(MODEL, "221001")).html)[0]).toBe("Gorakhpur");
});

test("a type's page keeps one figure per model with a chosen town, and leads to the type in that town, whose list is the town's prices", async () => {
  const page = await pageWith("/three-wheeler/e-rickshaw", "Noida");
  const cards = section(page.html, "type-cards");
  // each model at its lowest price, as the table and the sort have it: Jezza Classic ₹82,000 in Ghaziabad first
  expect(bodyText(cards)).toMatch(/^Jezza Classic ₹82,000 Ghaziabad/);
  expect(bodyText(cards)).not.toContain("Price in Noida");
  expect(section(page.html, "type-in-your-town")).toContain('href="/e-rickshaw/Noida"');
  // Noida's own list: its 22 e-rickshaws at Noida's prices, from ₹85,000 (the town's page says so too)
  const town = await getPage("/e-rickshaw/Noida");
  expect(bodyText(section(town.html, "city-cards"))).toMatch(/₹85,000/);
  expect(section(town.html, "city-cards")).toContain("/Price-In-Noida");
});

test("a town with no page of its own is 200, indexable at its canonical name, says no dealers are listed there yet and lists the nearest towns with dealers in km", async () => {
  const page = await getPage("/e-rickshaw/varanasi");
  expect(page.status).toBe(200);
  expect(page.headers.get("X-Robots-Tag")).toBeNull();
  expect(page.html).toContain('<meta name="robots" content="index, follow"/>');
  expect(page.html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/e-rickshaw\/Varanasi"\/>/);
  expect(page.text).toContain("No E Rickshaw dealers are listed in Varanasi yet.");
  const towns = bodyText(section(page.html, "dealer-towns"));
  expect(towns).toMatch(/^See dealers in Gorakhpur 159 km away See dealers in RaeBareli \d+ km away/);
  expect(section(page.html, "dealer-towns")).toContain('href="/city/Gorakhpur/electric-rickshaw-dealers"');
  // each model sold nearest carries an enquiry from Varanasi, which routing sends to the nearest dealers
  expect(section(page.html, "models-near")).toMatch(/href="\/enquiry\?typeOfQuery=Find\+Dealer&amp;brandName=[^"]+&amp;cityName=Varanasi"/);
  const hindi = await getPage("/hi/e-rickshaw/Varanasi");
  expect(hindi.status).toBe(200);
  expect(hindi.text).toContain("वाराणसी में अभी कोई ई-रिक्शा डीलर लिस्ट नहीं है।");
});

test("a town the directory names by district or office in any case has the page too; the catalogue's towns keep theirs", async () => {
  expect((await getPage("/e-rickshaw/varanasi")).status).toBe(200);
  const listed = await getPage("/e-rickshaw/Noida");
  expect(listed.status).toBe(200);
  expect(listed.html).toContain('<meta name="robots" content="index, follow"/>');
});

test("a malformed or unknown town is still the 404 page", async () => {
  for (const path of ["/e-rickshaw/Atlantis", "/e-rickshaw/Varanasi1", `/e-rickshaw/${encodeURIComponent("वाराणसी")}`, "/no-such-type/Varanasi", "/e-rickshaw/City_xyzzy"]) {
    const page = await getPage(path);
    expect(page.status, path).toBe(404);
  }
});

test("a page for a chosen town is never served from the shared cache, nor stored in it for another visitor", async () => {
  await (await fetchWorker(MODEL)).text();
  expect((await untilPageCached(MODEL)).status).toBe(200);
  const noida = await pageWith(MODEL, "Noida");
  expect(noida.headers.get("X-Cache")).toBe("BYPASS");
  expect(noida.headers.get("Cache-Control")).toBe("private, no-store");
  expect(noida.headers.get("Vary")).toBe("Cookie");
  expect(noida.text).toContain("Price and dealers near Noida");
  const kanpur = await pageWith(MODEL, "Kanpur");
  expect(kanpur.text).toContain("Price and dealers near Kanpur");
  expect(kanpur.text).not.toContain("Noida:");
  const anonymous = await fetchWorker(MODEL);
  expect(anonymous.headers.get("X-Cache")).toBe("HIT");
  const text = bodyText(await anonymous.text());
  expect(text).not.toContain("Price and dealers near");
  expect(text).toContain("Choose your town");
});

test("a town's page rendered first is not what the next visitor without a town gets", async () => {
  const path = "/brand/Mahindra";
  await (await pageWith(path, "Lucknow")).text;
  const res = await fetchWorker(path);
  expect(res.headers.get("X-Cache")).toBe("MISS");
  expect(bodyText(await res.text())).not.toContain("Your town: Lucknow");
});

test("visitors of many towns add no page cache entries or KV keys beyond the catalogue's own answers", async () => {
  await (await pageWith(MODEL, "221001")).text;
  const keys = await kvKeyCount();
  for (const pincode of ["221002", "221003", "221004", "221005"]) {
    const page = await pageWith(MODEL, pincode);
    expect(page.headers.get("X-Cache")).toBe("BYPASS");
  }
  expect(await kvKeyCount()).toBe(keys);
});

/** One request's towns over the real BFF, with the name of every call it looks up noted. */
function notedTowns() {
  const bff = createBff(env, createExecutionContext());
  const asked: string[] = [];
  const lookup: typeof bff.lookup = (name, query) => {
    asked.push(name);
    return bff.lookup(name, query);
  };
  const c = { var: { bff: { ...bff, lookup } }, env, req: { header: () => undefined } } as unknown as Context<AppEnv>;
  return { towns: townsFor(c), asked };
}

test("words that name no town read no list of towns: a typed name asks the catalogue for that one town, the whole list only to place a directory town", async () => {
  const words = notedTowns();
  expect(await words.towns.find({ kind: "name", name: "e rikshaw" })).toBeNull();
  expect(words.asked).toEqual(["getCityByName"]);
  const noida = notedTowns();
  expect((await noida.towns.find({ kind: "name", name: "noida" }))?.catalogueTown).toBe("Noida");
  expect(noida.asked).toEqual(["getCityByName"]);
  const varanasi = notedTowns();
  const place = await varanasi.towns.find({ kind: "name", name: "Varanasi" });
  expect(place).toMatchObject({ name: "Varanasi", catalogueTown: null });
  expect(varanasi.asked).toEqual(["getCityByName", "getCity"]);
});

test("the town picker names the visitor's town in the page's language: Noida, नोएडा", async () => {
  const english = await pageWith("/town", "Noida");
  expect(bodyText(section(english.html, "town-current"))).toContain("Your town now: Noida");
  const hindi = await pageWith("/hi/town", "Noida");
  expect(bodyText(section(hindi.html, "town-current"))).toContain("अभी आपका शहर: नोएडा");
});
