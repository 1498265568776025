import { type Owner, ownerKey } from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES, pictureTypeOf, pictureVersion } from "#app/shared/pictures";
import { ApiFailure } from "#app/shared/server/errors";
import { purgeAll } from "#worker/bff/purge";
import { saveRecord } from "../../../console/server/catalogue/import";
import { addPhotos, changePhoto } from "../../../pictures/server/gallery";
import { galleryOf } from "../../../pictures/server/galleries";
import { contactOf, saveContact } from "../../../leads/server/trader-contact";
import {
  type AskedChange,
  type ProfileField,
  type ProfileValues,
  brandsOf,
  changesAsked,
  isStale,
  twoLanguagesOf,
  twoLanguagesValue,
} from "../rules/profile-fields";
import { type ChangeState, NOTE_MAX, type PhotoRefusal, type ProfileChange } from "../rules/profile-change";

// A seller's profile changes (docs/decisions/168): asked by a signed-in seller, kept in
// trader_profile_change until an operator decides; an approval writes the value where the site
// reads it — the catalogue's trader record (address, brands) through the console's own record
// save, the trader's numbers, the hours and offers table, the trader's photo gallery — and renews
// the caches. A change whose live value moved since it was asked is refused, never written over.


const COLUMNS = "id, tName, field, oldValue, newValue, askedBy, askedAt, state, decidedAt, decidedNote";
/** A page of the queue, and the seller's recent changes: more than a phone screen scrolls through. */
export const QUEUE_PAGE = 50;
export const SELLER_RECENT = 20;

const traderOwner = (tName: string): Owner => ({ kind: "trader", tName });
/** Where a photo waits for approval: never under an address the site shows. */
export const waitingPhotoKey = (tName: string, version: string) => `seller-photo/${tName}/${version}`;

/** Every field's live value, as the public site shows it now. */
export async function liveProfile(db: D1Database, tName: string): Promise<ProfileValues> {
  const [trader, contact, extra, photo] = await db.batch<Record<string, string>>([
    db.prepare("SELECT address, addressHi, brandDeal FROM trader WHERE tName = ?1").bind(tName),
    db.prepare("SELECT publicPhone, notifyPhone FROM trader_contact WHERE tName = ?1").bind(tName),
    db.prepare("SELECT hours, offerEn, offerHi FROM trader_profile WHERE tName = ?1").bind(tName),
    db.prepare("SELECT version FROM photo WHERE ownerKey = ?1 AND isMain = 1").bind(ownerKey(traderOwner(tName))),
  ]);
  const t = trader?.results[0];
  const c = contact?.results[0];
  const x = extra?.results[0];
  const brands = t?.brandDeal ? (JSON.parse(t.brandDeal) as string[]) : [];
  return {
    address: twoLanguagesValue({ en: t?.address ?? "", hi: t?.addressHi ?? "" }),
    hours: x?.hours ?? "",
    publicPhone: c?.publicPhone ?? "",
    notifyPhone: c?.notifyPhone ?? "",
    brands: JSON.stringify([...brands].sort((a, b) => a.localeCompare(b, "en"))),
    offers: twoLanguagesValue({ en: x?.offerEn ?? "", hi: x?.offerHi ?? "" }),
    photo: photo?.results[0]?.version ?? "",
  };
}

/**
 * Files the fields that differ from the live values; a field that already waits has its
 * waiting value replaced (one waiting change a field). The changes filed.
 */
export async function askChanges(db: D1Database, tName: string, mobile: string, asked: Partial<ProfileValues>, now = Date.now()): Promise<AskedChange[]> {
  const changes = changesAsked(await liveProfile(db, tName), asked);
  if (changes.length === 0) return [];
  await db.batch(
    changes.map((c) =>
      db
        .prepare(
          `INSERT INTO trader_profile_change (tName, field, oldValue, newValue, askedBy, askedAt) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (tName, field) WHERE state = 'pending'
           DO UPDATE SET oldValue = excluded.oldValue, newValue = excluded.newValue, askedBy = excluded.askedBy, askedAt = excluded.askedAt`,
        )
        .bind(tName, c.field, c.oldValue, c.newValue, mobile, now),
    ),
  );
  return changes;
}

