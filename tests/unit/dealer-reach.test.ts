import { expect, test } from "vitest";
import { DEFAULT_FIRST_DEALERS, DEFAULT_MAX_DEALER_KM, type Place, type RouteCandidate, dealersByNearness, firstDealersOf, maxDealerKmOf, passedOverDealers, routeEnquiry } from "#app/features/leads/rules/routing";
import { readAnswer } from "#app/features/enquiry/components/answer";

// No dealer farther than the configured distance (LEAD_MAX_DEALER_KM) from the buyer receives a
// lead that names no dealer, whatever town, district or state they share; a distance that cannot
// be measured rules no one out. docs/decisions/162.
//
// By hand (haversine, R = 6371 km) from Varanasi, 25.3887° N 82.9177° E:
// Gorakhpur 26.76° N 83.37° E: a = 0.00014320 + 0.80666 × 0.00001558 = 0.00015577, d = 2 × 6371 × 0.012481 = 159.0 km;
// Lucknow 26.85° N 80.95° E: a = 0.00016261 + 0.80602 × 0.00029483 = 0.00040025, d = 2 × 6371 × 0.020008 = 254.9 km;
// Kanpur 26.45° N 80.33° E: a = 0.00008577 + 0.80885 × 0.00050986 = 0.00049817, d = 2 × 6371 × 0.022322 = 284.4 km.

const varanasi: Place = { cityName: "Varanasi", districtName: "Varanasi", stateName: "Uttar Pradesh", lat: 25.3887, lng: 82.9177 };
const place = (cityName: string, districtName: string, lat: number, lng: number): Place => ({ cityName, districtName, stateName: "Uttar Pradesh", lat, lng });
const gorakhpur = place("Gorakhpur", "Gorakhpur", 26.76, 83.37);
const lucknow = place("Lucknow", "Lucknow", 26.85, 80.95);
const kanpur = place("Kanpur", "Kanpur Nagar", 26.45, 80.33);

const dealer = (traderName: string, at: Place): RouteCandidate => ({
  tName: traderName.replace(/\s+/g, "-"), traderName, traderType: "Dealer", cityName: at.cityName, brands: ["Mahindra"], types: [], active: true, place: at,
});
const maker: RouteCandidate = { ...dealer("Mahindra Last Mile Mobility", place("Mumbai", "Mumbai", 19.07, 72.88)), traderType: "Manufacturer" };
const dealers = [dealer("In Kanpur", kanpur), dealer("In Lucknow", lucknow), dealer("In Gorakhpur", gorakhpur)];
const ask = (maxKm: number, visitor: Place = varanasi) => ({ typeOfQuery: "Contact to Talk Dealer" as const, brand: "Mahindra", typeName: "", visitor, maxKm });
const names = (maxKm: number, visitor?: Place) => routeEnquiry(ask(maxKm, visitor), dealers, [maker]).traders.map((t) => t.traderName);

test("no dealer farther than the configured distance receives the lead, not even one in the buyer's own state", () => {
  // 150 km: Gorakhpur (159.0), Lucknow (254.9) and Kanpur (284.4) are all too far
  expect(routeEnquiry(ask(150), dealers, [maker])).toEqual({ traders: [maker], by: "manufacturer" });
  // 200 km: Gorakhpur only; 260 km: Gorakhpur then Lucknow; 300 km: all three, nearest first
  expect(names(200)).toEqual(["In Gorakhpur"]);
  expect(names(260)).toEqual(["In Gorakhpur", "In Lucknow"]);
  expect(names(300)).toEqual(["In Gorakhpur", "In Lucknow", "In Kanpur"]);
  // no manufacturer either: the operator
  expect(routeEnquiry(ask(150), dealers, [])).toEqual({ traders: [], by: "operator" });
});

test("a distance that cannot be measured rules no dealer out: the shared town, district or state stands", () => {
  const unplaced = { ...varanasi, lat: undefined, lng: undefined };
  expect(routeEnquiry(ask(150, unplaced), dealers, [maker]).by).toBe("state");
});

