import { IMAGE_BASE } from "./images";

// Pictures an operator uploads: a brand's logo or a model's photo, stored at
// the address the site already shows it at (app/domain/images.ts), and shown with a version — a
// short hash of its bytes — so that each address can be cached for a year while a new upload
// shows at once (docs/decisions/073-picture-versions.md).

/** Spec-free, chosen for phones on slow 4G: a photo larger than this is refused, not resized. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export type PictureType = "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The picture's type from its first bytes (never from its name or the type a client claims). */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF, four bytes of length, WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** The version of a picture's bytes: 10 hex digits of their SHA-256. */
export async function pictureVersion(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 5), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The R2 key an /image address serves: the percent-decoded path after /image/. */
export function pictureKey(src: string): string | null {
  if (!src.startsWith(`${IMAGE_BASE}/`)) return null;
  const path = src.slice(IMAGE_BASE.length + 1).split("?")[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The /image address of an R2 key (each segment percent-encoded): the inverse of pictureKey. */
export const keySrc = (key: string) => `${IMAGE_BASE}/${key.split("/").map(encodeURIComponent).join("/")}`;

/** Uploaded pictures' versions by R2 key. */
export type PictureVersions = Readonly<Record<string, string>>;

/** The address with its version (`?v=`) when a picture was uploaded there; otherwise unchanged. */
export function versionedSrc(src: string, versions: PictureVersions): string {
  const key = pictureKey(src);
  const version = key === null ? undefined : versions[key];
  if (!version) return src;
  return `${src}${src.includes("?") ? "&" : "?"}v=${version}`;
}
