import type { OriginReply } from "../types";
import type { CityRecord, Customer, Enquiry, LocationRecord } from "#app/shared/enquiry";
import { ENQUIRY_MESSAGES as M, type EnquiryMessageKey } from "#app/shared/rules/enquiry-messages";

// What the enquiry dialog sends. Bodies arrive validated by the contract's schemas; `now` comes
// from the caller so that a queued enquiry keeps the time it was received at.

/** A reply in the spec's text, with the visitor's message key beside it. */
const reply = (key: EnquiryMessageKey): OriginReply => ({ status: 200, text: M[key], messageKey: key });
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
  return reply("registered");
}

/**
 * Stores an enquiry as the operator's backend would. INSERT OR IGNORE on the id: a redelivered
 * enquiry is stored once. Which leads are duplicates and billable is the Worker's lead ledger's
 * to decide (app/features/leads/server/ledger.ts), on the resolved identity, in both origin modes.
 */
export async function addQuery(db: D1Database, body: Enquiry, now: number): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO enquiry (id, name, mobile, brandName, modelName, tName, areaName,
         pincode, cityName, districtName, stateName, chkBox, typeOfQuery, quantity, date, note,
         lat, lng, google, createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)`,
    )
    .bind(
      body.id ?? crypto.randomUUID(), body.name, body.mobile, body.brandName, body.modelName,
      body.tName, body.areaName, body.pincode, body.cityName, body.districtName, body.stateName,
      flag(body.chkBox), body.typeOfQuery, body.quantity, body.date, body.note, body.lat ?? null,
      body.lng ?? null, flag(body.google), now,
    )
    .run();
  return reply("received");
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
  return { status: 200, text: "Location recorded" };
}

export async function addCity(db: D1Database, body: CityRecord, now: number): Promise<OriginReply> {
  await db
    .prepare(
      `INSERT INTO city_record (city, district, state, country, pincode, "from", createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(body.city, body.district, body.state, body.country, body.pincode, body.from, now)
    .run();
  return { status: 200, text: "City recorded" };
}
