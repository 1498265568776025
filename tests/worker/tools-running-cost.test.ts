import { expect, test } from "vitest";
import { formatInr } from "#app/domain/billing/money";
import { batteryOf, defaultAssumptions, runningCost } from "#app/domain/tools/running-cost";
import { fetchWorker, getPage, section, visibleText } from "./helpers";
import { sample } from "./sample-data";

const product = (brand: string, name: string) => sample.products().find((p) => p.brandName === brand && p.name === name)!;

test("an electric scooter's running cost is set beside a petrol scooter and motorcycle, never beside autos", async () => {
  const { html } = await getPage("/brand/Ather/450X");
  const table = visibleText(section(html, "running-cost"));
  expect(table).toContain("Petrol scooter");
  expect(table).toContain("Petrol motorcycle");
  expect(table).not.toMatch(/auto/i);
});

test("an e-rickshaw's running cost is set beside petrol, diesel and CNG autos, on the server's figures for the visitor's own assumptions, never stored", async () => {
  const p = product("Jezza", "Classic");
  const res = await fetchWorker("/brand/Jezza/Classic?km=150&days=30&tariff=6&cng=80&cngAuto=28");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
  const html = await res.text();
  const a = defaultAssumptions("threeWheeler");
  const cost = runningCost(batteryOf(p)!, "threeWheeler", { ...a, km: 150, days: 30, tariff: 6, fuel: { ...a.fuel, cng: 80 }, mileage: { ...a.mileage, cngAuto: 28 } });
  expect(visibleText(section(html, "running-cost-electric"))).toBe(formatInr(cost.electric.perMonth));
  expect(visibleText(section(html, "running-cost-cngAuto"))).toContain(formatInr(cost.rivals[2]!.savingPerMonth));
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
  const p = product("Jezza", "Classic");
  const a = defaultAssumptions("threeWheeler");
  const perKm = (tariff: number) => `₹${runningCost(batteryOf(p)!, "threeWheeler", { ...a, tariff }).electric.perKm.toFixed(2)} a km`;
  expect(visibleText(section((await getPage("/brand/Jezza/Classic")).html, "model-summary"))).toContain(perKm(a.tariff));
  expect(visibleText(section((await getPage("/brand/Jezza/Classic?tariff=12")).html, "model-summary"))).toContain(perKm(12));
});

test("a comparison's running cost is each model's own running-cost figure a km, on the tool's defaults", async () => {
  const { html } = await getPage("/compare/Mahindra/Treo-Yaari/vs/Piaggio/Ape-E-City");
  for (const [brand, name] of [["Mahindra", "Treo Yaari"], ["Piaggio", "Ape E-City"]] as const) {
    const p = product(brand, name);
    const perKm = runningCost(batteryOf(p)!, "threeWheeler", defaultAssumptions("threeWheeler")).electric.perKm;
    expect(visibleText(section(html, "compare-table"))).toContain(`₹${perKm.toFixed(2)}/km`);
  }
});