/** A photo the seller sends waits in R2 beside the site's pictures; its change is its version. */
export async function askPhoto(env: Env, tName: string, mobile: string, bytes: Uint8Array<ArrayBuffer>, now = Date.now()): Promise<{ ok: true; asked: boolean } | { ok: false; reason: PhotoRefusal }> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MAX_PICTURE_BYTES) return { ok: false, reason: "too_large" };
  const type = pictureTypeOf(bytes);
  if (!type) return { ok: false, reason: "not_a_picture" };
  const version = await pictureVersion(bytes);
  if ((await liveProfile(env.DB, tName)).photo === version) return { ok: true, asked: false };
  const waiting = await env.DB.prepare("SELECT newValue FROM trader_profile_change WHERE tName = ?1 AND field = 'photo' AND state = 'pending'").bind(tName).first<{ newValue: string }>();
  await env.IMAGES.put(waitingPhotoKey(tName, version), bytes, { httpMetadata: { contentType: type } });
  await askChanges(env.DB, tName, mobile, { photo: version }, now);
  // the photo it replaces in the queue is no one's now
  if (waiting && waiting.newValue !== version) await env.IMAGES.delete(waitingPhotoKey(tName, waiting.newValue));
  return { ok: true, asked: true };
}

/** The seller's own changes: those waiting first, then the decided ones, newest first. */
export async function changesOf(db: D1Database, tName: string): Promise<ProfileChange[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM trader_profile_change WHERE tName = ?1 ORDER BY state = 'pending' DESC, askedAt DESC, id DESC LIMIT ?2`)
    .bind(tName, SELLER_RECENT)
    .all<ProfileChange>();
  return results;
}

/** The console's queue: waiting changes oldest first (the first asked is decided first), decided ones newest first. */
export async function queueOf(db: D1Database, state: ChangeState): Promise<ProfileChange[]> {
  const order = state === "pending" ? "askedAt, id" : "decidedAt DESC, id DESC";
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM trader_profile_change WHERE state = ?1 ORDER BY ${order} LIMIT ?2`)
    .bind(state, QUEUE_PAGE)
    .all<ProfileChange>();
  return results;
}

/**
 * An operator's decision on a waiting change of this trader. Refused: a change that is not this
 * trader's (404), one already decided (409), a stale one (409, the plain reason), a note too long (400).
 */
export async function decideChange(
  env: Env,
  input: { id: number; tName: string; decision: string; note: string; who: string },
  now = Date.now(),
): Promise<ProfileChange> {
  const { id, tName, who } = input;
  const note = input.note.trim();
  if (input.decision !== "approve" && input.decision !== "reject") throw new ApiFailure(400, "invalid_decision", "Approve or reject");
  if (note.length > NOTE_MAX) throw new ApiFailure(400, "note_too_long", `A note of at most ${NOTE_MAX} characters`);
  const db = env.DB;
  const change = await db.prepare(`SELECT ${COLUMNS} FROM trader_profile_change WHERE id = ?1 AND tName = ?2`).bind(id, tName).first<ProfileChange>();
  if (!change) throw new ApiFailure(404, "unknown_change", "No such change of this seller's profile");
  if (change.state !== "pending") throw new ApiFailure(409, "already_decided", "This change was decided already");
  if (input.decision === "approve" && isStale(change, await liveProfile(db, tName))) {
    throw new ApiFailure(409, "stale_change", "The live value changed after the seller asked for this, so approving it would undo that. Reject it; the seller can ask again from what is live now");
  }
  // Claimed before it is written: of two decisions at once, one finds the change still waiting.
  const state = input.decision === "approve" ? "approved" : "rejected";
  const claimed = await db
    .prepare(`UPDATE trader_profile_change SET state = ?2, decidedAt = ?3, decidedBy = ?4, decidedNote = ?5 WHERE id = ?1 AND state = 'pending' RETURNING ${COLUMNS}`)
    .bind(id, state, now, who, note)
    .first<ProfileChange>();
  if (!claimed) throw new ApiFailure(409, "already_decided", "This change was decided already");
  try {
    if (state === "approved") await apply(env, claimed, now);
    else if (claimed.field === "photo") await env.IMAGES.delete(waitingPhotoKey(tName, claimed.newValue));
  } catch (error) {
    await db.prepare("UPDATE trader_profile_change SET state = 'pending', decidedAt = NULL, decidedBy = '', decidedNote = '' WHERE id = ?1").bind(id).run();
    throw error;
  }
  return claimed;
}

