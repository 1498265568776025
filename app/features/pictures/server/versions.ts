import { CacheLong } from "#app/shared/cache/cache-strategies";
import type { PictureVersions } from "#app/shared/pictures";
import { CACHE_VERSION } from "../../../shared/cache/cache-keys";
import { cached } from "../../../shared/cache/cached";

// The versions of uploaded pictures (D1 image_version), as every page render needs them: read
// through the KV cache like an /api answer of the long strategy, so a page view costs no D1 call.
// An upload advances the catalogue generation, which renews it with everything else.
// docs/decisions/073-picture-versions.md.

export const PICTURE_VERSIONS_KEY = `${CACHE_VERSION}:pictureVersions`;

/** The D1 read behind the cache (an object, so tests can count its calls). */
export const pictureVersionSource = {
  async load(db: D1Database): Promise<PictureVersions> {
    const { results } = await db.prepare("SELECT key, version FROM image_version").all<{ key: string; version: string }>();
    return Object.fromEntries(results.map((r) => [r.key, r.version]));
  },
};

export async function pictureVersions(env: Env, ctx: ExecutionContext): Promise<PictureVersions> {
  const load = async () => [await pictureVersionSource.load(env.DB)];
  const { items } = await cached(PICTURE_VERSIONS_KEY, load, CacheLong(), { kv: env.API_CACHE, ctx, env });
  return (items[0] ?? {}) as PictureVersions;
}
