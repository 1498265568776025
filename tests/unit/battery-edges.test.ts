import { expect, test } from "vitest";
import { batterySize, chargeHoursOf, chemistryOf, inPrice } from "#app/features/tools/rules/battery";

// The edges of how the battery chooser reads a specification's words.

test("a battery size in Ah is written with its voltage; a size in kWh or without a voltage as it is", () => {
  expect(batterySize({ batteryCapacity: "120 Ah", batteryVoltage: "48 V" })).toBe("120 Ah × 48 V");
  expect(batterySize({ batteryCapacity: "120 Ah", batteryVoltage: "  " })).toBe("120 Ah");
  expect(batterySize({ batteryCapacity: "5.2 kWh", batteryVoltage: "48 V" })).toBe("5.2 kWh");
});

test("'Liion' is lithium; a sodium battery is neither lead-acid nor lithium", () => {
  expect(chemistryOf("Liion")).toBe("lithium");
  expect(chemistryOf("Sodium-ion")).toBeNull();
});

test("charging hours are read as written ('8hrs', '7 hour', '3.5 to 4 h'); a range that falls or starts at 0 is no time", () => {
  expect(chargeHoursOf("8hrs")).toEqual([8, 8]);
  expect(chargeHoursOf("7 hour")).toEqual([7, 7]);
  expect(chargeHoursOf("3.5 to 4 h")).toEqual([3.5, 4]);
  expect(chargeHoursOf("6 -  8 hours")).toEqual([6, 8]);
  expect(chargeHoursOf("8-6 hours")).toBeNull();
  expect(chargeHoursOf("0 hours")).toBeNull();
  expect(chargeHoursOf("0-4 hours")).toBeNull();
});

test("a battery or charger is in the price when the specification lists it, even by its type or size alone; 'without the batteries' takes it out", () => {
  const spec = { batteryType: "", batteryCapacity: "", charger: "", aboutProduct: "", description: "" };
  expect(inPrice({ ...spec, batteryType: "Lead acid" })).toEqual({ battery: "included", charger: "ask" });
  expect(inPrice({ ...spec, batteryCapacity: "120 Ah" }).battery).toBe("included");
  expect(inPrice({ ...spec, batteryType: "  ", charger: "  " })).toEqual({ battery: "ask", charger: "ask" });
  expect(inPrice({ ...spec, batteryType: "Lead acid", charger: "48 V 15 A", description: "Priced without the batteries and without its charger" })).toEqual({ battery: "excluded", charger: "excluded" });
});