/** Writes an approved value where the site reads it, and renews what caches it. */
async function apply(env: Env, change: ProfileChange, now: number): Promise<void> {
  const { tName, newValue } = change;
  const field: ProfileField = change.field;
  switch (field) {
    case "address": {
      const { en, hi } = twoLanguagesOf(newValue);
      await saveRecord(env, "traders", { tName, address: en, addressHi: hi });
      return;
    }
    case "brands":
      await saveRecord(env, "traders", { tName, brandDeal: JSON.stringify(brandsOf(newValue)) });
      return;
    case "publicPhone":
    case "notifyPhone": {
      // The buyer's result reads the numbers at once; no cached page shows them.
      const contact = await contactOf(env.DB, tName);
      const next = { notifyPhone: contact.notifyPhone, publicPhone: contact.publicPhone, [field]: newValue };
      await saveContact(env.DB, tName, { ...next, whatsapp: contact.whatsappOptInAt !== null && next.notifyPhone !== "" });
      return;
    }
    case "hours":
    case "offers": {
      const offers = field === "offers" ? twoLanguagesOf(newValue) : null;
      await env.DB.prepare(
        `INSERT INTO trader_profile (tName, hours, offerEn, offerHi, updatedAt) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (tName) DO UPDATE SET
           hours = CASE WHEN ?6 = 'hours' THEN excluded.hours ELSE trader_profile.hours END,
           offerEn = CASE WHEN ?6 = 'offers' THEN excluded.offerEn ELSE trader_profile.offerEn END,
           offerHi = CASE WHEN ?6 = 'offers' THEN excluded.offerHi ELSE trader_profile.offerHi END,
           updatedAt = excluded.updatedAt`,
      )
        .bind(tName, field === "hours" ? newValue : "", offers?.en ?? "", offers?.hi ?? "", now, field)
        .run();
      await purgeAll(env);
      return;
    }
    case "photo":
      await applyPhoto(env, tName, newValue);
      return;
  }
}

/** The waiting photo joins the trader's gallery through the pictures' own checks and becomes its main photo. */
async function applyPhoto(env: Env, tName: string, version: string): Promise<void> {
  const key = waitingPhotoKey(tName, version);
  const object = await env.IMAGES.get(key);
  if (!object) throw new ApiFailure(409, "photo_gone", "The photo this change sends is no longer stored: reject it and ask the seller to send it again");
  const owner = traderOwner(tName);
  const [outcome] = await addPhotos(env, owner, [{ name: `${version}`, bytes: new Uint8Array(await object.arrayBuffer()) }]);
  if (outcome && !outcome.ok && outcome.reason !== "duplicate") {
    throw new ApiFailure(400, "photo_refused", `The gallery refused the photo (${outcome.reason}): reject this change`);
  }
  const photo = (await galleryOf(env.DB, ownerKey(owner))).find((p) => p.version === version);
  if (photo && !photo.isMain) await changePhoto(env, owner, photo.id, { main: true });
  await env.IMAGES.delete(key);
}
