import { IMAGE_BASE } from "./images";

// Pictures an operator uploads: a brand's logo or a model's photo, stored at
// the address the site already shows it at (app/shared/images.ts), and shown with a version — a
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

/**
 * A picture's width and height from its header, without decoding it (so a small file that would
 * decode to a huge image is refused first); null when the header cannot be read.
 */
export function pictureSize(bytes: Uint8Array, type: PictureType): { width: number; height: number } | null {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
  const le24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (type === "image/png") return bytes.length >= 24 ? { width: u32(16), height: u32(20) } : null;
  if (type === "image/webp") {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === "VP8X" && bytes.length >= 30) return { width: le24(24) + 1, height: le24(27) + 1 };
    if (chunk === "VP8 " && bytes.length >= 30) return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
    if (chunk === "VP8L" && bytes.length >= 25) {
      const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  // JPEG: walk the segments to the frame header (SOF0–SOF15, but DHT, JPG and DAC).
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) { at++; continue; }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: u16(at + 7), height: u16(at + 5) };
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    at += 2 + u16(at + 2);
  }
  return null;
}

/**
 * Whether a picture's file is whole, by its own structure, before anything decodes it: a JPEG
 * has its end-of-image marker after its first scan; a PNG's chunks run whole from the header to
 * its end chunk; a WebP's RIFF header gives the file's own length. A file cut short in transfer
 * (or made to lie) fails here; a decoder would often still hand back a picture, grey below the cut.
 */
export function pictureComplete(bytes: Uint8Array, type: PictureType): boolean {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
  if (type === "image/webp") {
    const riff = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
    return bytes.length >= 12 && riff + 8 === bytes.length;
  }
  if (type === "image/png") {
    // signature (8), then chunks: length (4), type (4), data, CRC (4); IHDR first, IEND last.
    let at = 8;
    let first = true;
    while (at + 12 <= bytes.length) {
      const name = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
      if (first && name !== "IHDR") return false;
      first = false;
      const end = at + 12 + u32(at);
      if (end > bytes.length) return false;
      if (name === "IEND") return true;
      at = end;
    }
    return false;
  }
  // JPEG: walk the segments to the first start of scan, then find the end-of-image marker. In the
  // scan's coded data a 0xFF byte is always followed by 0x00 or a restart marker, so FF D9 there is
  // the end of the image and nothing else.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) { at++; continue; }
    if (marker === 0xda) {
      for (let i = at + 2 + u16(at + 2); i + 1 < bytes.length; i++) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
      return false;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    at += 2 + u16(at + 2);
  }
  return false;
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
