import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { PINCODE_PATTERN } from "#app/shared/rules/phone";
import { insideIndia } from "#app/shared/rules/india";
import { AREAS } from "../../seed/cities";
import { DIRECTORY_FILE, directorySql, directoryVersion, parseDirectory } from "#worker/origin/pincode-directory";

// The pincode directory shipped with the project (docs/decisions/108-pincode-directory.md): one
// row per PIN code, loaded into D1 by the seed and by `npm run db:pincodes`.

const rows = parseDirectory(gunzipSync(readFileSync(DIRECTORY_FILE)).toString("utf8"));
const byPincode = new Map(rows.map((row) => [row.pincode, row]));

function migratedDb(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  const dir = "worker/origin/migrations";
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) db.exec(readFileSync(`${dir}/${file}`, "utf8"));
  return db;
}
const load = (db: DatabaseSync, sql: string[]) => db.exec(sql.join(";\n") + ";\n");
const count = (db: DatabaseSync) => Number((db.prepare("SELECT COUNT(*) AS n FROM pincode").get() as { n: number }).n);

test("the directory holds each of India's PIN codes once, with its district and state; 999999 is not one", () => {
  expect(rows.length).toBeGreaterThan(19_000);
  expect(byPincode.size).toBe(rows.length);
  for (const row of rows) {
    expect(row.pincode, row.pincode).toMatch(PINCODE_PATTERN);
    expect([row.officeName, row.cityName, row.districtName, row.stateName].every(Boolean), row.pincode).toBe(true);
    // A position is known as a pair inside India, or not at all.
    if (row.lat === null || row.lng === null) expect([row.lat, row.lng], row.pincode).toEqual([null, null]);
    else expect(insideIndia(row.lat, row.lng), row.pincode).toBe(true);
  }
  expect(byPincode.has("999999")).toBe(false);
  expect(byPincode.get("226001")).toMatchObject({ cityName: "Lucknow", districtName: "Lucknow", stateName: "Uttar Pradesh" });
  expect(byPincode.get("201301")).toMatchObject({ cityName: "Noida", stateName: "Uttar Pradesh" });
  // Telangana's PIN codes are Telangana's, also where only the 2015 directory lists them.
  expect(byPincode.get("507121")?.stateName).toBe("Telangana");
});

test("every pincode of the sample's areas is in the directory", () => {
  const missing = Object.values(AREAS).flat().map(([, pincode]) => pincode).filter((pincode) => !byPincode.has(pincode));
  expect(missing).toEqual([]);
});

test("a load writes the directory once: the same version again writes nothing, a new version replaces it", () => {
  const db = migratedDb();
  const version = directoryVersion(rows);
  load(db, directorySql(rows, version, 1));
  expect(count(db)).toBe(rows.length);
  expect(db.prepare("SELECT version, rows FROM pincode_source").all()).toEqual([{ version, rows: rows.length }]);

  // An edit made since stays when the same version is loaded again: nothing was rewritten.
  db.exec("UPDATE pincode SET cityName = 'Edited' WHERE pincode = '226001'");
  load(db, directorySql(rows, version, 2));
  expect(db.prepare("SELECT cityName FROM pincode WHERE pincode = '226001'").get()).toEqual({ cityName: "Edited" });

  const next = rows.filter((row) => row.pincode !== "110001");
  load(db, directorySql(next, directoryVersion(next), 3));
  expect(count(db)).toBe(next.length);
  expect(db.prepare("SELECT cityName FROM pincode WHERE pincode = '226001'").get()).toEqual({ cityName: "Lucknow" });
  expect(db.prepare("SELECT version FROM pincode_source").all()).toEqual([{ version: directoryVersion(next) }]);
});

test("each load statement stays well under D1's 100 KB limit", () => {
  const sql = directorySql(rows, directoryVersion(rows));
  expect(Math.max(...sql.map((s) => Buffer.byteLength(s)))).toBeLessThan(60_000);
  expect(sql.length).toBeLessThan(60);
});
