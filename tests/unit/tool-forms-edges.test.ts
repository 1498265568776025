import { expect, test } from "vitest";
import { readBatteryQuery } from "#app/features/tools/rules/battery-query";
import { readEmiQuery, readRate, readRupees } from "#app/features/tools/rules/emi-query";

// The edges of the tools' plain forms: each field's bounds, what is read as typed, and when the
// visitor asked at all.

const query = (fields: Record<string, string>) => new URLSearchParams(fields);

test("the battery form reads a tariff with paise, and whole numbers up to ₹5,000 a point charge, ₹5,00,000 a pack, 20,000 cycles", () => {
  const read = readBatteryQuery(query({ tariff: "7.5", point: "5000", leadPack: "5,00,000", lithiumCycles: "20,000" }), 10_000);
  expect(read.problems).toEqual([]);
  expect(read.input).toMatchObject({ use: { tariff: 7.5, pointCharge: 5000 }, packs: { leadAcid: { price: 500_000 }, lithium: { cycles: 20_000 } } });
  const over = readBatteryQuery(query({ point: "5001", lithiumPack: "5,00,001", leadCycles: "20,001", km: "0" }), 10_000);
  expect(over.problems).toEqual(["km", "point", "lithiumPack", "leadCycles"]);
  expect(over.input).toBeNull();
});

test("the battery form's distance and days keep the running-cost bounds: at most 500 km a day and 31 days a month", () => {
  expect(readBatteryQuery(query({ km: "500", days: "31" }), 10_000).input?.use).toMatchObject({ km: 500, days: 31 });
  expect(readBatteryQuery(query({ km: "501", days: "32" }), 10_000).problems).toEqual(["km", "days"]);
});

test("the battery form shows back at most 20 typed characters, and the lithium pack is blank without a premium", () => {
  const read = readBatteryQuery(query({ leadPack: "1234567890123456789012" }), null);
  expect(read.values.leadPack).toBe("12345678901234567890");
  expect(read.values.lithiumPack).toBe("");
});

test("the battery form was asked when a model or any one field was sent", () => {
  expect(readBatteryQuery(query({ model: " Saarthi DLX " }), 10_000)).toMatchObject({ model: "Saarthi DLX", asked: true });
  expect(readBatteryQuery(query({ km: "80" }), 10_000).asked).toBe(true);
  expect(readBatteryQuery(query({}), 10_000)).toMatchObject({ model: "", asked: false });
});

test("rupees are read after a leading Rs or ₹, never a trailing one", () => {
  expect(readRupees("Rs 9,000")).toBe(9_000);
  expect(readRupees("rs. 9000")).toBe(9_000);
  expect(readRupees("9,000 ₹")).toBeNull();
});

test("a rate is read without its spaces, up to 60 % a year", () => {
  expect(readRate(" 24")).toBe(24);
  expect(readRate("60")).toBe(60);
  expect(readRate("60.01")).toBeNull();
});

test("the EMI form takes a down payment equal to the price, shows back at most 40 typed characters, and was asked when any field was sent", () => {
  expect(readEmiQuery(query({ down: "1,50,000" }), 150_000).problems).toEqual([]);
  expect(readEmiQuery(query({ down: "1".repeat(41) }), 150_000).values.down).toBe("1".repeat(40));
  expect(readEmiQuery(query({ rate: "12" }), 150_000).asked).toBe(true);
});
