import { expect, test } from "vitest";
import { fetchWorker, getPage, section, visibleText } from "./helpers";

// Expected figures are worked by hand from the sample catalogue's models (seed):
// energy a km = battery kWh (or Ah × V ÷ 1000) × tariff ÷ range a charge; a month = a km × km a day
// × days. A three-wheeler's defaults are 100 km a day, 26 days and ₹8 a unit; shown to the rupee.
// Jezza Classic: 100 Ah × 48 V = 4.8 kWh, 70 km a charge.

test("an electric scooter's running cost is set beside a petrol scooter and motorcycle, never beside autos", async () => {
  const { html } = await getPage("/brand/Ather/450X");
  const table = visibleText(section(html, "running-cost"));
  expect(table).toContain("Petrol scooter");
  expect(table).toContain("Petrol motorcycle");
  expect(table).not.toMatch(/auto/i);
});

test("an e-rickshaw's running cost is set beside petrol, diesel and CNG autos, on the server's figures for the visitor's own assumptions, never stored", async () => {
  const res = await fetchWorker("/brand/Jezza/Classic?km=150&days=30&tariff=6&cng=80&cngAuto=28");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
  const html = await res.text();
  // electric: 4.8 × 6 ÷ 70 = ₹0.41143 a km × 150 km × 30 days = 1,851.43 → ₹1,851
  expect(visibleText(section(html, "running-cost-electric"))).toBe("₹1,851");
  // CNG auto: 80 ÷ 28 = ₹2.85714 a km × 4,500 km = 12,857.14; saving 12,857.14 − 1,851.43 = 11,005.71 → ₹11,006
  expect(visibleText(section(html, "running-cost-cngAuto"))).toContain("₹11,006");
  // 150 km on a 70 km charge: ⌈150 ÷ 70⌉ = 3 charges, so a mid-day one
  expect(visibleText(section(html, "running-cost-charges"))).toContain("mid-day");
});

test("a running-cost value the form cannot take shows its error in place of the table", async () => {
  const { status, html } = await getPage("/brand/Jezza/Classic?km=abc");
  expect(status).toBe(200);
  expect(visibleText(section(html, "running-cost-errors"))).toContain("km a day");
  expect(html).not.toContain('data-testid="running-cost"');
});

test("on a Hindi page the running cost's words, sources and dates are Hindi", async () => {
  const { html } = await getPage("/hi/brand/Jezza/Classic");
  const form = visibleText(section(html, "running-cost-form"));
  expect(form).toContain("रोज़ कितने किमी");
  expect(form).toContain("दिल्ली, 25 अक्टूबर 2025");
  expect(form).not.toContain("km a day");
});

test("the model summary's running cost is the running-cost tool's own figure a km, for its defaults and for the visitor's figures", async () => {
  // 4.8 × 8 ÷ 70 = 0.5486 → ₹0.55; at ₹12 a unit 4.8 × 12 ÷ 70 = 0.8229 → ₹0.82
  expect(visibleText(section((await getPage("/brand/Jezza/Classic")).html, "model-summary"))).toContain("₹0.55 a km");
  expect(visibleText(section((await getPage("/brand/Jezza/Classic?tariff=12")).html, "model-summary"))).toContain("₹0.82 a km");
});

test("a comparison's running cost is each model's own running-cost figure a km, on the tool's defaults", async () => {
  const { html } = await getPage("/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City");
  const table = visibleText(section(html, "compare-table"));
  // Treo Yaari: 3.69 kWh × 8 ÷ 130 km = 0.2271 → ₹0.23; Ape E-City: 4.5 kWh × 8 ÷ 68 km = 0.5294 → ₹0.53
  expect(table).toContain("₹0.23/km");
  expect(table).toContain("₹0.53/km");
});
