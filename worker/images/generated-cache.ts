import type { ImagePath, Size } from "./image-path";

// Generated pictures (placeholders, the logo, social icons) kept in this location's Cache API for
// as long as their Cache-Control allows (a day). A page shows up to a dozen placeholders, and each
// would otherwise cost a catalogue lookup (the KV cache, or the origin on a miss, up to 1.5 s) and
// a digest before its first byte. R2 is still asked on every request (beside this cache) and its
// object wins, so an upload shows at once at every location and nothing here needs purging. docs/decisions/101.

const CACHE_NAME = "generated-images";
const CACHE_HOST = "https://generated-images.internal";

/** One entry per picture and size: other query parameters do not change the drawing. */
export const generatedKey = (image: ImagePath, { width, height }: Size) =>
  `${CACHE_HOST}/${encodeURI(image.key)}?size=${width}x${height}`;

/** This location's copy of a generated picture, if it has one. */
export async function cachedGenerated(key: string): Promise<Response | undefined> {
  const hit = await (await caches.open(CACHE_NAME)).match(key);
  // A cached response's headers are immutable; the middlewares after this one add theirs.
  return hit && new Response(hit.body, hit);
}

/** Keeps a freshly drawn picture here for the next visitor, and returns it. */
export function keepGenerated(key: string, ctx: ExecutionContext, res: Response): Response {
  const copy = res.clone();
  const store = async () => (await caches.open(CACHE_NAME)).put(key, copy);
  ctx.waitUntil(store().catch((error) => console.warn("generated image cache write failed", key, String(error))));
  return res;
}
