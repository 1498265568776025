import { expect, test } from "vitest";
import {
  SAME_DISTRICT_KM,
  SAME_TOWN_KM,
  TOWN_COOKIE_MAX_AGE,
  catalogueTownOf,
  choiceFor,
  clearTownCookieHeader,
  nearestFirst,
  nearestTowns,
  readTownQuery,
  townCookieHeader,
  townFromCookie,
  townPrice,
  townsFrom,
} from "#app/features/town/rules/town";

// Your town (docs/decisions/115-your-town-first.md): what the picker reads, what the cookie may
// hold, the nearest catalogue town and the price a town's visitor sees.

const towns = [
  { cityName: "Noida", lat: 28.54, lng: 77.39 },
  { cityName: "Kanpur", lat: 26.45, lng: 80.33 },
  { cityName: "Lucknow", lat: 26.85, lng: 80.95 },
  { cityName: "Gorakhpur", lat: 26.76, lng: 83.37 },
  { cityName: "RaeBareli", lat: 26.23, lng: 81.24 },
  { cityName: "Delhi" }, // no centre
];
const varanasi = { cityName: "Varanasi", lat: 25.3887, lng: 82.9177 };

test("the cookie remembers a PIN code or a town name; any other value is ignored, never an error", () => {
  expect(townFromCookie("a=1; town=221001; b=2")).toEqual({ kind: "pincode", pincode: "221001" });
  expect(townFromCookie("town=Rae%20Bareli")).toEqual({ kind: "name", name: "Rae Bareli" });
  for (const bad of ["town=%E0%A4", "town=<script>", "town=012345", "town=22100", "town=" + "a".repeat(300), "town=", "town=%", "town=Noida%0D%0ASet-Cookie:x", "town=नोएडा", "xtown=Noida"]) {
    expect(townFromCookie(bad), bad).toBeNull();
  }
  expect(townFromCookie(null)).toBeNull();
  expect(townFromCookie("")).toBeNull();
});

