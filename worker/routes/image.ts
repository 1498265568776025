import { Hono } from "hono";
import { CacheDrawnPicture, CacheUnversionedPicture, CacheVersionedPicture, cacheControl } from "#app/shared/cache/cache-strategies";
import type { AppEnv } from "../app-env";
import { type IfNoneMatch, matchesEtag, parseIfNoneMatch, r2OnlyIf } from "../conditional";
import { imageDescriptions } from "#app/features/pictures/server/describe";
import { cachedGenerated, generatedKey, keepGenerated } from "#app/features/pictures/server/generated-cache";
import { type ImagePath, type Size, parseImagePath, placeholderSize } from "#app/features/pictures/server/image-path";
import { monogramSvg, placeholderSvg } from "#app/features/pictures/server/placeholder";
import { LOGO_SVG, SOCIAL_ICONS } from "#app/features/pictures/server/site-icons";

// /image/{key}: the R2 object at the key when
// it exists, streamed with its content type and ETag (If-None-Match → 304; a malformed one is
// ignored, ../conditional.ts; Range and If-Modified-Since are not read); otherwise a generated
// SVG placeholder cached for a day, so that a later upload shows. A picture uploaded through the
// console carries its version: at its versioned address (?v= of that version, which pages use)
// it is cached for a year; at any other address for five minutes, as a newer upload may replace
// it (docs/decisions/073-picture-versions.md). Generated pictures are also kept in this location's
// cache (../images/generated-cache.ts). Bad paths (undecodable, non-ASCII, "..", too
// long, not an image name) are 404.

export const imageRoutes = new Hono<AppEnv>();

const R2_CACHE = cacheControl(CacheVersionedPicture);
/** An uploaded picture asked for without its current version. */
const UNVERSIONED_CACHE = cacheControl(CacheUnversionedPicture);
const PLACEHOLDER_CACHE = cacheControl(CacheDrawnPicture);
/** Images are documents when opened directly: an SVG must not run scripts or load anything. */
export const IMAGE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif",
  gif: "image/gif", svg: "image/svg+xml",
};

imageRoutes.get("*", async (c) => {
  const image = parseImagePath(new URL(c.req.url).pathname.replace(/^\/image\/?/, ""));
  if (!image) return c.body(null, 404, { "Cache-Control": UNVERSIONED_CACHE });
  const ifNoneMatch = parseIfNoneMatch(c.req.header("If-None-Match"));
  const onlyIf = r2OnlyIf(ifNoneMatch);

  const size = placeholderSize(image.kind, new URL(c.req.url).searchParams);
  const key = generatedKey(image, size);
  // Side by side: most pictures are not uploaded yet, and their drawing is usually cached here.
  const [object, cached] = await Promise.all([
    c.env.IMAGES.get(image.key, onlyIf && { onlyIf }),
    cachedGenerated(key),
  ]);
  if (object) {
    await cached?.body?.cancel();
    return fromR2(object, image, c.req.query("v"), ifNoneMatch);
  }

  const res = cached ?? keepGenerated(key, c.executionCtx as ExecutionContext, await drawn(image, size, c.var.bff));
  const etag = res.headers.get("ETag") ?? "";
  if (!matchesEtag(ifNoneMatch, etag)) return res;
  await res.body?.cancel();
  return c.body(null, 304, generatedHeaders(etag));
});

const generatedHeaders = (etag: string) => ({ "Cache-Control": PLACEHOLDER_CACHE, ETag: etag, "Content-Security-Policy": IMAGE_CSP });

async function fromR2(object: R2Object | R2ObjectBody, image: ImagePath, askedVersion: string | undefined, ifNoneMatch: IfNoneMatch | null): Promise<Response> {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // Only image types leave this route, whatever metadata an upload carried.
  if (!headers.get("Content-Type")?.startsWith("image/")) headers.set("Content-Type", CONTENT_TYPES[image.extension]!);
  headers.set("ETag", object.httpEtag);
  // An object without a version was put in R2 directly: its key is its version (ADR 024).
  const version = object.customMetadata?.version;
  headers.set("Cache-Control", !version || askedVersion === version ? R2_CACHE : UNVERSIONED_CACHE);
  headers.set("Content-Security-Policy", IMAGE_CSP);
  // Without a body, R2 found the visitor's copy current; conditions R2 was not handed are decided here.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (matchesEtag(ifNoneMatch, object.httpEtag)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}

/** A generated picture as the response to send and keep. */
async function drawn(image: ImagePath, size: Size, bff: AppEnv["Variables"]["bff"] | undefined): Promise<Response> {
  const svg = await generated(image, size, bff);
  const headers = { ...generatedHeaders(`"g-${await digest(svg)}"`), "Content-Type": "image/svg+xml; charset=utf-8" };
  return new Response(svg, { headers });
}

async function generated(image: ImagePath, size: Size, bff: AppEnv["Variables"]["bff"] | undefined) {
  if (image.kind === "logo") return LOGO_SVG;
  const icon = image.kind === "social" ? SOCIAL_ICONS[image.parts[1] ?? ""] : undefined;
  if (icon) return icon;
  const { family, label } = await imageDescriptions.describe(image, bff);
  // A brand is its name, not one of its vehicles (Ola and Ather are not the same scooter).
  return image.kind === "brand" ? monogramSvg(label, size) : placeholderSvg(family, label, size);
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
