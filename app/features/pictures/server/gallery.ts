import {
  type FileOutcome,
  MAX_PHOTOS,
  type Owner,
  type OwnerKind,
  PUBLISHED_SIZE,
  type Photo,
  type PhotoChange,
  type PhotoRefusal,
  cleanAlt,
  inOrder,
  mainPhoto,
  moved,
  ownerAddress,
  ownerKey,
  photoOriginalKey,
  photoSizeKey,
} from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES, pictureTypeOf, pictureVersion } from "#app/shared/pictures";
import type { Bff } from "#worker/bff/api";
import { ApiFailure } from "../../../shared/server/errors";
import { purgeAll } from "#worker/bff/purge";
import { galleryOf } from "./galleries";
import { WORKER_CODECS } from "./photo-codecs";
import { UnusablePhoto, makeSizes } from "./photo-sizes";
import { catalogueSpelling } from "./admin-pictures";
import { traderOf } from "../../console/server/traders";

// An owner's gallery as the operator changes it (docs/decisions/129-pictures-that-sell.md): each
// file of an upload checked on its own (type by its bytes, the one size limit, readable, not in
// the gallery already, room left) and made into the sizes the pages show; the main photo chosen,
// the order changed, alt text written, a photo deleted. After each change the main photo is
// published at the owner's site address and the cached pages are renewed.

/** Whose gallery, in any spelling the catalogue knows. */
export type OwnerTarget = { kind: OwnerKind; brandName?: string; modelName?: string; tName?: string };

/** The owner in the catalogue's spelling; 404 for a name it does not know. */
export async function resolveOwner(bff: Pick<Bff, "get">, target: OwnerTarget): Promise<Owner> {
  if (target.kind === "trader") return { kind: "trader", tName: (await traderOf(bff, target.tName ?? "")).tName };
  if (target.kind === "brand") return { kind: "brand", brandName: (await catalogueSpelling(bff, { brandName: target.brandName ?? "" })).brandName };
  const spelt = await catalogueSpelling(bff, { brandName: target.brandName ?? "", modelName: target.modelName ?? "" });
  return { kind: "model", brandName: spelt.brandName, modelName: spelt.modelName ?? "" };
}

export type UploadFile = { name: string; bytes: Uint8Array<ArrayBuffer> };

/** Each file stored or refused on its own: a bad file never stops the good ones. */
export async function addPhotos(env: Env, owner: Owner, files: readonly UploadFile[]): Promise<FileOutcome[]> {
  const folder = ownerKey(owner);
  const photos = await galleryOf(env.DB, folder);
  const versions = new Set(photos.map((p) => p.version));
  let count = photos.length;
  let position = Math.max(-1, ...photos.map((p) => p.position)) + 1;
  let hasMain = photos.some((p) => p.isMain);
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    const refused = (reason: PhotoRefusal) => outcomes.push({ name: file.name, ok: false, reason });
    const { bytes } = file;
    if (bytes.byteLength === 0) { refused("empty"); continue; }
    if (bytes.byteLength > MAX_PICTURE_BYTES) { refused("too_large"); continue; }
    if (!pictureTypeOf(bytes)) { refused("not_a_picture"); continue; }
    if (count >= MAX_PHOTOS) { refused("gallery_full"); continue; }
    const version = await pictureVersion(bytes);
    if (versions.has(version)) { refused("duplicate"); continue; }
    let made;
    try {
      made = await makeSizes(bytes, owner.kind, WORKER_CODECS);
    } catch (error) {
      if (error instanceof UnusablePhoto) { refused(error.reason); continue; }
      throw error;
    }
    const sizes: Photo["sizes"] = {};
    const writes: Promise<unknown>[] = [];
    for (const [size, webp] of made.sizes) {
      const key = photoSizeKey(folder, version, size);
      sizes[size] = key;
      writes.push(env.IMAGES.put(key, webp, { httpMetadata: { contentType: "image/webp" } }));
    }
    const originalKey = photoOriginalKey(folder, version, made.type);
    writes.push(env.IMAGES.put(originalKey, bytes, { httpMetadata: { contentType: made.type } }));
    await Promise.all(writes);
    const row = await env.DB.prepare(
      `INSERT INTO photo (ownerKind, ownerKey, position, isMain, version, sizes, originalKey, originalType, originalBytes, width, height, uploadedAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) RETURNING id`,
    )
      .bind(owner.kind, folder, position, hasMain ? 0 : 1, version, JSON.stringify(sizes), originalKey, made.type, bytes.byteLength, made.width, made.height, Date.now())
      .first<{ id: number }>();
    outcomes.push({ name: file.name, ok: true, id: row!.id });
    versions.add(version);
    count++;
    position++;
    hasMain = true;
  }
  if (outcomes.some((o) => o.ok)) await publish(env, owner);
  return outcomes;
}

