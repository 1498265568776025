import { brandImage, modelImage, traderLogo } from "../../../shared/images";
import { type PictureType, pictureKey } from "../../../shared/pictures";

// Galleries (docs/decisions/129-pictures-that-sell.md): several photos of a model, a brand's logo,
// a trader's photo. Each photo is a row in D1 with its order, whether it is the main one and its
// alt text; its bytes are stored in R2 as WebP at the sizes the pages show, plus the original.
// The main photo is also published at the address the site already shows for its owner
// (app/shared/images.ts), so cards, lists and og:image show it unchanged. Pure rules only: the
// Worker's side is app/features/pictures/server/gallery.ts and app/features/pictures/server/photo-sizes.ts.

export type OwnerKind = "model" | "brand" | "trader";
export const OWNER_KINDS: readonly OwnerKind[] = ["model", "brand", "trader"];

/** Whose photos: the kind and the names the catalogue spells. */
export type Owner =
  | { kind: "model"; brandName: string; modelName: string }
  | { kind: "brand"; brandName: string }
  | { kind: "trader"; tName: string };

export type SizeName = "thumb" | "list" | "detail" | "logo";
/** cover: cropped to fill the box (photos); contain: fitted whole inside it, the rest transparent (logos). */
export type Box = { width: number; height: number; fit: "cover" | "contain" };

/**
 * The sizes stored for each kind of owner: the sizes the pages show (list 350×220, detail
 * 550×340, logo 245×50) and the gallery's thumbnails. No 2× variants: a 360 px phone shows the
 * detail photo 360 CSS px wide, and 550 px is already 1.5× that — a 1100 px copy would cost a slow
 * 4G buyer four times the bytes for a sharpness a cheap screen barely shows.
 */
export const PHOTO_SIZES: Readonly<Record<OwnerKind, Readonly<Partial<Record<SizeName, Box>>>>> = {
  model: {
    detail: { width: 550, height: 340, fit: "cover" },
    list: { width: 350, height: 220, fit: "cover" },
    thumb: { width: 160, height: 100, fit: "cover" },
  },
  // A brand's logo is shown on the brand cards (list) and as a logo strip (logo); never cropped.
  brand: {
    list: { width: 350, height: 220, fit: "contain" },
    logo: { width: 245, height: 50, fit: "contain" },
  },
  trader: {
    detail: { width: 550, height: 340, fit: "cover" },
    list: { width: 350, height: 220, fit: "cover" },
  },
};

/** The size published at the owner's site address: what the cards and lists show. */
export const PUBLISHED_SIZE: Readonly<Record<OwnerKind, SizeName>> = { model: "list", brand: "list", trader: "list" };

/** A gallery holds at most this many photos: a buyer on slow 4G scrolls through a dozen at most. */
export const MAX_PHOTOS = 12;
/** Alt text is a sentence, not an essay. */
export const MAX_ALT = 160;
/** Files in one upload form; each is checked on its own. */
export const MAX_FILES_PER_UPLOAD = 6;
/**
 * A photo of more pixels than this is refused before it is decoded: decoding holds its pixels
 * twice (in the decoder's WebAssembly memory and as the copy it hands back), 4 bytes each, and a
 * Worker has 128 MB. A phone's usual 12-megapixel photo (4000×3000, 4080×3072) fits.
 */
export const MAX_PIXELS = 13_000_000;

/**
 * The longest side of a photo as the console sends it (docs/decisions/155): a phone's 12-megapixel
 * photo (4000 × 3000, 3 to 8 MB) is made 2048 × 1536 in the operator's browser before it is sent,
 * about a third of a megapixel per side of the largest size a page shows and well under the
 * upload limit, so the Worker decodes a few megapixels, not twelve, and a slow uplink carries a
 * tenth of the bytes. The original kept beside the sizes is this copy.
 */
export const SENT_LONG_SIDE = 2048;

/** The picture types the site stores; anything else a phone offers (HEIC) is made a JPEG first. */
const STORED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * Whether the console makes a chosen photo smaller before sending it, and to what size: when it
 * is over the upload limit, longer than SENT_LONG_SIDE on a side, or of a type the site does not
 * store. null: sent as chosen.
 */
export function sendingSize(photo: { bytes: number; type: string; width: number; height: number }, maxBytes: number): { width: number; height: number } | null {
  const long = Math.max(photo.width, photo.height);
  if (photo.bytes <= maxBytes && long <= SENT_LONG_SIDE && STORED_TYPES.has(photo.type)) return null;
  const scale = Math.min(1, SENT_LONG_SIDE / long);
  return { width: Math.max(1, Math.round(photo.width * scale)), height: Math.max(1, Math.round(photo.height * scale)) };
}

/** The owner's site address (app/shared/images.ts) as an R2 key, e.g. model/Mahindra/Treo.jpg. */
export function ownerAddress(owner: Owner): string {
  const src = owner.kind === "model" ? modelImage(owner.brandName, owner.modelName) : owner.kind === "brand" ? brandImage(owner.brandName) : traderLogo(owner.tName);
  return pictureKey(src)!;
}

/** The owner's folder: its address without the extension (model/Mahindra/Treo). */
export const ownerKey = (owner: Owner) => ownerAddress(owner).replace(/\.jpg$/, "");

/**
 * Where a stored size of a photo lives in R2. The version (a hash of the original's bytes) is in
 * the key, so the address never changes meaning and is cached for a year.
 */
export const photoSizeKey = (folder: string, version: string, size: SizeName) => `photo/${folder}/${version}-${size}.webp`;

