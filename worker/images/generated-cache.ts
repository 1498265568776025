import type { ImagePath, Size } from "./image-path";

// Generated pictures (placeholders, the logo, social icons) kept in this location's Cache API for
// as long as their Cache-Control allows (a day). A page shows up to a dozen placeholders, and each
// would otherwise cost a catalogue lookup (the KV cache, or the origin on a miss, up to 1.5 s) and
// a digest before its first byte. R2 is still asked first on every request, so an upload shows at
// once at every location and nothing here needs purging. docs/decisions/101.

const CACHE_NAME = "generated-images";
const CACHE_HOST = "https://generated-images.internal";

/** One entry per picture and size: other query parameters do not change the drawing. */
export const generatedKey = (image: ImagePath, { width, height }: Size) =>
  `${CACHE_HOST}/${encodeURI(image.key)}?size=${width}x${height}`;

/** The cached response at `key`, or the one `make` builds, stored for the next visitor here. */
export async function cachedGenerated(key: string, ctx: ExecutionContext, make: () => Promise<Response>): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(key);
  // A cached response's headers are immutable; the middlewares after this one add theirs.
  if (hit) return new Response(hit.body, hit);
  const made = await make();
  ctx.waitUntil(cache.put(key, made.clone()).catch((error) => console.warn("generated image cache write failed", key, String(error))));
  return made;
}
