import { type CookieRule, cookieValue, setCookieHeader } from "#app/shared/lib/cookies";
import { identityKey } from "../../leads/rules/identity-key";
import { asciiDigits } from "../../../shared/rules/digits";
import { distanceKm } from "../../../shared/rules/india";
import { HINDI_TOWN_NAMES } from "../../../shared/i18n/town-names-hi";

// The visitor's town (docs/decisions/115-your-town-first.md): what the picker reads, what the
// cookie that remembers it may hold, and which catalogue towns are nearest. Pure: the Worker
// resolves a choice to a place (app/features/town/server/town-cookie.ts), the pages read the result.

/** The cookie: `town=<value>; Max-Age=15552000; Path=/; HttpOnly[; Secure]; SameSite=Lax`. */
export const TOWN_COOKIE = "town";
/** 180 days: a buyer comes back over weeks while deciding; long enough, not for ever. */
export const TOWN_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** What the cookie (and the picker, once read) names: a PIN code, or a town by its name. */
export type TownChoice = { kind: "pincode"; pincode: string } | { kind: "name"; name: string };

const PINCODE = /^[1-9]\d{5}$/;
/** A town as the cookie keeps it: ASCII letters, spaces, dots, hyphens; what the catalogue and the directory spell. */
const TOWN_NAME = /^[A-Za-z][A-Za-z .()-]{0,59}$/;
const MAX_TYPED = 80;

/** A stored value read back: a PIN code or a town name of the allowed shape; anything else is no choice. */
export function choiceFromValue(value: string): TownChoice | null {
  if (PINCODE.test(value)) return { kind: "pincode", pincode: value };
  const name = value.replace(/\s+/g, " ").trim();
  return TOWN_NAME.test(name) ? { kind: "name", name } : null;
}

/**
 * The town a request's Cookie header remembers, or null. A value that is not percent-decodable,
 * not a PIN code and not a town name of the allowed shape is ignored, never an error.
 */
export function townFromCookie(header: string | null | undefined): TownChoice | null {
  const value = cookieValue(header, TOWN_COOKIE);
  return value && value.length <= 200 ? choiceFromValue(value) : null;
}

const townCookieRule = (maxAge: number, secure: boolean): CookieRule => ({ path: "/", maxAge, sameSite: "Lax", httpOnly: true, secure });

/** The Set-Cookie header that remembers the choice (a PIN code, or the town's name percent-encoded); Secure over https. */
export function townCookieHeader(choice: TownChoice, secure: boolean): string {
  const value = choice.kind === "pincode" ? choice.pincode : choice.name;
  return setCookieHeader(TOWN_COOKIE, value, townCookieRule(TOWN_COOKIE_MAX_AGE, secure));
}

/** The Set-Cookie header that forgets the town. */
export function clearTownCookieHeader(secure: boolean): string {
  return setCookieHeader(TOWN_COOKIE, "", townCookieRule(0, secure));
}

/**
 * What the visitor typed in the picker: six digits (of any script, spaces allowed: "221 001",
 * "२२१००१") are a PIN code; other text is a town name in English or Hindi. Empty or too long: null.
 */
export function readTownQuery(typed: string): TownChoice | { kind: "text"; text: string } | null {
  const text = typed.replace(/\s+/g, " ").trim();
  if (!text || text.length > MAX_TYPED) return null;
  const digits = asciiDigits(text).replace(/[\s-]/g, "");
  if (/^\d+$/.test(digits)) return PINCODE.test(digits) ? { kind: "pincode", pincode: digits } : null;
  const english = englishTownName(text);
  if (english) return { kind: "name", name: english };
  return TOWN_NAME.test(text) ? { kind: "name", name: text } : { kind: "text", text };
}

/** A Hindi spelling of a town the site knows, as the catalogue writes it ("वाराणसी" → "Varanasi"). */
export function englishTownName(typed: string): string | null {
  return hindiNames().get(hindiKey(typed)) ?? null;
}