test("the cookie is named town, for the whole site, 180 days, SameSite=Lax, HttpOnly, Secure over https", () => {
  expect(townCookieHeader({ kind: "name", name: "Rae Bareli" }, true)).toBe(
    `town=Rae%20Bareli; Max-Age=${TOWN_COOKIE_MAX_AGE}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  expect(TOWN_COOKIE_MAX_AGE).toBe(15_552_000);
  expect(townCookieHeader({ kind: "pincode", pincode: "221001" }, false)).toBe(`town=221001; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax`);
  expect(clearTownCookieHeader(false)).toBe("town=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  // what the cookie keeps reads back as the same choice
  expect(townFromCookie(townCookieHeader({ kind: "name", name: "Rae Bareli" }, true).split(";")[0])).toEqual({ kind: "name", name: "Rae Bareli" });
});

test("the picker reads six digits of any script as a PIN code, and a Hindi town name as its English name", () => {
  expect(readTownQuery(" 221001 ")).toEqual({ kind: "pincode", pincode: "221001" });
  expect(readTownQuery("221 001")).toEqual({ kind: "pincode", pincode: "221001" });
  expect(readTownQuery("२२१००१")).toEqual({ kind: "pincode", pincode: "221001" });
  expect(readTownQuery("22100")).toBeNull();
  expect(readTownQuery("2210011")).toBeNull();
  expect(readTownQuery("वाराणसी")).toEqual({ kind: "name", name: "Varanasi" });
  expect(readTownQuery("नोएडा")).toEqual({ kind: "name", name: "Noida" });
  // the nukta written as one code point or as two is one spelling
  expect(readTownQuery("गाज़ियाबाद")).toEqual({ kind: "name", name: "Ghaziabad" });
  expect(readTownQuery("गाज\u093Cियाबाद")).toEqual({ kind: "name", name: "Ghaziabad" });
  expect(readTownQuery("Varanasi")).toEqual({ kind: "name", name: "Varanasi" });
  expect(readTownQuery("अनजाना")).toEqual({ kind: "text", text: "अनजाना" });
  expect(readTownQuery("   ")).toBeNull();
  expect(readTownQuery("x".repeat(81))).toBeNull();
});

test("the nearest catalogue towns come nearest first, in whole km, and towns without a centre are left out", () => {
  const near = nearestTowns(varanasi, towns, 3);
  expect(near.map((t) => t.cityName)).toEqual(["Gorakhpur", "RaeBareli", "Lucknow"]);
  expect(near[0]!.km).toBe(159);
  expect(near.every((t) => Number.isInteger(t.km))).toBe(true);
  expect(nearestTowns(varanasi, towns).some((t) => t.cityName === "Delhi")).toBe(false);
});

test(`a place is a catalogue town when it has its name, lies within ${SAME_TOWN_KM} km of one, or within ${SAME_DISTRICT_KM} km of one of its district; else a town of its own`, () => {
  const kanpur = { cityName: "Kanpur", districtName: "Kanpur Nagar", stateName: "Uttar Pradesh", lat: 26.45, lng: 80.33 };
  const withDistricts = [...towns.filter((t) => t.cityName !== "Kanpur"), kanpur];
  // Kanpur's 208001 is "Nayaganj" in the directory, 13 km from the catalogue's centre
  expect(catalogueTownOf({ cityName: "Nayaganj", lat: 26.3891, lng: 80.2124 }, withDistricts)?.cityName).toBe("Kanpur");
  // 208006, "Govind Nagar", is placed 19 km away, in Kanpur's district
  const govindNagar = { cityName: "Govind Nagar", districtName: "Kanpur Nagar", stateName: "Uttar Pradesh", lat: 26.5989, lng: 80.2289 };
  expect(catalogueTownOf(govindNagar, withDistricts)?.cityName).toBe("Kanpur");
  // the same spot in another district is a town of its own
  expect(catalogueTownOf({ ...govindNagar, cityName: "Unnao", districtName: "Unnao" }, withDistricts)).toBeNull();
  expect(catalogueTownOf({ cityName: "Rae Bareli", lat: null, lng: null }, towns)?.cityName).toBe("RaeBareli");
  expect(catalogueTownOf({ cityName: "Somewhere", districtName: "Kanpur Nagar", stateName: "Uttar Pradesh", lat: null, lng: null }, withDistricts)?.cityName).toBe("Kanpur");
  expect(catalogueTownOf({ cityName: "Varanasi", lat: varanasi.lat, lng: varanasi.lng }, towns)).toBeNull();
});

test("a town's visitor sees the town's own price, else the nearest town's with its distance", () => {
  const rows = [{ cityName: "Lucknow", price: 1 }, { cityName: "Gorakhpur", price: 2 }, { cityName: "Noida", price: 3 }];
  expect(townPrice({ cityName: "Noida", lat: 28.54, lng: 77.39 }, rows, towns)).toEqual({ row: rows[2], km: 0, own: true });
  expect(townPrice({ ...varanasi }, rows, towns)).toEqual({ row: rows[1], km: 159, own: false });
  expect(townPrice({ cityName: "Nowhere", lat: null, lng: null }, rows, towns)).toBeNull();
  expect(townPrice({ ...varanasi }, [], towns)).toBeNull();
});

test("dealers come from the town itself first, then by distance, and none beyond the limit", () => {
  const dealers = [{ cityName: "Noida", n: 1 }, { cityName: "Gorakhpur", n: 2 }, { cityName: "Lucknow", n: 3 }, { cityName: "Atlantis", n: 4 }];
  expect(nearestFirst(varanasi, dealers, towns).map((d) => [d.n, d.km])).toEqual([[2, 159], [3, 255], [1, 650]]);
  expect(nearestFirst(varanasi, dealers, towns, 300).map((d) => d.n)).toEqual([2, 3]);
  expect(nearestFirst({ cityName: "Noida", lat: 28.54, lng: 77.39 }, dealers, towns)[0]).toEqual({ cityName: "Noida", n: 1, km: 0 });
});

test("a model's price links start with the visitor's town, then the nearest", () => {
  const cities = ["Agra", "Gorakhpur", "Lucknow", "Noida"];
  expect(townsFrom({ cityName: "Lucknow", lat: 26.85, lng: 80.95 }, cities, towns)).toEqual(["Lucknow", "Gorakhpur", "Noida", "Agra"]);
  expect(townsFrom(varanasi, cities, towns)).toEqual(["Gorakhpur", "Lucknow", "Noida", "Agra"]);
  expect(townsFrom(null, cities, towns)).toEqual(cities);
});

test("the cookie keeps the catalogue town, else the PIN code typed, else the directory's town", () => {
  const place = { name: "Kanpur", districtName: "", stateName: "", lat: 1, lng: 1, pincode: "208001", catalogueTown: "Kanpur" };
  expect(choiceFor(place)).toEqual({ kind: "name", name: "Kanpur" });
  expect(choiceFor({ ...place, name: "Varanasi", catalogueTown: null, pincode: "221001" })).toEqual({ kind: "pincode", pincode: "221001" });
  expect(choiceFor({ ...place, name: "Varanasi", catalogueTown: null, pincode: "" })).toEqual({ kind: "name", name: "Varanasi" });
});
