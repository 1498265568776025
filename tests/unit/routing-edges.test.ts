import { describe, expect, test } from "vitest";
import { DEFAULT_MAX_DEALER_KM, type Place, type RouteCandidate, routeEnquiry } from "#app/features/leads/rules/routing";
import { insideIndia } from "#app/shared/rules/india";
import {
  catalogueTownOf, clearTownCookieHeader, choiceFromValue, englishTownName, nearestFirst, nearestTowns, readTownQuery, sameTown,
  townFromCookie, townPrice, townsFrom,
} from "#app/features/town/rules/town";

// The edges of routing and distance. Places on one meridian (80° E) are R·Δlat apart by haversine:
// 6371 km × π/180 = 111.19493 km a degree, so Δlat 0.1349° is 15.0002 km, 0.1439° 16.0009 km,
// 0.3597° 39.9968 km and 0.3687° 40.9977 km: shown rounded as 15, 16, 40 and 41 km.

const LNG = 80;
const at = (lat: number) => ({ lat, lng: LNG });

describe("routing an enquiry", () => {
  const lucknow: Place = { cityName: "Lucknow", districtName: "Lucknow", stateName: "Uttar Pradesh", lat: 26.85, lng: 80.95 };
  const dealer = (traderName: string, extra: Partial<RouteCandidate>): RouteCandidate => ({
    tName: traderName.replace(/\s+/g, "-"), traderName, traderType: "Dealer", cityName: "", brands: ["Mahindra"], types: [], active: true, ...extra,
  });
  const ask = (visitor: Place, typeOfQuery: "Contact to Talk Dealer" | "Contact" = "Contact to Talk Dealer") => ({ typeOfQuery, brand: "Mahindra", typeName: "", visitor, maxKm: DEFAULT_MAX_DEALER_KM });

  test("a dealer in the visitor's state, far away in another district, is routed as the state's", () => {
    const agra = dealer("Agra EV", { cityName: "Agra", place: { cityName: "Agra", districtName: "Agra", stateName: "Uttar Pradesh" } });
    const route = routeEnquiry(ask(lucknow), [agra], []);
    expect([route.by, route.traders.map((t) => t.traderName)]).toEqual(["state", ["Agra EV"]]);
  });
  test("a dealer whose town the catalogue cannot place is near only in a town of the same name", () => {
    const unplaced = dealer("Lucknow Motors", { cityName: "lucknow" });
    expect(routeEnquiry(ask(lucknow), [unplaced], []).by).toBe("city");
  });
  test("no town on either side is no town in common: the enquiry goes to the operator", () => {
    const nowhere: Place = { cityName: "", districtName: "", stateName: "" };
    const route = routeEnquiry(ask(nowhere), [dealer("Nameless EV", { cityName: "" })], []);
    expect(route).toEqual({ traders: [], by: "operator" });
  });
  test("in the same town a dealer with a known place comes before one without, whatever their names", () => {
    const near = dealer("Zeal EV", { cityName: "Lucknow", place: { ...lucknow, lat: 26.86 } });
    const unknown = dealer("Aarav EV", { cityName: "Lucknow", place: { cityName: "Lucknow", districtName: "Lucknow", stateName: "Uttar Pradesh" } });
    expect(routeEnquiry(ask(lucknow), [unknown, near], []).traders.map((t) => t.traderName)).toEqual(["Zeal EV", "Aarav EV"]);
  });
  test("a dealer's place with half a position is no position: a placed dealer of the same town comes first", () => {
    const near = dealer("Zeal EV", { cityName: "Lucknow", place: { ...lucknow, lat: 26.86 } });
    for (const half of [{ lat: 26.85 }, { lng: 80.95 }]) {
      const unknown = dealer("Aarav EV", { cityName: "Lucknow", place: { cityName: "Lucknow", districtName: "Lucknow", stateName: "Uttar Pradesh", ...half } });
      expect(routeEnquiry(ask(lucknow), [unknown, near], []).traders.map((t) => t.traderName)).toEqual(["Zeal EV", "Aarav EV"]);
    }
  });
  test("a general contact goes to the operator with no trader", () => {
    expect(routeEnquiry(ask(lucknow, "Contact"), [dealer("Any", { cityName: "Lucknow" })], [])).toEqual({ traders: [], by: "operator" });
  });
});