/** Nukta letters arrive precomposed (ज़ U+095B) or as two code points; NFC makes them one spelling. */
const hindiKey = (text: string) => text.normalize("NFC").replace(/\s+/g, "");
let hindiMap: Map<string, string> | null = null;
const hindiNames = () => (hindiMap ??= new Map(Object.entries(HINDI_TOWN_NAMES).map(([hindi, english]) => [hindiKey(hindi), english])));

/** One town however spelt: case, spaces and hyphens aside. */
const sameTownKey = (s: string) => identityKey(s).replace(/\s+/g, "");

/** Two spellings of one town: case, spaces and hyphens aside ("Rae Bareli", "RaeBareli", "rae-bareli"). */
export function sameTown(a: string, b: string): boolean {
  return sameTownKey(a) !== "" && sameTownKey(a) === sameTownKey(b);
}

export type Position = { lat: number; lng: number };
export type Located<T> = T & { km: number };

/** A catalogue town within this of a place is that town (a PIN code in Kanpur is Kanpur). */
export const SAME_TOWN_KM = 15;

/** Distances are shown as whole km. */
export function roundKm(km: number): number {
  return Math.round(km);
}

/**
 * The towns nearest a position, nearest first (ties by name), each with its distance in whole km;
 * towns without a position are left out.
 */
export function nearestTowns<T extends { cityName: string; lat?: number | null | undefined; lng?: number | null | undefined }>(
  from: Position,
  towns: readonly T[],
  limit = Number.POSITIVE_INFINITY,
): Located<T>[] {
  return towns
    .flatMap((town) =>
      town.lat == null || town.lng == null ? [] : [{ ...town, km: roundKm(distanceKm(from.lat, from.lng, town.lat, town.lng)) }],
    )
    .sort((a, b) => a.km - b.km || a.cityName.localeCompare(b.cityName))
    .slice(0, limit);
}

/**
 * Within this of a catalogue town of the same district, a place is that town: the directory's
 * positions are approximate (GeoNames', ADR 108), and a city's PIN codes spread over 20 km.
 */
export const SAME_DISTRICT_KM = 40;

type District = { districtName?: string | undefined; stateName?: string | undefined };
const sameDistrict = (a: District, b: District) =>
  Boolean(a.districtName && b.districtName && a.stateName && b.stateName) && sameTown(a.districtName!, b.districtName!) && sameTown(a.stateName!, b.stateName!);

/**
 * Where the town's own pages and prices are: the catalogue town of the same name; else the
 * nearest catalogue town within SAME_TOWN_KM; else the nearest of its district within
 * SAME_DISTRICT_KM (any, when the place has no position); null when none is: a town with no
 * page of its own.
 */
export function catalogueTownOf<T extends { cityName: string; lat?: number | null; lng?: number | null } & District>(
  place: { cityName: string; lat: number | null; lng: number | null } & District,
  towns: readonly T[],
): T | null {
  const named = towns.find((t) => sameTown(t.cityName, place.cityName));
  if (named) return named;
  const ofDistrict = towns.filter((t) => sameDistrict(t, place));
  if (place.lat == null || place.lng == null) return ofDistrict[0] ?? null;
  const from = { lat: place.lat, lng: place.lng };
  const [nearest] = nearestTowns(from, towns, 1);
  const [nearestOfDistrict] = nearestTowns(from, ofDistrict, 1);
  const town = nearest && nearest.km <= SAME_TOWN_KM ? nearest : nearestOfDistrict && nearestOfDistrict.km <= SAME_DISTRICT_KM ? nearestOfDistrict : null;
  return town ? (towns.find((t) => t.cityName === town.cityName) ?? null) : null;
}

/**
 * Where a place's price is, the one rule (app/features/catalogue/server/town-price.ts applies it): among the towns
 * priced (`rows`, a model's town prices or a type's priced towns), the place's own town (km 0),
 * else the nearest of them by the catalogue's town centres (`towns`), ties by name; null where
 * none is priced, or the place has no position and no price of its own.
 */