/** One change to one photo of the owner's gallery; 404 for a photo that is not in it. */
export async function changePhoto(env: Env, owner: Owner, id: number, change: PhotoChange): Promise<void> {
  const db = env.DB;
  const folder = ownerKey(owner);
  const photos = await galleryOf(db, folder);
  const photo = photos.find((p) => p.id === id);
  if (!photo) throw new ApiFailure(404, "unknown_photo", "That photo is not in this gallery (deleted already?)");
  if ("main" in change) {
    await db.batch([
      db.prepare("UPDATE photo SET isMain = 0 WHERE ownerKey = ?1 AND isMain = 1").bind(folder),
      db.prepare("UPDATE photo SET isMain = 1 WHERE id = ?1").bind(id),
    ]);
  } else if ("move" in change) {
    const order = moved(inOrder(photos).map((p) => p.id), id, change.move);
    await db.batch(order.map((photoId, position) => db.prepare("UPDATE photo SET position = ?1 WHERE id = ?2").bind(position, photoId)));
  } else if ("alt" in change) {
    const en = cleanAlt(change.alt.en);
    const hi = cleanAlt(change.alt.hi);
    if (en === null || hi === null) throw new ApiFailure(400, "alt_too_long", "Alt text is one short sentence");
    await db.prepare("UPDATE photo SET altEn = ?1, altHi = ?2 WHERE id = ?3").bind(en, hi, id).run();
  } else {
    const left = photos.filter((p) => p.id !== id);
    const next = photo.isMain ? mainPhoto(left.map((p) => ({ ...p, isMain: false }))) : undefined;
    await db.batch([
      db.prepare("DELETE FROM photo WHERE id = ?1").bind(id),
      ...(next ? [db.prepare("UPDATE photo SET isMain = 1 WHERE id = ?1").bind(next.id)] : []),
    ]);
    await env.IMAGES.delete([...Object.values(photo.sizes), photo.originalKey]);
  }
  await publish(env, owner);
}

/**
 * The main photo at the owner's site address (the size the cards show), with its version; none
 * left: the address is emptied and the site draws its placeholder again. Then the version map and
 * the gallery are purged, which renews every cached page (decision 132).
 */
async function publish(env: Env, owner: Owner): Promise<void> {
  const folder = ownerKey(owner);
  const address = ownerAddress(owner);
  const main = mainPhoto(await galleryOf(env.DB, folder));
  const object = main ? await env.IMAGES.get(main.sizes[PUBLISHED_SIZE[owner.kind]] ?? "") : null;
  if (main && object) {
    const bytes = new Uint8Array(await object.arrayBuffer());
    await env.IMAGES.put(address, bytes, { httpMetadata: { contentType: "image/webp" }, customMetadata: { version: main.version } });
    await env.DB.prepare(
      `INSERT INTO image_version (key, version, contentType, bytes, uploadedAt) VALUES (?1, ?2, 'image/webp', ?3, ?4)
       ON CONFLICT (key) DO UPDATE SET version = excluded.version, contentType = excluded.contentType, bytes = excluded.bytes, uploadedAt = excluded.uploadedAt`,
    )
      .bind(address, main.version, bytes.byteLength, Date.now())
      .run();
  } else if (!main) {
    await env.IMAGES.delete(address);
    await env.DB.prepare("DELETE FROM image_version WHERE key = ?1").bind(address).run();
  }
  await purgeAll(env);
}