test("the farthest distance is LEAD_MAX_DEALER_KM as a whole number of km from 1 to 3000, else 150", () => {
  expect(DEFAULT_MAX_DEALER_KM).toBe(150);
  expect(maxDealerKmOf({})).toBe(150);
  expect(maxDealerKmOf({ LEAD_MAX_DEALER_KM: "" })).toBe(150);
  expect(maxDealerKmOf({ LEAD_MAX_DEALER_KM: " 80 " })).toBe(80);
  expect(maxDealerKmOf({ LEAD_MAX_DEALER_KM: "3000" })).toBe(3000);
  for (const wrong of ["0", "3001", "12.5", "-5", "far", "1e3"]) expect(maxDealerKmOf({ LEAD_MAX_DEALER_KM: wrong }), wrong).toBe(150);
});

test("the buyer is told no dealer is near only when they asked a dealer of a known brand and the maker or operator took it", () => {
  const lead = { typeOfQuery: "Contact to Talk Dealer", tName: "", catalogueBrand: "Mahindra" };
  expect(passedOverDealers({ ...lead, routedBy: "manufacturer" })).toBe(true);
  expect(passedOverDealers({ ...lead, routedBy: "operator" })).toBe(true);
  expect(passedOverDealers({ ...lead, routedBy: "state" })).toBe(false);
  // a dealership application or a manufacturer's enquiry is the maker's by kind, a contact the operator's
  expect(passedOverDealers({ ...lead, typeOfQuery: "Apply for Dealership", routedBy: "manufacturer" })).toBe(false);
  expect(passedOverDealers({ ...lead, typeOfQuery: "Contact", routedBy: "operator" })).toBe(false);
  // no brand the catalogue knows, or a trader the visitor named: nothing was passed over
  expect(passedOverDealers({ ...lead, catalogueBrand: "", routedBy: "operator" })).toBe(false);
  expect(passedOverDealers({ ...lead, tName: "Unknown-Motors", routedBy: "operator" })).toBe(false);
});

test("an accepted answer says no dealer is near only with a positive whole number of km", () => {
  const answer = (extra: Record<string, unknown>) => JSON.stringify({ message: "Thank you", callers: [], ...extra });
  expect(readAnswer(200, answer({ noDealerWithinKm: 150 })).noDealerWithinKm).toBe(150);
  for (const wrong of [0, -150, 12.5, "150", null]) expect(readAnswer(200, answer({ noDealerWithinKm: wrong })).noDealerWithinKm, String(wrong)).toBeUndefined();
  expect(readAnswer(200, answer({})).noDealerWithinKm).toBeUndefined();
});

test("an enquiry first goes to the nearest LEAD_FIRST_DEALERS dealers (1 unless set, at most 3); the rest wait in nearness order to be offered it", () => {
  // within 300 km of Varanasi: Gorakhpur 159.0 km, Lucknow 254.9 km, Kanpur 284.4 km (worked above)
  const first = (firstDealers: number) => routeEnquiry({ ...ask(300), firstDealers }, dealers, [maker]).traders.map((t) => t.traderName);
  expect(first(1)).toEqual(["In Gorakhpur"]);
  expect(first(2)).toEqual(["In Gorakhpur", "In Lucknow"]);
  expect(first(5)).toEqual(["In Gorakhpur", "In Lucknow", "In Kanpur"]);
  expect(dealersByNearness(ask(300), dealers).map((d) => [d.dealer.traderName, d.tier])).toEqual([
    ["In Gorakhpur", "state"], ["In Lucknow", "state"], ["In Kanpur", "state"],
  ]);
  expect(firstDealersOf({})).toBe(DEFAULT_FIRST_DEALERS);
  expect(DEFAULT_FIRST_DEALERS).toBe(1);
  expect(firstDealersOf({ LEAD_FIRST_DEALERS: "3" })).toBe(3);
  for (const bad of ["0", "4", "2.5", "two", " "]) expect(firstDealersOf({ LEAD_FIRST_DEALERS: bad })).toBe(1);
});
