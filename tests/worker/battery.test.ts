import { expect, test } from "vitest";
import { getPage, section, visibleText } from "./helpers";

// The battery chooser (docs/decisions/118): answered by the server (so without JavaScript) in both
// languages, its refusals, the model page's link, and the price breakup's battery and charger.

// Prices are the sample catalogue's (seed/prices.ts), read off its rows by hand: a
// model's "from" price is its lowest published ex-showroom price, ties going to the town first by name.

// Mayuri Grand: 48 V × 130 Ah for 100 km; 100 km a day is 1 charge, 312 a year: 936 in 3 years is
// 3 lead-acid batteries (2 replaced), 1,560 in 5 years is 4 (3 replaced); both within one lithium.
// Its lowest price is ₹1,21,300 in Gorakhpur, Jaipur and Noida (Gorakhpur first by name); Super
// (Li-ion)'s ₹1,45,500; lithium costs 1,45,500 − 1,21,300 = ₹24,200 more, so a lithium battery
// stands against a ₹24,000 lead-acid pack bought with it: 24,000 + 24,200 = ₹48,200.
test("a model with lead-acid and lithium models in its brand: both side by side, the premium from their prices, never stored", async () => {
  const page = await getPage("/battery?model=Mayuri%2FGrand");
  expect(page.status).toBe(200);
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  const table = visibleText(section(page.html, "battery-table"));
  expect(table).toContain("Mayuri Grand Mayuri Super (Li-ion)");
  expect(table).toContain("Price to buy ₹1,21,300 from ₹1,21,300 (Gorakhpur) ₹1,45,500");
  expect(table).toContain("Batteries replaced in 3 years 2 × ₹24,000 = ₹48,000 None");
  expect(table).toContain("Batteries replaced in 5 years 3 × ₹24,000 = ₹72,000 None");
  expect(table).toContain("Charging 1 a day, 8–10 h each 1 a day, 3.5–4 h each");
  expect(page.text).toContain("₹24,200 more for lithium");
  expect(page.text).toContain("₹24,000 + ₹24,200 = ₹48,200");
});

test("in Hindi the same answer, in Hindi words", async () => {
  const page = await getPage("/hi/battery?model=Mayuri%2FGrand");
  expect(page.status).toBe(200);
  expect(page.text).toContain("बैटरी चुनें: लेड-एसिड या लिथियम");
  expect(visibleText(section(page.html, "battery-table"))).toContain("3 साल में बदली बैटरी 2 × ₹24,000 = ₹48,000 एक भी नहीं");
});

// Mayuri Grand at 250 km a day: ⌈250 ÷ 100⌉ = 3 lead-acid charges of 8–10 h, 3 × 8 + 250 ÷ 25 =
// 34 h: more than a day; lithium (110 km): 3 charges of 3.5–4 h, 3 × 3.5 + 10 = 20.5 h, it fits.
test("charging is said per charge, and a day whose charges and driving exceed 24 hours is said not to fit, in both languages", async () => {
  const page = await getPage("/battery?model=Mayuri%2FGrand&km=250");
  const charging = visibleText(section(page.html, "battery-charging"));
  expect(charging).toContain("3 a day, 8–10 h each More than a day holds: 3 charges of 8–10 h and 250 km of driving do not fit in 24 hours.");
  expect(charging).toContain("3 a day, 3.5–4 h each");
  expect(charging).not.toMatch(/h a day/);
  expect(charging.match(/More than a day holds/g)).toHaveLength(1);
  const hindi = visibleText(section((await getPage("/hi/battery?model=Mayuri%2FGrand&km=250")).html, "battery-charging"));
  expect(hindi).toContain("रोज़ 3 बार, हर बार 8–10 घंटे एक दिन में इतना नहीं हो सकता");
});

test("a model priced without its battery buys its first one with it; a brand without lithium takes the catalogue's middle premium", async () => {
  // Deluxe is not priced in Dadri (0); its lowest published price is ₹92,200, Agra first by name
  const page = await getPage("/battery?model=Mini-Metro%2FDeluxe");
  expect(page.status).toBe(200);
  expect(page.text).toContain("₹92,200 + battery ₹24,000");
  expect(page.text).toContain("The same vehicle with a lithium battery (price estimated)");
  expect(page.text).toContain("Mini Metro sells no lead-acid and lithium pair of this type");
});

test("bad numbers are a message on the form with status 400; an unknown or uncovered model is the 404 page, never a 500", async () => {
  const bad = await getPage("/battery?model=Mayuri%2FGrand&km=lots&leadPack=0");
  expect(bad.status).toBe(400);
  expect(visibleText(section(bad.html, "battery-errors"))).toBe(
    'Please correct this to see the costs: Enter a whole number above 0 (a rate with up to 2 decimals) for "km a day". Enter a whole number above 0 (a rate with up to 2 decimals) for "Lead-acid battery, ₹".',
  );
  expect(section(bad.html, "battery-table")).toBe("");
  expect((await getPage("/hi/battery?model=Mayuri%2FGrand&tariff=abc")).status).toBe(400);
  for (const path of ["/battery?model=Nobody%2FNothing", "/battery?model=Mahindra%2FTreo", "/battery?model=Treo", "/hi/battery?model=Ather%2F450X"]) {
    expect((await getPage(path)).status, path).toBe(404);
  }
  const form = await getPage("/battery");
  expect(form.status).toBe(200);
  expect(form.headers.get("Cache-Control")).not.toBe("private, no-store");
  expect(form.html).toContain('value="Mayuri/Grand"');
  expect(form.html).not.toContain('value="Mahindra/Treo"');
});

test("the model page links the chooser beside the running cost, for e-rickshaws and e-carts only", async () => {
  expect((await getPage("/brand/Mahindra/e-Alfa-Mini")).html).toContain('href="/battery?model=Mahindra%2Fe-Alfa-Mini"');
  expect((await getPage("/hi/brand/Mahindra/e-Alfa-Mini")).html).toContain('href="/hi/battery?model=Mahindra%2Fe-Alfa-Mini"');
  expect((await getPage("/brand/Mahindra/Treo")).html).not.toContain('data-testid="battery-link"');
});

test("the price breakup states the battery, its size and the charger, and whether the price includes them", async () => {
  const alfa = await getPage("/brand/Mahindra/e-Alfa-Mini/Price-In-Noida");
  expect(visibleText(section(alfa.html, "breakup-battery"))).toBe("Battery: Lead acid (tubular), 120 Ah × 48 V Included");
  expect(visibleText(section(alfa.html, "breakup-charger"))).toBe("Charger: 48 V 15 A external charger Included");
  const deluxe = await getPage("/brand/Mini-Metro/Deluxe/Price-In-Gurgaon");
  expect(visibleText(section(deluxe.html, "breakup-battery"))).toBe("Battery: Lead acid (tubular), 100 Ah × 48 V Not included: the dealer quotes it");
  // Where the page shows no breakup, the two rows stand on their own.
  const noBreakup = await getPage("/brand/Mini-Metro/Deluxe/Price-In-Noida");
  expect(noBreakup.html).not.toContain('data-testid="price-breakup"');
  expect(visibleText(section(noBreakup.html, "breakup-battery"))).toBe("Battery: Lead acid (tubular), 100 Ah × 48 V Not included: the dealer quotes it");
  const hindi = await getPage("/hi/brand/Mahindra/Treo/Price-In-Noida");
  expect(visibleText(section(hindi.html, "breakup-battery"))).toBe("बैटरी: लिथियम-आयन, 7.37 kWh कीमत में शामिल");
});
