import { CachePincode, CachePincodeUnchecked, CacheTownName } from "#app/shared/cache/cache-strategies";
import { isolateMemo } from "#app/shared/cache/isolate-caches";

// The pincode directory in D1 (docs/decisions/108-pincode-directory.md): where a PIN code is —
// its town, district, state and, where known, position. Read on the enquiry path (is the
// pincode real? what are the empty names?) and by routing (the dealers nearest the visitor).
//
// Each isolate keeps what it read for an hour in a bounded map rather than in KV: the directory
// changes only when an operator loads a new file, a lookup is one primary-key read of the
// database the enquiry is recorded in anyway, and 19,000 rows need no edge-wide copy.

export type PincodePlace = {
  pincode: string;
  cityName: string;
  districtName: string;
  stateName: string;
  lat: number | null;
  lng: number | null;
};

/**
 * What the directory says of a PIN code: where it is; that it has no such PIN code; or nothing,
 * when the table was never loaded (a deployment that skipped `npm run db:pincodes`) or could not
 * be read — then the caller must not refuse the pincode.
 */
export type PincodeCheck =
  | { state: "known"; place: PincodePlace }
  | { state: "unknown" }
  | { state: "unchecked"; reason: string };

// An empty table is asked again soon (CachePincodeUnchecked): the operator may be loading it right now.
const checked = isolateMemo<PincodeCheck>(CachePincode);

type Row = {
  loaded: number;
  pincode: string | null;
  cityName: string | null;
  districtName: string | null;
  stateName: string | null;
  lat: number | null;
  lng: number | null;
};

// One read answers both questions: is the PIN code there, and is the table loaded at all.
const LOOKUP = `SELECT EXISTS (SELECT 1 FROM pincode) AS loaded, p.pincode, p.cityName, p.districtName, p.stateName, p.lat, p.lng
  FROM (SELECT ?1 AS wanted) LEFT JOIN pincode p ON p.pincode = wanted`;

export async function checkPincode(db: D1Database, pincode: string, now = Date.now()): Promise<PincodeCheck> {
  const kept = checked.peek(pincode, now);
  if (kept) return kept;
  let check: PincodeCheck;
  try {
    const row = await db.prepare(LOOKUP).bind(pincode).first<Row>();
    check = !row?.loaded
      ? { state: "unchecked", reason: "the pincode directory is empty (npm run db:pincodes -- --remote loads it)" }
      : row.pincode === null
        ? { state: "unknown" }
        : { state: "known", place: placeOf(row) };
  } catch (error) {
    // Not kept: the next enquiry asks again.
    return { state: "unchecked", reason: `the pincode directory could not be read: ${String(error)}` };
  }
  return checked.keep(pincode, check, now, check.state === "unchecked" ? CachePincodeUnchecked : CachePincode);
}

/** Where a PIN code is, or null when the directory does not list it (or cannot say). */
export async function lookupPincode(db: D1Database, pincode: string): Promise<PincodePlace | null> {
  const check = await checkPincode(db, pincode);
  return check.state === "known" ? check.place : null;
}

/** Forgets what this isolate read (tests that change the table). */
export function forgetPincodes(): void {
  checked.clear();
  named.clear();
}

function placeOf(row: Row): PincodePlace {
  return {
    pincode: row.pincode ?? "",
    cityName: row.cityName ?? "",
    districtName: row.districtName ?? "",
    stateName: row.stateName ?? "",
    lat: row.lat,
    lng: row.lng,
  };
}

/** Kept as found, or `null` when the directory has no such name. */
const named = isolateMemo<{ place: PincodePlace | null }>(CacheTownName);

// A town by its name: the directory's town first, then a district, then a post office; within
// one, the lowest PIN code with a position (usually the head post office). COLLATE NOCASE on each
// side, as the indexes of migration 0010 are built, so each term is an index search.
const NAMED = `SELECT pincode, cityName, districtName, stateName, lat, lng,
    CASE WHEN cityName = ?1 COLLATE NOCASE THEN 0 WHEN districtName = ?1 COLLATE NOCASE THEN 1 ELSE 2 END AS rank
  FROM pincode
  WHERE cityName = ?1 COLLATE NOCASE OR districtName = ?1 COLLATE NOCASE OR officeName = ?1 COLLATE NOCASE
  ORDER BY rank, lat IS NULL, pincode LIMIT 1`;

/**
 * Where a town the directory names is (its town, district or a post office, any case): the place
 * with the name as asked for a district ("Varanasi" the district is the town people name), or
 * null when the directory has no such name or cannot be read. Kept an hour per isolate.
 */
export async function lookupTownNamed(db: D1Database, name: string, now = Date.now()): Promise<PincodePlace | null> {
  const key = name.toLowerCase();
  const kept = named.peek(key, now);
  if (kept) return kept.place;
  let place: PincodePlace | null;
  try {
    const row = await db.prepare(NAMED).bind(name).first<Omit<Row, "loaded"> & { rank: number }>();
    place = row ? { ...placeOf({ ...row, loaded: 1 }), cityName: row.rank === 1 ? (row.districtName ?? "") : (row.cityName ?? "") } : null;
  } catch (error) {
    console.warn("the pincode directory could not be read for a town name", String(error));
    return null;
  }
  return named.keep(key, { place }, now).place;
}
