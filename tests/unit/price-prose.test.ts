import { expect, test } from "vitest";
import { statesPrice, withoutPriceProse } from "#app/features/catalogue/rules/price-prose";
import { PRICE_FREE_FIELDS } from "#app/features/catalogue/rules/price-prose";
import { SIMPLE_TEXT_FIELDS, hasMarkup } from "#app/shared/rules/simple-text";
import { sampleTables } from "../../seed";

// Sentences that state a price or a cost are made from the numbers, never stored (docs/decisions/145).

test("a sentence states a price or a cost when it names an amount of money: ₹, Rs or INR before digits, rupees, lakh or crore after them, in English or Hindi, or the old price placeholder", () => {
  for (const s of ["starts from ₹1,06,700", "costs ₹ 95,000", "Rs. 50,000 only", "INR 1.2 lakh", "about 1.1 lakh", "110000 rupees", "₹0.52/km", "कीमत 1.1 लाख", "50000 रुपये", "रु 500", "costs exShowroomPrice in Noida", "500/- off"]) {
    expect(statesPrice(s), s).toBe(true);
  }
  for (const s of ["Range: 90 km", "Top speed: 25 km/h", "A 1,000 W motor", "Confirm the latest price with a dealer", "48 V 105 Ah", "Mrs Sharma's showroom"]) {
    expect(statesPrice(s), s).toBe(false);
  }
});

test("an about text loses only its sentences that state a price; a bullet or paragraph left empty goes, the rest stays as written", () => {
  const about = "The **Raahii** is an e-rickshaw. It starts from ₹1,06,700 in India.\n\n- Range: 90 km\n- Price: ₹1,10,000\n\nRunning cost is about ₹0.52/km (illustrative). Confirm the latest price and offers with the nearest authorised dealer.";
  expect(withoutPriceProse(about)).toBe("The **Raahii** is an e-rickshaw.\n\n- Range: 90 km\n\nConfirm the latest price and offers with the nearest authorised dealer.");
  expect(withoutPriceProse("The Hero Electric Raahii starts from exShowroomPrice (ex-showroom) in cityName.")).toBe("");
  expect(withoutPriceProse("Pay Rs. 5,000 now. Then ride.")).toBe("Then ride.");
  expect(withoutPriceProse("चलाने का खर्च लगभग ₹0.52/किमी है (अनुमान)। ताज़ा कीमत डीलर से पक्का करें।")).toBe("ताज़ा कीमत डीलर से पक्का करें।");
});

test("no text of the sample catalogue that must state no price states one, and none of its plain texts holds markup", () => {
  const tables = sampleTables();
  const rows: Record<string, unknown>[] = [...tables.product, ...tables.price, ...tables.trader, ...tables.metadata];
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (typeof value !== "string") continue;
      if (PRICE_FREE_FIELDS.has(field)) expect(statesPrice(value), `${field}: ${value}`).toBe(false);
      if (SIMPLE_TEXT_FIELDS.has(field)) expect(hasMarkup(value), `${field}: ${value}`).toBe(false);
    }
  }
});