const EXTENSION: Record<PictureType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
export const photoOriginalKey = (folder: string, version: string, type: PictureType) => `photo/${folder}/${version}-original.${EXTENSION[type]}`;

/** A photo as the gallery keeps it. */
export type Photo = {
  id: number;
  position: number;
  isMain: boolean;
  altEn: string;
  altHi: string;
  version: string;
  /** Size name → R2 key. */
  sizes: Partial<Record<SizeName, string>>;
  originalKey: string;
  width: number;
  height: number;
};

/** The part of the source a cover fit keeps: centred, in the box's proportions. */
export function coverCrop(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.max(box.width / width, box.height / height);
  const sw = Math.min(width, Math.round(box.width / scale));
  const sh = Math.min(height, Math.round(box.height / scale));
  return { sx: Math.floor((width - sw) / 2), sy: Math.floor((height - sh) / 2), sw, sh };
}

/** The size and place of the whole source fitted inside the box (the rest of the box is empty). */
export function containFit(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(box.width / width, box.height / height);
  const w = Math.max(1, Math.min(box.width, Math.round(width * scale)));
  const h = Math.max(1, Math.min(box.height, Math.round(height * scale)));
  return { x: Math.floor((box.width - w) / 2), y: Math.floor((box.height - h) / 2), width: w, height: h };
}

/**
 * The whole-number factor a photo is first shrunk by (averaging blocks of pixels, cheap and in
 * place) before the fine resize: as large as keeps at least twice the target's pixels on each
 * side, so the fine filter still has detail to work with. 1 when the source is small already.
 */
export function shrinkFactor(width: number, height: number, target: { width: number; height: number }): number {
  return Math.max(1, Math.min(Math.floor(width / (2 * target.width)), Math.floor(height / (2 * target.height))));
}

/** The largest box of a kind: the one the others are made from. */
export function largestSize(kind: OwnerKind): SizeName {
  const sizes = Object.entries(PHOTO_SIZES[kind]) as [SizeName, Box][];
  return sizes.reduce((a, b) => (b[1].width * b[1].height > a[1].width * a[1].height ? b : a))[0];
}

/** Photos in the gallery's order: by position, then by id (the older first). */
export const inOrder = <T extends Pick<Photo, "id" | "position">>(photos: readonly T[]): T[] =>
  [...photos].sort((a, b) => a.position - b.position || a.id - b.id);

/** The order after moving one photo a place up or down; unchanged at either end or for an unknown id. */
export function moved(ids: readonly number[], id: number, direction: "up" | "down"): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

/**
 * Which photo is the main one: the one chosen, while it is there; otherwise the first in order.
 * So the first upload becomes the main photo, and deleting the main one hands it to the first left.
 */
export function mainPhoto<T extends Pick<Photo, "id" | "position" | "isMain">>(photos: readonly T[]): T | undefined {
  return photos.find((p) => p.isMain) ?? inOrder(photos)[0];
}

/** The gallery as a page shows it: the main photo first, then the others in order. */
export function shownOrder<T extends Pick<Photo, "id" | "position" | "isMain">>(photos: readonly T[]): T[] {
  const main = mainPhoto(photos);
  return main ? [main, ...inOrder(photos).filter((p) => p !== main)] : [];
}

/** The alt text in the page's language: the Hindi where the operator wrote one, else the English, else the fallback. */
export function altIn(photo: Pick<Photo, "altEn" | "altHi">, lang: "en" | "hi", fallback: string): string {
  if (lang === "hi" && photo.altHi.trim()) return photo.altHi.trim();
  return photo.altEn.trim() || fallback;
}

/** Alt text as typed: trimmed, one line, at most MAX_ALT characters; null when too long. */
export function cleanAlt(value: string): string | null {
  const text = value.replace(/\s+/g, " ").trim();
  return text.length > MAX_ALT ? null : text;
}

/** A photo as a public page shows it: its detail and thumbnail addresses and its alt texts. */
export type ShownPhoto = { src: string; thumb: string; altEn: string; altHi: string };

/** Why one file of an upload was not stored; each has its message in the console's words. */
export const PHOTO_REFUSALS = ["empty", "too_large", "not_a_picture", "unreadable", "too_many_pixels", "duplicate", "gallery_full", "too_many_files"] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];

/** What became of one file of an upload. */
export type FileOutcome = { name: string } & ({ ok: true; id: number } | { ok: false; reason: PhotoRefusal });

/** What the operator may change about one photo. */
export type PhotoChange = { main: true } | { move: "up" | "down" } | { alt: { en: string; hi: string } } | { remove: true };

/** Whose gallery a console address names: ?trader=, ?brand=&model= (a model), ?brand= (a logo). */
export function galleryTargetOf(params: URLSearchParams): { kind: OwnerKind; brandName?: string; modelName?: string; tName?: string } | null {
  const value = (name: string) => (params.get(name) ?? "").trim().slice(0, 120);
  if (value("trader")) return { kind: "trader", tName: value("trader") };
  if (!value("brand")) return null;
  return params.has("model") && value("model") ? { kind: "model", brandName: value("brand"), modelName: value("model") } : { kind: "brand", brandName: value("brand") };
}

/** The console query naming an owner's gallery (the inverse of galleryTargetOf). */
export function galleryQuery(owner: Owner): Record<string, string> {
  if (owner.kind === "trader") return { trader: owner.tName };
  return owner.kind === "model" ? { brand: owner.brandName, model: owner.modelName } : { brand: owner.brandName };
}
