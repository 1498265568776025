import { expect, test } from "vitest";
import { parseCatalogueCsv } from "#app/features/console/rules/csv";
import { type CatalogueReferences, planImport } from "#app/features/console/rules/import-plan";
import { fieldProblems } from "#app/features/console/rules/field-problems";
import { type Checked, factIssues, vehicleClassOf } from "#app/features/catalogue/rules/plausible";
import { isBareNumber, withUnit } from "#app/features/catalogue/rules/spec-units";
import { MODELS, productRows } from "../../seed/products";

// The catalogue's own checks refuse figures that cannot be true (docs/decisions/149): the bounds
// are worked out by hand from the facts files, each boundary tried on both sides.

const rickshaw = (fields: Partial<Checked>): Checked => ({ typeName: "e rickshaw", vehicleCategory: "E-rickshaw (passenger)", speed: "", mileage: "", chargeTime: "", ...fields });
const codes = (p: Checked) => factIssues(p).map((i) => i.code);

test("a full charge of up to 24 hours is allowed; 24.5 hours is refused as more than a day", () => {
  expect(codes(rickshaw({ chargeTime: "24 hours" }))).toEqual([]);
  expect(codes(rickshaw({ chargeTime: "8-10 hours" }))).toEqual([]);
  expect(factIssues(rickshaw({ chargeTime: "24.5 hours" }))).toEqual([{ code: "chargeOverDay", field: "chargeTime", value: 24.5, max: 24 }]);
  // the longer of a range, and every figure of a line naming two ways to charge
  expect(codes(rickshaw({ chargeTime: "20-26 h" }))).toEqual(["chargeOverDay"]);
  expect(codes(rickshaw({ chargeTime: "7 hours normal, 2 hours fast" }))).toEqual([]);
  expect(codes(rickshaw({ chargeTime: "30 hrs" }))).toEqual(["chargeOverDay"]);
  // a bare figure is hours; minutes are no hours
  expect(codes(rickshaw({ chargeTime: "25" }))).toEqual(["chargeOverDay"]);
  expect(codes(rickshaw({ chargeTime: "Battery swap in about 2 minutes" }))).toEqual([]);
});

test("an e-rickshaw's top speed may be 25 km/h, the law's limit, and not 26; nor below 10 km/h", () => {
  expect(codes(rickshaw({ speed: "25 km/h" }))).toEqual([]);
  expect(factIssues(rickshaw({ speed: "26 km/h" }))).toEqual([{ code: "speedOverLaw", field: "speed", value: 26, max: 25, vehicles: "l3" }]);
  expect(codes(rickshaw({ speed: "10" }))).toEqual([]);
  expect(factIssues(rickshaw({ speed: "9.5 km/h" }))).toEqual([{ code: "speedUnder", field: "speed", value: 9.5, min: 10 }]);
  // 0 is "not stated", as the specification table reads it
  expect(codes(rickshaw({ speed: "0" }))).toEqual([]);
});

test("a range on one charge of an e-rickshaw may be 260 km (twice the 130 km reported) and not 261", () => {
  expect(codes(rickshaw({ mileage: "260 km/charge" }))).toEqual([]);
  expect(factIssues(rickshaw({ mileage: "261 km/charge" }))).toEqual([{ code: "rangeOver", field: "mileage", value: 261, max: 260, vehicles: "l3" }]);
  expect(codes(rickshaw({ mileage: "85-95 km" }))).toEqual([]);
  expect(codes(rickshaw({ mileage: "85-950 km" }))).toEqual(["rangeOver"]);
  expect(codes(rickshaw({ mileage: "9 km" }))).toEqual(["rangeUnder"]);
  expect(codes(rickshaw({ mileage: "10" }))).toEqual([]);
});

test("each class of vehicle has its own bounds: autos 90 km/h and 340 km, scooters 230 km/h and 362 km", () => {
  // 2 × 45 km/h and 2 × 170 km (ev-facts.md, three-wheelers); 2 × 115 km/h and 2 × 181 km (two-wheelers)
  const auto = (fields: Partial<Checked>) => ({ ...rickshaw(fields), typeName: "electric auto rickshaw", vehicleCategory: "L5M (passenger e-auto)" });
  expect(codes(auto({ speed: "90 km/h", mileage: "340 km" }))).toEqual([]);
  expect(codes(auto({ speed: "91 km/h", mileage: "341 km" }))).toEqual(["speedOver", "rangeOver"]);
  const scooter = (fields: Partial<Checked>) => ({ ...rickshaw(fields), typeName: "electric scooter", vehicleCategory: "L2 (high speed scooter)" });
  expect(codes(scooter({ speed: "230 km/h", mileage: "362 km/charge" }))).toEqual([]);
  expect(codes(scooter({ speed: "231 km/h", mileage: "363 km/charge" }))).toEqual(["speedOver", "rangeOver"]);
  // a fuel auto's mileage is km a litre or a kg: no range to check
  expect(codes({ ...auto({ mileage: "3000 km/l" }), typeName: "diesel auto rickshaw" })).toEqual([]);
});

