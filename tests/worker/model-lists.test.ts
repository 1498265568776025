import { expect, test } from "vitest";
import { canonicalPage } from "#worker/page-query";
import { bodyText, count, fetchWorker, getPage, section } from "./helpers";

// Lists a buyer can narrow (docs/decisions/148): every model list of a type, in India and in a
// town, sorted by price or range and narrowed by budget and battery with GET forms, a page of 24 at
// a time, one address per page. The expected orders are the sample's own figures (each model's
// cheapest price row and its range, seed), written out by hand.

/** The models of a page's list, in the order shown: the table's on a type page, the cards' elsewhere. */
function models(html: string, testId: string): string[] {
  return [...section(html, testId).matchAll(/<span class="card-title">([^<]+)<\/span>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}
const nextLink = (html: string) => /data-testid="list-next" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
const location = async (path: string) => {
  const res = await fetchWorker(path, { redirect: "manual" });
  await res.text();
  return { status: res.status, location: res.headers.get("Location") };
};

test("a type's list is cheapest first, ties by brand and model, 24 a page, and the next page starts at the 25th model", async () => {
  const first = await getPage("/two-wheeler/electric-scooter");
  expect(first.status).toBe(200);
  const shown = models(first.html, "type-cards");
  // Lohia Oma Star ₹42,700; Hero Electric Flash LX ₹44,600; Hero Electric Atria LX ₹46,600 (their cheapest towns' prices)
  expect(shown.slice(0, 3)).toEqual(["Lohia Oma Star", "Hero Electric Flash LX", "Hero Electric Atria LX"]);
  // Ather 450S and Ola S1 Pro are both ₹1,26,100: Ather first
  expect(shown.indexOf("Ather 450S") + 1).toBe(shown.indexOf("Ola S1 Pro"));
  expect(shown).toHaveLength(24);
  // the 25th of the 26 scooters, TVS iQube ST at ₹1,50,400, starts the second page
  expect(nextLink(first.html)).toBe("/two-wheeler/electric-scooter?from=TVS%2FiQube+ST");
  const second = await getPage("/two-wheeler/electric-scooter?from=TVS%2FiQube+ST");
  expect(second.status).toBe(200);
  expect(models(second.html, "type-cards")).toEqual(["TVS iQube ST", "Vida V1 Pro"]);
  expect(nextLink(second.html)).toBeNull();
  const hindi = await getPage("/hi/two-wheeler/electric-scooter");
  expect(nextLink(hindi.html)).toBe("/hi/two-wheeler/electric-scooter?from=TVS%2FiQube+ST");
  expect(bodyText(section(hindi.html, "list-next"))).toMatch(/^आगे के .+ मॉडल$/);
});

test("sorted by range, the longest range a charge gives comes first, then the cheaper of two alike", async () => {
  const page = await getPage("/three-wheeler/e-rickshaw?sort=range");
  expect(page.status).toBe(200);
  const shown = models(page.html, "type-cards");
  // 110 km: Mayuri Super (Li-ion) ₹1,45,500, Kinetic Green Safar Smart ₹1,50,400; 100 km: Mayuri Grand ₹1,21,300,
  // YC Electric Yatri Super ₹1,28,000, Terra Motors Y4A Plus ₹1,50,400
  expect(shown.slice(0, 5)).toEqual(["Mayuri Super (Li-ion)", "Kinetic Green Safar Smart", "Mayuri Grand", "YC Electric Yatri Super", "Terra Motors Y4A Plus"]);
  // 70 km last: Jezza Classic ₹82,000, then NRJ Yatri Eco ₹83,400
  expect(shown.slice(-2)).toEqual(["Jezza Classic", "NRJ Yatri Eco"]);
  expect(shown).toHaveLength(22);
  // each card and table row says the range it is sorted by
  expect(bodyText(section(page.html, "type-cards"))).toContain("110 km/charge");
  expect(section(page.html, "type-prices")).toContain('<span class="table-note">110 km/charge</span>');
});

test("narrowed by budget and battery, a list shows only the models in that band with that battery, in the order asked", async () => {
  // lithium e-rickshaws from ₹1,00,001 to ₹1,50,000: Lohia Narain ICE ₹1,40,700 and Mayuri Super (Li-ion) ₹1,45,500
  // (Kinetic Green Safar Smart and Terra Motors Y4A Plus, ₹1,50,400, are in the next band)
  const byPrice = await getPage("/three-wheeler/e-rickshaw?battery=lithium&budget=100000-150000");
  expect(byPrice.status).toBe(200);
  expect(models(byPrice.html, "type-cards")).toEqual(["Lohia Narain ICE", "Mayuri Super (Li-ion)"]);
  const byRange = await getPage("/three-wheeler/e-rickshaw?sort=range&battery=lithium&budget=100000-150000");
  // 110 km before 85 km
  expect(models(byRange.html, "type-cards")).toEqual(["Mayuri Super (Li-ion)", "Lohia Narain ICE"]);
  // the form shows what is chosen, and the way back to every model
  const form = section(byRange.html, "list-narrow");
  expect(form).toMatch(/<option value="range" selected="">/);
  expect(form).toMatch(/<option value="lithium" selected="">/);
  expect(form).toMatch(/<option value="100000-150000" selected="">₹1,00,000 to ₹1,50,000<\/option>/);
  expect(section(byRange.html, "list-clear")).toContain('href="/three-wheeler/e-rickshaw"');
  // the e-rickshaws run from ₹82,000 to ₹1,50,400: the budgets offered are ₹50,000–1,00,000, ₹1,00,000–1,50,000 and ₹1,50,000–2,00,000
  expect([...form.matchAll(/<option value="(\d+-\w+)"/g)].map((m) => m[1])).toEqual(["50000-100000", "100000-150000", "150000-200000"]);
  // a budget nothing is in: none shown, said so, 200
  const none = await getPage("/three-wheeler/e-rickshaw?budget=0-50000");
  expect(none.status).toBe(200);
  expect(count(section(none.html, "type-cards"), /data-testid="price-card"/)).toBe(0);
  expect(bodyText(section(none.html, "list-none"))).toBe("No E Rickshaw model matches these choices. Show every E Rickshaw model");
  // every scooter is lithium: no battery to choose
  expect(section((await getPage("/two-wheeler/electric-scooter")).html, "list-narrow")).not.toContain('name="battery"');
});

test("a sorted, narrowed or later page is noindex, follow with the list's own address as its canonical; the list itself is indexed", async () => {
  const own = await getPage("/three-wheeler/e-rickshaw");
  expect(own.html).toContain('<meta name="robots" content="index, follow"/>');
  for (const path of ["/three-wheeler/e-rickshaw?sort=range", "/three-wheeler/e-rickshaw?battery=lead-acid", "/three-wheeler/e-rickshaw?budget=50000-100000", "/e-rickshaw/Noida?sort=range", "/hi/e-rickshaw/Varanasi?battery=lithium"]) {
    const page = await getPage(path);
    expect(page.status, path).toBe(200);
    expect(page.html, path).toContain('<meta name="robots" content="noindex, follow"/>');
    const listPath = path.split("?")[0]!;
    expect(page.html, path).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${listPath}"/>`));
  }
  const later = await getPage("/two-wheeler/electric-scooter?from=TVS%2FiQube+ST");
  expect(later.html).toContain('<meta name="robots" content="noindex, follow"/>');
});

test("a choice no list takes is said beside its field with 400, the list shown without it; nothing in the address makes a 500", async () => {
  const sort = await getPage("/three-wheeler/e-rickshaw?sort=cheap");
  expect(sort.status).toBe(400);
  expect(sort.text).toContain("“cheap” is not a way to sort this list: it is shown lowest price first.");
  expect(count(section(sort.html, "type-cards"), /data-testid="price-card"/)).toBe(22);
  expect(sort.html).toContain('<meta name="robots" content="noindex, follow"/>');
  const budget = await getPage("/e-rickshaw/Noida?budget=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(budget.status).toBe(400);
  expect(budget.html).not.toContain("<script>alert(1)");
  expect(budget.text).toContain("“<script>alert(1)</script>” is not a budget this list knows: it is shown in every budget.");
  // every scooter is lithium, so no battery is offered: the wrong one is still said
  const scooters = await getPage("/two-wheeler/electric-scooter?battery=nimh");
  expect(scooters.status).toBe(400);
  expect(scooters.text).toContain("“nimh” is not a battery this list knows: it is shown with every battery.");
  const hindi = await getPage("/hi/e-rickshaw/Varanasi?battery=nimh");
  expect(hindi.status).toBe(400);
  expect(hindi.text).toContain("“nimh” इस सूची की कोई बैटरी नहीं है: यह हर बैटरी के साथ दिखाई गई है।");
  // never stored: the next visitor of the bad address is answered afresh, the same way
  expect((await fetchWorker("/three-wheeler/e-rickshaw?sort=cheap")).headers.get("X-Cache")).not.toBe("HIT");
  const odd = ["%00", "%E0%A4", "x".repeat(300), "सस्ता", "0-0", "1000000-plus%20", "../../etc", "%ZZ"];
  for (const field of ["sort", "battery", "budget", "from"]) {
    for (const value of odd) {
      for (const list of ["/three-wheeler/e-rickshaw", "/e-rickshaw/Noida", "/e-rickshaw/Varanasi"]) {
        const res = await fetchWorker(`${list}?${field}=${value}`, { redirect: "manual" });
        await res.text();
        expect([200, 302, 400], `${list}?${field}=${value}`).toContain(res.status);
      }
    }
  }
});

test("each page of a list has one address: a page start in another spelling, or one the narrowing leaves out, goes to the page's own first model; one naming no model, to the first page", async () => {
  expect(await location("/two-wheeler/electric-scooter?from=tvs%2Fiqube+st")).toEqual({ status: 302, location: "/two-wheeler/electric-scooter?from=TVS%2FiQube+ST" });
  expect(await location("/two-wheeler/electric-scooter?from=Nobody%2FNothing")).toEqual({ status: 302, location: "/two-wheeler/electric-scooter" });
  expect(await location("/hi/two-wheeler/electric-scooter?from=garbage")).toEqual({ status: 302, location: "/hi/two-wheeler/electric-scooter" });
  // Atul Elite (lead-acid, ₹1,15,400) in the lithium list: the first lithium e-rickshaw from its price is Lohia Narain ICE (₹1,40,700)
  expect(await location("/three-wheeler/e-rickshaw?battery=lithium&from=Atul%2FElite")).toEqual({ status: 302, location: "/three-wheeler/e-rickshaw?battery=lithium&from=Lohia%2FNarain+ICE" });
  expect((await getPage("/three-wheeler/e-rickshaw?battery=lithium&from=Lohia%2FNarain+ICE")).status).toBe(200);
});

test("a form that sends every field names the same page as an address naming only what differs: the defaults and other parameters are left out", () => {
  const canonical = (path: string) => {
    const url = canonicalPage(new URL(`https://site.example${path}`));
    return url.pathname + url.search;
  };
  expect(canonical("/three-wheeler/e-rickshaw?sort=price&budget=&battery=")).toBe("/three-wheeler/e-rickshaw");
  expect(canonical("/hi/e-rickshaw/Noida?sort=range&budget=&battery=lithium&utm_source=x")).toBe("/hi/e-rickshaw/Noida?battery=lithium&sort=range");
  expect(canonical("/two-wheeler/electric-scooter?more=2&from=TVS%2FiQube+ST")).toBe("/two-wheeler/electric-scooter?from=TVS%2FiQube+ST");
});

test("a type in a town lists the town's own models; a town without its own prices lists the nearest town's, each named with its distance, narrowed the same way", async () => {
  // Noida's lithium e-rickshaws by range: Mayuri Super (Li-ion) and Kinetic Green Safar Smart 110 km (₹1,47,000, ₹1,58,100),
  // Terra Motors Y4A Plus 100 km, Lohia Narain ICE 85 km
  const noida = await getPage("/e-rickshaw/Noida?sort=range&battery=lithium");
  expect(noida.status).toBe(200);
  expect(models(noida.html, "city-cards")).toEqual(["Mayuri Super (Li-ion)", "Kinetic Green Safar Smart", "Terra Motors Y4A Plus", "Lohia Narain ICE"]);
  expect(bodyText(section(noida.html, "city-cards"))).toContain("₹1,47,000 110 km/charge");
  // Varanasi has no e-rickshaw prices: Gorakhpur's (159 km) from ₹1,00,001 to ₹1,50,000, cheapest first:
  // Mahindra e-Alfa Mini ₹1,08,600, Hero Electric Raahii ₹1,08,900, … Lohia Narain ICE ₹1,42,100 (11 models)
  const varanasi = await getPage("/e-rickshaw/Varanasi?budget=100000-150000");
  expect(varanasi.status).toBe(200);
  const near = models(varanasi.html, "models-near");
  expect(near).toHaveLength(11);
  expect(near.slice(0, 2)).toEqual(["Mahindra e-Alfa Mini", "Hero Electric Raahii"]);
  expect(near.at(-1)).toBe("Lohia Narain ICE");
  expect(bodyText(section(varanasi.html, "models-near"))).toContain("₹1,08,600 Price in Gorakhpur, 159 km away · 85 km/charge");
  // each still carries the enquiry from Varanasi
  expect(section(varanasi.html, "models-near")).toMatch(/href="\/enquiry\?typeOfQuery=Find\+Dealer&amp;brandName=Mahindra&amp;modelName=e-Alfa\+Mini&amp;cityName=Varanasi"/);
  const hindi = await getPage("/hi/e-rickshaw/Varanasi?budget=100000-150000");
  expect(models(hindi.html, "models-near")).toHaveLength(11);
  expect(bodyText(section(hindi.html, "models-near"))).toContain("गोरखपुर में कीमत, 159");
  expect(bodyText(section(hindi.html, "models-near"))).toContain("· 85 किमी/चार्ज");
});