export function townPrice<R extends { cityName: string }>(
  place: { cityName: string; lat: number | null; lng: number | null },
  rows: readonly R[],
  towns: readonly { cityName: string; lat?: number | null; lng?: number | null }[],
): { row: R; km: number; own: boolean } | null {
  const byTown = new Map<string, R>();
  for (const row of rows) {
    const key = sameTownKey(row.cityName);
    if (key && !byTown.has(key)) byTown.set(key, row);
  }
  const own = byTown.get(sameTownKey(place.cityName));
  if (own) return { row: own, km: 0, own: true };
  if (place.lat == null || place.lng == null) return null;
  const priced = towns.filter((t) => byTown.has(sameTownKey(t.cityName)));
  const [nearest] = nearestTowns({ lat: place.lat, lng: place.lng }, priced, 1);
  return nearest ? { row: byTown.get(sameTownKey(nearest.cityName))!, km: nearest.km, own: false } : null;
}

/** A model's price for a place: `townPrice` over its published town prices (a 0 is "Contact Us For Price", no price). */
export function modelPriceNear<R extends { cityName: string; exShowroomPrice: number }>(
  place: { cityName: string; lat: number | null; lng: number | null },
  rows: readonly R[],
  towns: readonly { cityName: string; lat?: number | null; lng?: number | null }[],
): { row: R; km: number; own: boolean } | null {
  return townPrice(place, rows.filter((r) => r.exShowroomPrice > 0), towns);
}

/** Towns in the order a visitor in `place` reads them: their own first, then by distance, then the rest by name. */
export function townsFrom(place: { cityName: string; lat: number | null; lng: number | null } | null, names: readonly string[], towns: readonly { cityName: string; lat?: number | null; lng?: number | null }[]): string[] {
  if (!place) return [...names];
  const known = towns.filter((t) => names.some((n) => sameTown(n, t.cityName)));
  const near = place.lat == null || place.lng == null ? [] : nearestTowns({ lat: place.lat, lng: place.lng }, known).map((t) => t.cityName);
  const order = (name: string) => {
    if (sameTown(name, place.cityName)) return -1;
    const i = near.findIndex((n) => sameTown(n, name));
    return i === -1 ? near.length : i;
  };
  return [...names].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** A visitor's town as the pages use it: where it is, and the catalogue town whose pages it has. */
export type TownPlace = {
  /** As shown: the catalogue's name for a catalogue town, else the directory's town. */
  name: string;
  districtName: string;
  stateName: string;
  lat: number | null;
  lng: number | null;
  /** The PIN code it was chosen by, or "". */
  pincode: string;
  /** The catalogue town it is (same name, or within SAME_TOWN_KM), or null: a town with no page of its own. */
  catalogueTown: string | null;
};

/** What the cookie keeps for a place: the catalogue town's name, else the PIN code typed, else the directory's town name. */
export function choiceFor(place: TownPlace): TownChoice {
  if (place.catalogueTown) return { kind: "name", name: place.catalogueTown };
  if (place.pincode) return { kind: "pincode", pincode: place.pincode };
  return { kind: "name", name: place.name };
}

/**
 * Items of catalogue towns (dealers) in the order a visitor in `place` wants them: those of the
 * place's own town first, then by their town's distance; items whose town has no known centre, or
 * is farther than `withinKm`, are left out. Each with its distance (0 in the place's own town).
 */
export function nearestFirst<T extends { cityName: string }>(
  place: { cityName: string; lat: number | null; lng: number | null },
  items: readonly T[],
  towns: readonly { cityName: string; lat?: number | null; lng?: number | null }[],
  withinKm = Number.POSITIVE_INFINITY,
): Located<T>[] {
  const located = items.flatMap((item) => {
    if (sameTown(item.cityName, place.cityName)) return [{ ...item, km: 0 }];
    const town = towns.find((t) => sameTown(t.cityName, item.cityName));
    if (place.lat == null || place.lng == null || town?.lat == null || town.lng == null) return [];
    const km = roundKm(distanceKm(place.lat, place.lng, town.lat, town.lng));
    return km <= withinKm ? [{ ...item, km }] : [];
  });
  return located.sort((a, b) => a.km - b.km);
}