test("the class is the stated category first: an L5 cargo loader is an auto, a cycle or an unregistered scooter is held to 25 km/h", () => {
  expect(vehicleClassOf({ typeName: "e rickshaw loader", vehicleCategory: "L5N (electric cargo)" })).toBe("l5");
  expect(vehicleClassOf({ typeName: "electric auto rickshaw", vehicleCategory: "L3M (low speed e-auto)" })).toBe("l3");
  expect(vehicleClassOf({ typeName: "electric cycle", vehicleCategory: "" })).toBe("lowSpeed");
  expect(vehicleClassOf({ typeName: "electric scooter", vehicleCategory: "Low speed (no registration)" })).toBe("lowSpeed");
  expect(vehicleClassOf({ typeName: "electric golf cart", vehicleCategory: "Off-road campus vehicle" })).toBe("other");
  const cycle = { ...rickshaw({ speed: "26 km/h" }), typeName: "electric cycle", vehicleCategory: "Pedal assist cycle (no registration)" };
  expect(codes(cycle)).toEqual(["speedOverLaw"]);
});

test("a bare number in a field whose unit could be either of two is refused: battery Ah or kWh, power W or kW", () => {
  expect(factIssues({ ...rickshaw({}), batteryCapacity: "120" })).toEqual([{ code: "unitNeeded", field: "batteryCapacity", units: "Ah / kWh" }]);
  expect(codes({ ...rickshaw({}), batteryCapacity: "120 Ah", motorPower: "1000 W", peakPower: "1.5 kW" })).toEqual([]);
  expect(codes({ ...rickshaw({}), motorPower: "1000" })).toEqual(["unitNeeded"]);
});

test("a bare number takes its field's unit, in each language; a value with words stays as written", () => {
  expect(withUnit("mileage", "120")).toBe("120 km");
  expect(withUnit("mileage", "120", "hi")).toBe("120 किमी");
  expect(withUnit("speed", "25", "hi")).toBe("25 किमी/घंटा");
  expect(withUnit("chargeTime", "8-10")).toBe("8-10 hours");
  expect(withUnit("gvw", "650")).toBe("650 kg");
  expect(withUnit("mileage", "85 km/charge")).toBe("85 km/charge");
  expect(withUnit("wheelNo", "3")).toBe("3");
  expect(isBareNumber("8 – 10")).toBe(true);
  expect(isBareNumber("3.75 x 12")).toBe(false);
});

const refs: CatalogueReferences = { brands: ["Mahindra"], models: [] };
const plan = (csv: string) => {
  const parsed = parseCatalogueCsv("models", csv);
  if (!parsed.ok) throw new Error(parsed.message);
  return planImport("models", parsed.columns.length, parsed.records, [], refs);
};

test("the import's preview refuses an impossible figure with its reason, and stores a bare number with its unit", () => {
  const header = "brandName,name,categoryName,typeName,speed,mileage,chargeTime\n";
  const refused = plan(`${header}Mahindra,Zeno,three wheeler,e rickshaw,40,120,8\n`);
  expect(refused.rejected).toEqual([
    {
      row: 2,
      key: "Mahindra|Zeno",
      reason: "speed is 40 km/h; the law limits e-rickshaws and e-carts to 25 km/h",
      problem: { key: "fields", fields: [{ field: "speed", problem: { key: "speedOverLaw", values: { value: 40, max: 25, vehicles: "l3" } } }] },
    },
  ]);
  const added = plan(`${header}Mahindra,Zeno,three wheeler,e rickshaw,25,120,8\n`).added[0]!.item;
  expect([added.speed, added.mileage, added.chargeTime]).toEqual(["25 km/h", "120 km", "8 hours"]);
});

test("the console's form refuses the same figure beside its field, with the same problem", () => {
  const choices = { brands: ["Mahindra"], categories: ["three wheeler"], types: ["e rickshaw"], towns: [], states: [] };
  const cells = { brandName: "Mahindra", name: "Zeno", categoryName: "three wheeler", typeName: "e rickshaw", chargeTime: "24.5" };
  expect(fieldProblems("models", cells, null, choices)).toEqual({ chargeTime: { key: "chargeOverDay", values: { value: 24.5, max: 24 } } });
  expect(fieldProblems("models", { ...cells, chargeTime: "24" }, null, choices)).toEqual({});
});

test("every model of the sample catalogue holds to the checks", () => {
  const found = productRows(MODELS).flatMap((p) => factIssues(p as unknown as Checked).map((i) => `${p.brandName} ${p.name}: ${i.code}`));
  expect(found).toEqual([]);
});
