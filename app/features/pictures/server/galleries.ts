import { CacheLong } from "#app/shared/cache/cache-strategies";
import { type Photo, type ShownPhoto, shownOrder } from "#app/features/pictures/rules/gallery";
import { keySrc } from "#app/shared/pictures";
import { CACHE_VERSION } from "../../../shared/cache/cache-keys";
import { cached } from "../../../shared/cache/cached";

// A gallery's photos from D1 (table photo, migration 0016), and the gallery as a page shows it:
// read through the KV cache like the version map (./versions.ts), so a page view costs no D1
// call; a change in the console advances the catalogue generation (docs/decisions/129-pictures-that-sell.md).

type PhotoRow = Omit<Photo, "isMain" | "sizes"> & { isMain: number; sizes: string };

export async function galleryOf(db: D1Database, folder: string): Promise<Photo[]> {
  const { results } = await db
    .prepare("SELECT id, position, isMain, altEn, altHi, version, sizes, originalKey, width, height FROM photo WHERE ownerKey = ?1 ORDER BY position, id")
    .bind(folder)
    .all<PhotoRow>();
  return results.map((row) => ({ ...row, isMain: row.isMain === 1, sizes: JSON.parse(row.sizes) as Photo["sizes"] }));
}

export const galleryCacheKey = (folder: string) => `${CACHE_VERSION}:gallery:${folder}`;

/** The photos a page shows (main first), their addresses and alt texts. */
export function shownPhotos(photos: readonly Photo[]): ShownPhoto[] {
  return shownOrder(photos).map((p) => ({
    src: keySrc(p.sizes.detail ?? p.sizes.list ?? ""),
    thumb: keySrc(p.sizes.thumb ?? p.sizes.list ?? ""),
    altEn: p.altEn,
    altHi: p.altHi,
  }));
}

/** The gallery of an owner's folder (model/Mahindra/Treo) as its pages show it. */
export async function publicGallery(env: Env, ctx: ExecutionContext, folder: string): Promise<ShownPhoto[]> {
  // One item always (the list, however long): an empty list is an answer, not a miss.
  const load = async () => [shownPhotos(await galleryOf(env.DB, folder))];
  const { items } = await cached(galleryCacheKey(folder), load, CacheLong(), { kv: env.API_CACHE, ctx, env });
  return (items[0] ?? []) as ShownPhoto[];
}
