import { CacheDrawnPicture } from "#app/shared/cache/cache-strategies";
import { edgeStore } from "../../../shared/cache/edge";
import type { ImagePath, Size } from "./image-path";

// Generated pictures (placeholders, the logo, social icons) kept in this location's edge cache
// under the drawn-picture strategy (a day). A page shows up to a dozen placeholders, and each
// would otherwise cost a catalogue lookup (the KV cache, or the origin on a miss, up to 1.5 s) and
// a digest before its first byte. R2 is still asked on every request (beside this cache) and its
// object wins, so an upload shows at once at every location and nothing here needs purging. docs/decisions/101.

const drawn = edgeStore("generated-images", true);

/** One entry per picture and size: other query parameters do not change the drawing. */
export const generatedKey = (image: ImagePath, { width, height }: Size) => `${encodeURI(image.key)}?size=${width}x${height}`;

/** This location's copy of a generated picture, if it has one. */
export const cachedGenerated = (key: string): Promise<Response | undefined> => drawn.match(key);

/** Keeps a freshly drawn picture here for the next visitor, and returns it. */
export function keepGenerated(key: string, ctx: ExecutionContext, res: Response): Response {
  ctx.waitUntil(drawn.put(key, res.clone(), CacheDrawnPicture).catch((error) => console.warn("generated image cache write failed", key, String(error))));
  return res;
}