describe("India's box", () => {
  test("a position on the box's edges (6°–38° N, 68°–98° E) is inside; a hundredth of a degree beyond is not", () => {
    expect([insideIndia(6, 68), insideIndia(38, 98)]).toEqual([true, true]);
    expect([insideIndia(5.99, 80), insideIndia(38.01, 80), insideIndia(20, 67.99), insideIndia(20, 98.01)]).toEqual([false, false, false, false]);
  });
});

describe("the town cookie and the picker", () => {
  test("a cookie part without '=' is no town cookie, and the value is read without its spaces", () => {
    expect(townFromCookie("townX; theme=dark")).toBeNull();
    expect(townFromCookie("town= 221001")).toEqual({ kind: "pincode", pincode: "221001" });
    expect(townFromCookie(null)).toBeNull();
  });
  test("a cookie value of up to 200 characters, as decoded, is read, a longer one ignored", () => {
    // "Agra" + 65 × "%20" + "a" decodes to 4 + 65 + 1 = 70 characters; its spaces collapsed: "Agra a".
    expect(townFromCookie(`town=Agra${"%20".repeat(65)}a`)).toEqual({ kind: "name", name: "Agra a" });
    // "Agra" + 195 × "%20" + "a" decodes to 4 + 195 + 1 = 200 characters: read, as "Agra a".
    expect(townFromCookie(`town=Agra${"%20".repeat(195)}a`)).toEqual({ kind: "name", name: "Agra a" });
    // one space more: 201 characters, ignored.
    expect(townFromCookie(`town=Agra${"%20".repeat(196)}a`)).toBeNull();
  });
  test("a stored town name has its runs of spaces made one and its ends trimmed", () => {
    expect(choiceFromValue("Rae   Bareli")).toEqual({ kind: "name", name: "Rae Bareli" });
    expect(choiceFromValue(" Agra ")).toEqual({ kind: "name", name: "Agra" });
  });
  test("forgetting the town over https is a Secure cookie of no value and no age", () => {
    expect(clearTownCookieHeader(true)).toBe("town=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
  });
  test("typed text has its runs of spaces made one; up to 80 characters are read, more are not", () => {
    expect(readTownQuery("Rae   Bareli")).toEqual({ kind: "name", name: "Rae Bareli" });
    expect(readTownQuery("x".repeat(80))).toEqual({ kind: "text", text: "x".repeat(80) });
    expect(readTownQuery("x".repeat(81))).toBeNull();
  });
  test("text with digits that is not all digits is text to search, not a broken PIN code", () => {
    expect(readTownQuery("Sector 62")).toEqual({ kind: "text", text: "Sector 62" });
    expect(readTownQuery("62 Sector")).toEqual({ kind: "text", text: "62 Sector" });
  });
  test("a Hindi town name is read whatever spaces were typed inside it", () => {
    expect(englishTownName("वारा णसी")).toBe("Varanasi");
  });
  test("two empty names are not one town", () => {
    expect(sameTown("", "")).toBe(false);
  });
});

describe("nearest towns and the catalogue town of a place", () => {
  const town = (cityName: string, lat: number | null, extra: object = {}) => ({ cityName, lat, lng: lat === null ? null : LNG, ...extra });

  test("towns without a latitude or a longitude are left out of the nearest", () => {
    const towns = [{ cityName: "A", lat: 26.1, lng: null }, { cityName: "B", lat: null, lng: LNG }, town("C", 26.2)];
    expect(nearestTowns(at(26), towns).map((t) => [t.cityName, t.km])).toEqual([["C", 22]]); // 0.2 × 111.195 = 22.24
  });
  test("a catalogue town 15 km away is the place's town; 16 km away it is not", () => {
    expect(catalogueTownOf(place("Pin", 26), [town("Fifteen", 26.1349)])?.cityName).toBe("Fifteen");
    expect(catalogueTownOf(place("Pin", 26), [town("Sixteen", 26.1439)])).toBeNull();
  });
  test("a town of the same district 40 km away is the place's town; 41 km away it is not", () => {
    const district = { districtName: "Kanpur Nagar", stateName: "Uttar Pradesh" };
    expect(catalogueTownOf(place("Pin", 26, district), [town("Forty", 26.3597, district)])?.cityName).toBe("Forty");
    expect(catalogueTownOf(place("Pin", 26, district), [town("FortyOne", 26.3687, district)])).toBeNull();
  });
  test("a place without a position is the town of its district, without comparing towns that name no district", () => {
    const district = { districtName: "Kanpur Nagar", stateName: "Uttar Pradesh" };
    expect(catalogueTownOf(place("Pin", null, district), [town("Elsewhere", 26.5), town("Kanpur", 26.4, district)])?.cityName).toBe("Kanpur");
    expect(catalogueTownOf(place("Pin", null, district), [town("Elsewhere", 26.5)])).toBeNull();
  });
});

describe("a price near a place and towns in a visitor's order", () => {
  const towns = [{ cityName: "Agra", lat: 27.18, lng: 78.01 }, { cityName: "Mathura", lat: 27.49, lng: 77.67 }];
  test("of two price rows of one town, however spelt, the first is the town's", () => {
    const rows = [{ cityName: "Agra", price: 1 }, { cityName: "agra", price: 2 }];
    expect(townPrice(place("Agra", null), rows, towns)?.row.price).toBe(1);
  });
  test("a place without a position and no price of its own has no price", () => {
    expect(townPrice(place("Vrindavan", null), [{ cityName: "Agra" }], towns)).toBeNull();
  });
  test("towns are read own town first, then by distance, then by name", () => {
    // Vrindavan (27.58, 77.70) is about 10 km from Mathura and 54 km from Agra.
    expect(townsFrom({ cityName: "Vrindavan", lat: 27.58, lng: 77.7 }, ["Agra", "Mathura"], towns)).toEqual(["Mathura", "Agra"]);
    expect(townsFrom({ cityName: "Mathura", lat: null, lng: null }, ["Agra", "Mathura"], towns)).toEqual(["Mathura", "Agra"]);
  });
  test("dealers of the place's own town are at 0 km without positions; others need both positions and to be within reach", () => {
    const items = [{ cityName: "Agra" }, { cityName: "Mathura" }];
    expect(nearestFirst(place("Agra", null), items, towns)).toEqual([{ cityName: "Agra", km: 0 }]);
    expect(nearestFirst(place("Agra", 27.18, { lng: 78.01 }), items, [towns[0]!, { cityName: "Mathura", lat: null, lng: null }])).toEqual([{ cityName: "Agra", km: 0 }]);
    const meridian = [{ cityName: "Forty", lat: 26.3597, lng: LNG }, { cityName: "FortyOne", lat: 26.3687, lng: LNG }];
    expect(nearestFirst(place("Pin", 26), [{ cityName: "Forty" }, { cityName: "FortyOne" }], meridian, 40)).toEqual([{ cityName: "Forty", km: 40 }]);
  });
});

/** A place on the 80° E meridian, or without a position. */
function place(cityName: string, lat: number | null, extra: object = {}) {
  return { cityName, lat, lng: lat === null ? null : LNG, ...extra };
}

describe("a place with half a position", () => {
  const towns = [{ cityName: "Agra", lat: 27.18, lng: 78.01 }, { cityName: "Mathura", lat: 27.49, lng: 77.67 }];
  const halves = [{ cityName: "Vrindavan", lat: 27.58, lng: null }, { cityName: "Vrindavan", lat: null, lng: 77.7 }];
  test("a latitude without a longitude, or the reverse, is no position: no nearest town, price or dealer", () => {
    const district = { districtName: "Mathura", stateName: "Uttar Pradesh" };
    for (const half of halves) {
      expect(catalogueTownOf({ ...half, ...district }, [{ ...towns[0]!, ...district }])?.cityName).toBe("Agra"); // the district's town
      expect(townPrice(half, [{ cityName: "Agra" }], towns)).toBeNull();
      expect(townsFrom(half, ["Mathura", "Agra"], towns)).toEqual(["Agra", "Mathura"]); // by name
      expect(nearestFirst(half, [{ cityName: "Agra" }], towns)).toEqual([]);
    }
  });
  test("a dealer's town with half a position is not placed", () => {
    const agra = { cityName: "Agra", lat: 27.18, lng: 78.01 };
    for (const town of [{ cityName: "Mathura", lat: 27.49, lng: null }, { cityName: "Mathura", lat: null, lng: 77.67 }]) {
      expect(nearestFirst(agra, [{ cityName: "Mathura" }], [town])).toEqual([]);
    }
  });
});
