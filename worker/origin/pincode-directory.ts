// The pincode directory (docs/decisions/108-pincode-directory.md) as rows and as the statements
// that load it into D1's `pincode` table (migration 0004). The data file, data/pincode-directory
// .tsv.gz, is read by Node (the seed, `npm run db:pincodes`, the test setup), never by the
// Worker, so the directory is never in a bundle. Pure TypeScript, no Node APIs.

export const DIRECTORY_FILE = "data/pincode-directory.tsv.gz";

export type PincodeRow = {
  pincode: string;
  officeName: string;
  cityName: string;
  districtName: string;
  stateName: string;
  /** GeoNames' position of the PIN code's offices; null where it is not known. */
  lat: number | null;
  lng: number | null;
};

const COLUMNS = ["pincode", "officeName", "cityName", "districtName", "stateName", "lat", "lng"] as const;

/** The rows of the data file's text (a header line, then one tab-separated line per PIN code). */
export function parseDirectory(tsv: string): PincodeRow[] {
  const [header, ...lines] = tsv.split("\n").filter((line) => line !== "");
  if (header !== COLUMNS.join("\t")) throw new Error(`not a pincode directory: ${header?.slice(0, 80)}`);
  return lines.map((line) => {
    const [pincode = "", officeName = "", cityName = "", districtName = "", stateName = "", lat = "", lng = ""] = line.split("\t");
    const at = (v: string) => (v === "" ? null : Number(v));
    return { pincode, officeName, cityName, districtName, stateName, lat: at(lat), lng: at(lng) };
  });
}

/** A version that changes whenever any row does: the row count and a hash of the rows. */
export function directoryVersion(rows: readonly PincodeRow[]): string {
  let h = 0x811c9dc5;
  for (const row of rows) {
    const line = COLUMNS.map((c) => row[c] ?? "").join("\t");
    for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 0x01000193) >>> 0;
  }
  return `${rows.length}-${h.toString(16).padStart(8, "0")}`;
}

const quote = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;

/** UTF-8 length, by hand (TextEncoder is not in every lib this is typed against). */
function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Kept well under D1's 100 KB per statement. */
const MAX_STATEMENT_BYTES = 50_000;

/**
 * Statements that make the `pincode` table these rows, unless it already holds this version: each
 * one is conditional on `pincode_source`, so a seed that runs them on every `npm start` writes
 * nothing when the directory is unchanged, and a new version replaces the old one whole.
 */
export function directorySql(rows: readonly PincodeRow[], version: string, loadedAt = 0): string[] {
  const v = quote(version);
  const stale = `NOT EXISTS (SELECT 1 FROM pincode_source WHERE version = ${v})`;
  const head = `INSERT OR REPLACE INTO pincode (${COLUMNS.join(", ")}) SELECT * FROM (VALUES\n`;
  const tail = `\n) WHERE ${stale}`;
  const inserts: string[] = [];
  let tuples: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const tuple = `(${COLUMNS.map((c) => quote(row[c])).join(", ")})`;
    const size = utf8Length(tuple) + 2;
    if (bytes + size > MAX_STATEMENT_BYTES && tuples.length) {
      inserts.push(head + tuples.join(",\n") + tail);
      tuples = [];
      bytes = 0;
    }
    tuples.push(tuple);
    bytes += size;
  }
  if (tuples.length) inserts.push(head + tuples.join(",\n") + tail);
  return [
    `DELETE FROM pincode WHERE ${stale}`,
    ...inserts,
    `DELETE FROM pincode_source WHERE version <> ${v}`,
    `INSERT OR IGNORE INTO pincode_source (version, rows, loadedAt) VALUES (${v}, ${rows.length}, ${loadedAt})`,
  ];
}

/** The rows whose PIN code begins with one of the prefixes (the worker tests load such a subset). */
export function directorySubset(rows: readonly PincodeRow[], prefixes: readonly string[]): PincodeRow[] {
  return rows.filter((row) => prefixes.some((prefix) => row.pincode.startsWith(prefix)));
}
