import { brandImage, modelImage } from "#app/shared/images";
import { findName } from "#app/features/leads/rules/identity";
import { MAX_PIXELS } from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES, type PictureType, keySrc, pictureKey, pictureVersion } from "#app/shared/pictures";
import type { Bff } from "#worker/bff/api";
import { ApiFailure } from "../../../shared/server/errors";
import { purgeAll } from "#worker/bff/purge";
import { WORKER_CODECS } from "./photo-codecs";
import { UnusablePhoto, checkedPicture } from "./photo-sizes";

// A brand's logo or a model's photo uploaded by an operator: JPEG, PNG or
// WebP by its bytes, at most 2 MB, passing the one picture check the console's photos pass
// (header, pixels, whole, a test decode: app/features/pictures/server/photo-sizes.ts), stored in R2 at the key the site already shows it at, with
// its version; the version map is refreshed and the cached pages showing it are purged, so they
// show it at once (docs/decisions/073-picture-versions.md).

export type PictureTarget = { brandName: string; modelName?: string | undefined };
export type UploadedPicture = { key: string; src: string; version: string; contentType: string; bytes: number; uploadedAt: number };

const names = async (bff: Pick<Bff, "get">, call: "getBrand" | "getProductByBrand", query: Record<string, unknown>, field: string) => {
  try {
    return ((await bff.get(call, query)).items as Record<string, string>[]).map((item) => item[field] ?? "");
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return [];
    throw error;
  }
};

/** The catalogue's spelling of a brand and model named in any spelling; 404 for an unknown one. */
export async function catalogueSpelling(bff: Pick<Bff, "get">, target: PictureTarget): Promise<{ brandName: string; modelName?: string }> {
  const brand = findName(await names(bff, "getBrand", {}, "brandName"), target.brandName);
  if (!brand) throw new ApiFailure(404, "unknown_brand", `No brand named ${target.brandName}`);
  if (target.modelName === undefined) return { brandName: brand };
  const model = findName(await names(bff, "getProductByBrand", { brandName: brand }, "name"), target.modelName);
  if (!model) throw new ApiFailure(404, "unknown_model", `No model named ${target.modelName} of ${brand}`);
  return { brandName: brand, modelName: model };
}

/** The picture's address, from the catalogue's spelling of the names (any spelling is accepted). */
export async function pictureAddress(bff: Pick<Bff, "get">, target: PictureTarget): Promise<string> {
  const { brandName, modelName } = await catalogueSpelling(bff, target);
  return modelName === undefined ? brandImage(brandName) : modelImage(brandName, modelName);
}

/** Why the one picture check (checkedPicture) refused a file, as the API says it. */
const REFUSED: Record<UnusablePhoto["reason"], ApiFailure> = {
  not_a_picture: new ApiFailure(415, "unsupported_picture", "Only JPEG, PNG or WebP pictures (checked from the file's contents)"),
  unreadable: new ApiFailure(400, "unreadable_picture", "The picture is not whole: cut short, or its size is not the size its header gives"),
  too_many_pixels: new ApiFailure(400, "too_many_pixels", `A picture may have at most ${MAX_PIXELS / 1_000_000} megapixels`),
};

/** The picture's type once it passed the one check that the console's photos pass too. */
async function checkedType(bytes: Uint8Array<ArrayBuffer>): Promise<PictureType> {
  try {
    return (await checkedPicture(bytes, WORKER_CODECS)).type;
  } catch (error) {
    throw error instanceof UnusablePhoto ? REFUSED[error.reason] : error;
  }
}

export async function uploadPicture(env: Env, bff: Pick<Bff, "get">, target: PictureTarget, bytes: Uint8Array<ArrayBuffer>): Promise<UploadedPicture> {
  if (bytes.byteLength === 0) throw new ApiFailure(400, "empty_picture", "The file is empty");
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new ApiFailure(413, "picture_too_large", "A picture may be at most 2 MB");
  const src = await pictureAddress(bff, target);
  const contentType = await checkedType(bytes);
  const key = pictureKey(src)!;
  const version = await pictureVersion(bytes);
  const uploadedAt = Date.now();
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType }, customMetadata: { version } });
  await env.DB.prepare(
    `INSERT INTO image_version (key, version, contentType, bytes, uploadedAt) VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (key) DO UPDATE SET version = excluded.version, contentType = excluded.contentType, bytes = excluded.bytes, uploadedAt = excluded.uploadedAt`,
  )
    .bind(key, version, contentType, bytes.byteLength, uploadedAt)
    .run();
  // The version map is read by every page: its purge renews the cached pages too.
  await purgeAll(env);
  return { key, src, version, contentType, bytes: bytes.byteLength, uploadedAt };
}

/** Every uploaded picture, newest first. */
export async function uploadedPictures(db: D1Database): Promise<UploadedPicture[]> {
  const { results } = await db
    .prepare("SELECT key, version, contentType, bytes, uploadedAt FROM image_version ORDER BY uploadedAt DESC, key LIMIT 500")
    .all<Omit<UploadedPicture, "src">>();
  return results.map((row) => ({ ...row, src: keySrc(row.key) }));
}
