import { expect, test } from "vitest";
import { bodyText, getPage, section } from "./helpers";

// Every tool takes every town the pincode directory knows (docs/decisions/146): the subsidy
// check, the battery chooser, the comparison, the EMI and the running cost on the model page use
// the town's own price or, where it has none, the nearest priced town's, saying which and how far,
// as the model page's town box does, by one resolution (app/features/catalogue/server/town-price.ts). A real town is
// never a 400; words that name no town get a message beside the field, never a 500.
//
// By hand: Varanasi (PIN code 221001, "वाराणसी") is in the pincode directory, not in the catalogue;
// of the towns that price the Hero Electric Raahii, Gorakhpur is the nearest, 159 km away (the
// town box's own figure, tests/worker/town.test.ts). The seeded Raahii costs ₹1,08,900
// ex-showroom in Gorakhpur, with RTO ₹2,500, insurance ₹2,700 and other charges ₹1,500:
// ₹1,15,600 on-road. Its battery: 105 Ah × 48 V = 5.04 kWh.

const RAAHII = "Hero-Electric%2FRaahii";
const VARANASI = ["Varanasi", "221001", "वाराणसी"];
const NEAREST = "Price in Gorakhpur, 159 km away";

test("the subsidy check takes Varanasi, its PIN code and its Hindi name: checked in Uttar Pradesh at the nearest priced town's price, named with its distance", async () => {
  for (const town of VARANASI) {
    const page = await getPage(`/subsidy?model=${RAAHII}&town=${encodeURIComponent(town)}&date=2025-06-01`);
    expect(page.status, town).toBe(200);
    expect(page.headers.get("Cache-Control"), town).toBe("private, no-store");
    expect(bodyText(section(page.html, "subsidy-price")), town).toBe(`${NEAREST}: Ex-showroom ₹1,08,900`);
    expect(bodyText(section(page.html, "subsidy-answer")), town).toContain("Hero Electric Raahii in Varanasi (Uttar Pradesh), registered on 1 Jun 2025");
    // PM E-DRIVE's cap of ₹2,50,000 ex-factory is checked against that price; the lead-acid battery is what it refuses
    expect(bodyText(section(page.html, "subsidy-answer")), town).toContain("5.04 kWh");
  }
  const hindi = await getPage(`/hi/subsidy?model=${RAAHII}&town=${encodeURIComponent("वाराणसी")}&date=2025-06-01`);
  expect(hindi.status).toBe(200);
  expect(bodyText(section(hindi.html, "subsidy-price"))).toMatch(/^गोरखपुर में कीमत, 159 .+ दूर: एक्स-शोरूम ₹1,08,900$/);
});

test("a town with its own price is checked at that price; words that name no town are a message beside the field, kept as typed", async () => {
  const own = await getPage(`/subsidy?model=${RAAHII}&town=gorakhpur&date=2025-06-01`);
  expect(bodyText(section(own.html, "subsidy-price"))).toBe("Price in Gorakhpur: Ex-showroom ₹1,08,900");
  for (const town of ["Atlantis", "999999", "<b>x</b>", "शहर नहीं"]) {
    const page = await getPage(`/subsidy?model=${RAAHII}&town=${encodeURIComponent(town)}`);
    expect(page.status, town).toBe(400);
    expect(bodyText(section(page.html, "subsidy-town-error")), town).toBe(`We could not find a town called “${town}”. Type your town's name or its 6-digit pincode.`);
  }
});

test("the comparison takes Varanasi or its PIN code: each model at the nearest priced town's on-road price, with that town and its distance", async () => {
  for (const town of ["Varanasi", "221001"]) {
    const page = await getPage(`/compare/Hero-Electric/Raahii/vs/Mahindra/e-Alfa-Mini?town=${town}`);
    expect(page.status, town).toBe(200);
    expect(page.headers.get("Cache-Control"), town).toBe("private, no-store");
    expect(page.text, town).toContain("₹1,15,600 On-road in Gorakhpur, 159 km away Ex-showroom ₹1,08,900");
    expect(page.html, town).toContain(`value="${town}"`);
  }
  const unknown = await getPage("/compare/Hero-Electric/Raahii/vs/Mahindra/e-Alfa-Mini?town=Atlantis");
  expect(unknown.status).toBe(200);
  expect(bodyText(section(unknown.html, "compare-town-error"))).toBe("We could not find a town called “Atlantis”: each model's lowest price is shown. Type a town's name or its 6-digit pincode.");
  expect(unknown.text).toContain("From ₹1,06,700 (Ghaziabad)");
});

test("the battery chooser takes Varanasi: the model at the nearest priced town's price, with that town and its distance; an unknown town is said, the lowest price used", async () => {
  for (const town of VARANASI) {
    const page = await getPage(`/battery?model=${RAAHII}&town=${encodeURIComponent(town)}`);
    expect(page.status, town).toBe(200);
    expect(bodyText(section(page.html, "battery-table")), town).toContain("₹1,08,900 in Gorakhpur, 159 km away");
  }
  const unknown = await getPage(`/battery?model=${RAAHII}&town=Atlantis`);
  expect(unknown.status).toBe(200);
  expect(bodyText(section(unknown.html, "battery-town-error"))).toContain("We could not find a town called “Atlantis”");
  expect(bodyText(section(unknown.html, "battery-table"))).toContain("from ₹1,06,700 (Ghaziabad)");
});

test("the model page takes Varanasi in its address: the town box and the EMI on the nearest priced town's on-road price, the running cost kept for the town", async () => {
  for (const town of ["Varanasi", "221001"]) {
    const page = await getPage(`/brand/Hero-Electric/Raahii?town=${town}`);
    expect(page.status, town).toBe(200);
    expect(page.headers.get("Cache-Control"), town).toBe("private, no-store");
    expect(bodyText(section(page.html, "town-price-line")), town).toBe(`${NEAREST}: On-road ₹1,15,600`);
    // the EMI names where its price is from as the town box does (one text: priceNearText)
    expect(bodyText(section(page.html, "emi-form")), town).toContain(`${NEAREST}: on-road ₹1,15,600`);
    // the running cost is the same for every town (the tariff is the visitor's figure); its form keeps the town
    expect(bodyText(section(page.html, "running-cost")), town).toContain("₹0.45 a km");
    expect(section(page.html, "running-cost-form"), town).toContain(`<input type="hidden" name="town" value="${town}"/>`);
  }
  // in Hindi the same words as the town box, in Hindi order: "गोरखपुर में कीमत, 159 किमी दूर"
  const hindi = await getPage("/hi/brand/Hero-Electric/Raahii?town=Varanasi");
  expect(bodyText(section(hindi.html, "emi-form"))).toContain("गोरखपुर में कीमत, 159 किमी दूर: ऑन-रोड ₹1,15,600");
  expect(bodyText(section(hindi.html, "town-price-line"))).toBe("गोरखपुर में कीमत, 159 किमी दूर: ऑन-रोड ₹1,15,600");
  const unknown = await getPage("/brand/Hero-Electric/Raahii?town=Atlantis");
  expect(unknown.status).toBe(200);
  expect(bodyText(section(unknown.html, "town-unknown"))).toBe("We could not find “Atlantis”. Type a 6-digit pincode or the name of your town.");
  expect(unknown.html).not.toContain('data-testid="emi-form"');
});
