import { expect, test } from "vitest";
import { DEFAULT_MAX_DEALER_KM, MAX_ROUTED_DEALERS, type Place, type RouteCandidate, routeEnquiry } from "#app/features/leads/rules/routing";
import { distanceKm } from "#app/shared/rules/india";

// An enquiry that names no trader goes to up to 3 active dealers of its brand and type, nearest
// first (town, district, state, distance), else the brand's manufacturer, else the operator.

const noida: Place = { cityName: "Noida", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", lat: 28.54, lng: 77.39 };
const dadri: Place = { cityName: "Dadri", districtName: "Gautam Buddh Nagar", stateName: "Uttar Pradesh", lat: 28.55, lng: 77.55 };
const ghaziabad: Place = { cityName: "Ghaziabad", districtName: "Ghaziabad", stateName: "Uttar Pradesh", lat: 28.67, lng: 77.45 };
const delhi: Place = { cityName: "Delhi", districtName: "New Delhi", stateName: "Delhi", lat: 28.61, lng: 77.21 };
const gurgaon: Place = { cityName: "Gurgaon", districtName: "Gurugram", stateName: "Haryana", lat: 28.46, lng: 77.03 };
const pune: Place = { cityName: "Pune", districtName: "Pune", stateName: "Maharashtra", lat: 18.52, lng: 73.86 };

function dealer(traderName: string, place: Place, extra: Partial<RouteCandidate> = {}): RouteCandidate {
  return {
    tName: traderName.replace(/\s+/g, "-"), traderName, traderType: "Dealer", cityName: place.cityName,
    brands: ["Mahindra"], types: ["e rickshaw"], active: true, place, ...extra,
  };
}
const maker: RouteCandidate = { ...dealer("Mahindra Last Mile Mobility", pune), traderType: "Manufacturer" };
const ask = (visitor: Place, extra: Partial<Parameters<typeof routeEnquiry>[0]> = {}) =>
  ({ typeOfQuery: "Contact to Talk Dealer" as const, brand: "Mahindra", typeName: "e rickshaw", visitor, maxKm: DEFAULT_MAX_DEALER_KM, ...extra });
const names = (route: ReturnType<typeof routeEnquiry>) => route.traders.map((t) => t.traderName);

test("an enquiry naming no trader goes to at most 3 dealers, same town first, then district, then state", () => {
  const dealers = [dealer("In Ghaziabad", ghaziabad), dealer("In Dadri", dadri), dealer("In Noida", noida), dealer("Other Noida", noida), dealer("In Pune", pune)];
  const route = routeEnquiry(ask(noida), dealers, [maker]);
  expect(route.by).toBe("city");
  expect(names(route)).toEqual(["In Noida", "Other Noida", "In Dadri"]);
  expect(route.traders).toHaveLength(MAX_ROUTED_DEALERS);
  // in the district but not a dealer's town: the district's dealers, nearest first
  const greaterNoida = { ...noida, cityName: "Greater Noida", lat: 28.47, lng: 77.5 };
  expect(routeEnquiry(ask(greaterNoida), dealers, [maker]).by).toBe("district");
  expect(names(routeEnquiry(ask(greaterNoida), dealers, [maker]))).toEqual(["In Dadri", "In Noida", "Other Noida"]);
  // in the state only: the state's dealers, nearest first
  const meerut = { cityName: "Meerut", districtName: "Meerut", stateName: "Uttar Pradesh", lat: 28.98, lng: 77.7 };
  expect(names(routeEnquiry(ask(meerut), dealers, [maker]))).toEqual(["In Ghaziabad", "In Dadri", "In Noida"]);
});

test("only active dealers of the brand and the model's vehicle type receive it", () => {
  const dealers = [
    dealer("Inactive", noida, { active: false }),
    dealer("Other brand", noida, { brands: ["Piaggio"] }),
    dealer("Scooters only", noida, { types: ["electric scooter"] }),
    dealer("Right one", dadri, { brands: ["mahindra ", "Bajaj"], types: ["E Rickshaw"] }),
  ];
  expect(names(routeEnquiry(ask(noida), dealers, [maker]))).toEqual(["Right one"]);
  // a brand-only enquiry (no model, no type) goes to the brand's dealers of any type
  expect(names(routeEnquiry(ask(noida, { typeName: "" }), dealers, [maker]))).toEqual(["Scooters only", "Right one"]);
});

test("a dealer in another state is near only within 150 km, where both places are known; nearest first", () => {
  const route = routeEnquiry(ask(noida), [dealer("Gurgaon", gurgaon), dealer("Delhi", delhi), dealer("Pune", pune)], [maker]);
  expect(route.by).toBe("distance");
  expect(names(route)).toEqual(["Delhi", "Gurgaon"]);
  expect(distanceKm(noida.lat!, noida.lng!, pune.lat!, pune.lng!)).toBeGreaterThan(DEFAULT_MAX_DEALER_KM);
  const unknownPlace = { ...noida, cityName: "Somewhere", districtName: "", stateName: "", lat: undefined, lng: undefined };
  expect(routeEnquiry(ask(unknownPlace), [dealer("Delhi", delhi)], [maker]).by).toBe("manufacturer");
});

test("no dealer near: the brand's manufacturer; no manufacturer either: the operator", () => {
  const route = routeEnquiry(ask(noida), [dealer("In Pune", pune)], [maker]);
  expect(route).toEqual({ traders: [maker], by: "manufacturer" });
  expect(routeEnquiry(ask(noida), [], [])).toEqual({ traders: [], by: "operator" });
});

test("a dealership application goes to the manufacturer, a general contact or an enquiry without a brand to the operator", () => {
  const dealers = [dealer("In Noida", noida)];
  expect(routeEnquiry(ask(noida, { typeOfQuery: "Apply for Dealership" }), dealers, [maker]).traders).toEqual([maker]);
  expect(routeEnquiry(ask(noida, { typeOfQuery: "Contact" }), dealers, [maker]).by).toBe("operator");
  expect(routeEnquiry(ask(noida, { brand: "" }), dealers, [maker]).by).toBe("operator");
});

test("an inactive manufacturer takes no lead: the next active one of the brand does, else the operator", () => {
  // no dealer at all, so the lead falls to the brand's manufacturers
  const off: RouteCandidate = { ...maker, tName: "Switched-off", traderName: "Switched off", active: false };
  expect(routeEnquiry(ask(noida), [], [off])).toEqual({ traders: [], by: "operator" });
  expect(names(routeEnquiry(ask(noida), [], [off, maker]))).toEqual(["Mahindra Last Mile Mobility"]);
});
