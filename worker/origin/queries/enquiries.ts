import type { OriginReply } from "../types";
import {
  DUPLICATE_WINDOW_MS,
  type CityRecord,
  type Customer,
  type Enquiry,
  type LocationRecord,
} from "#app/domain/enquiry";

// What the enquiry dialog sends. Bodies arrive validated by the contract's schemas; `now` comes
// from the caller so that a queued enquiry keeps the time it was received at.

const reply = (text: string): OriginReply => ({ status: 200, text });
const flag = (value: boolean) => (value ? 1 : 0);

export async function addCustomer(
  db: D1Database,
  body: Customer,
  now: number,
): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT INTO customer (name, mobile, pincode, otp, date, chkBox, createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(body.name, body.mobile, body.pincode, body.otp, body.date, flag(body.chkBox), now)
    .run();
  return reply("Thank you, your number is registered.");
}

/**
 * Stores an enquiry (a lead dealers pay for). The duplicate flag is isDuplicateLead's rule
 * (now − previous < DUPLICATE_WINDOW_MS, same mobile, model, trader and kind) evaluated inside
 * the INSERT: one statement is atomic, so two copies arriving together (a double tap) cannot
 * both be billable. "Previous" is the last billable lead, so the window does not roll forward
 * with every repeat: the same visitor is billable again 30 days after the last billed lead.
 * INSERT OR IGNORE on the id: a redelivered enquiry is stored once. Duplicates get the same
 * visitor message; only the stored flag differs.
 */
export async function addQuery(db: D1Database, body: Enquiry, now: number): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO enquiry (id, name, mobile, brandName, modelName, tName, areaName,
         pincode, cityName, districtName, stateName, chkBox, typeOfQuery, quantity, date, note,
         lat, lng, google, createdAt, duplicate)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19,
         ?20, EXISTS (
           SELECT 1 FROM enquiry WHERE mobile = ?3 AND modelName = ?5 COLLATE NOCASE
           AND tName = ?6 COLLATE NOCASE AND typeOfQuery = ?13 AND duplicate = 0
           AND createdAt > ?21)`,
    )
    .bind(
      body.id ?? crypto.randomUUID(), body.name, body.mobile, body.brandName, body.modelName,
      body.tName, body.areaName, body.pincode, body.cityName, body.districtName, body.stateName,
      flag(body.chkBox), body.typeOfQuery, body.quantity, body.date, body.note, body.lat ?? null,
      body.lng ?? null, flag(body.google), now, now - DUPLICATE_WINDOW_MS,
    )
    .run();
  return reply("Thank you! Your enquiry has been received. The dealer will call you soon.");
}

export async function addLocation(
  db: D1Database,
  body: LocationRecord,
  now: number,
): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT INTO location_record (mobile, lat, lng, cityName, districtName, stateName, pincode,
         createdAt) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      body.mobile, body.lat, body.lng, body.cityName, body.districtName, body.stateName,
      body.pincode, now,
    )
    .run();
  return reply("Location recorded");
}

export async function addCity(db: D1Database, body: CityRecord, now: number): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT INTO city_record (city, district, state, country, pincode, "from", createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(body.city, body.district, body.state, body.country, body.pincode, body.from, now)
    .run();
  return reply("City recorded");
}
