import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import decodePng, { init as initPngDecode } from "@jsquash/png/decode";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import resize, { initResize } from "@jsquash/resize";
import { type Box, MAX_PIXELS, type OwnerKind, PHOTO_SIZES, type SizeName, containFit, coverCrop, largestSize, shrinkFactor } from "#app/features/pictures/rules/gallery";
import { type PictureType, pictureComplete, pictureSize, pictureTypeOf } from "#app/shared/pictures";
import { type Pixels, boxShrink, crop, pad } from "#app/features/pictures/rules/pixels";

// The sizes of an uploaded photo, made in the Worker (docs/decisions/129-pictures-that-sell.md):
// decoded with the Squoosh codecs compiled to WebAssembly (jSquash: mozjpeg, libpng, libwebp),
// shrunk by whole blocks in place, resized with a Lanczos filter to each box the pages show and
// encoded as lossy WebP. The codecs' WebAssembly modules are handed in (./photo-codecs.ts imports
// them for the Worker; the benchmark compiles them from the files) and instantiated once.

/** WebP quality for photos: about a tenth of the JPEG's bytes at the sizes the pages show. */
export const WEBP_QUALITY = 72;

// The codecs construct ImageData, which the Workers runtime does not have.
if (typeof globalThis.ImageData === "undefined") {
  (globalThis as { ImageData?: unknown }).ImageData = class ImageData {
    readonly colorSpace = "srgb";
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  };
}

/** The codecs' compiled WebAssembly modules. */
export type CodecModules = {
  jpegDecoder: WebAssembly.Module;
  pngCodec: WebAssembly.Module;
  webpDecoder: WebAssembly.Module;
  webpEncoder: WebAssembly.Module;
  resizer: WebAssembly.Module;
};

/** The WebP encoder's init takes a compiled module too (its declared type names only the options). */
const initWebpEncoder = initWebpEncode as unknown as (module: WebAssembly.Module) => Promise<unknown>;

let ready: Promise<unknown> | undefined;
const codecs = (m: CodecModules) =>
  (ready ??= Promise.all([initJpegDecode(m.jpegDecoder), initPngDecode(m.pngCodec), initWebpDecode(m.webpDecoder), initWebpEncoder(m.webpEncoder), initResize(m.resizer)]));

/** A file the site will not show: not a picture by its bytes, not whole, too many pixels, or not decodable as its header says. */
export class UnusablePhoto extends Error {
  constructor(readonly reason: "not_a_picture" | "unreadable" | "too_many_pixels") {
    super(reason);
  }
}

async function decode(bytes: Uint8Array<ArrayBuffer>, type: PictureType): Promise<Pixels> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  try {
    const image = type === "image/jpeg" ? await decodeJpeg(buffer) : type === "image/png" ? await decodePng(buffer) : await decodeWebp(buffer);
    return { data: image.data, width: image.width, height: image.height };
  } catch {
    throw new UnusablePhoto("unreadable");
  }
}

const resized = async (image: Pixels, width: number, height: number): Promise<Pixels> => {
  if (image.width === width && image.height === height) return image;
  const out = await resize(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), { width, height, method: "lanczos3", fitMethod: "stretch", premultiply: true, linearRGB: false });
  return { data: out.data, width, height };
};

/** One box from the working image: cropped to fill it, or fitted whole with a transparent margin. */
async function fitted(image: Pixels, box: Box): Promise<Pixels> {
  if (box.fit === "cover") {
    const part = coverCrop(image.width, image.height, box);
    return resized(crop(image, part), box.width, box.height);
  }
  const place = containFit(image.width, image.height, box);
  return pad(await resized(image, place.width, place.height), box, place);
}

export type CheckedPicture = { type: PictureType; width: number; height: number; pixels: Pixels };

/**
 * The one check of an uploaded picture, for the operator API's pictures and the console's photos
 * alike (docs/decisions/154): its type by its first bytes; its size from its header, refused over
 * MAX_PIXELS before anything is decoded (a small file can decode to more pixels than an isolate
 * holds); the file whole by its own structure; then a test decode, whose picture must have the
 * size the header promised. What is decoded is handed on, so a photo is decoded once.
 */
export async function checkedPicture(bytes: Uint8Array<ArrayBuffer>, modules: CodecModules): Promise<CheckedPicture> {
  const type = pictureTypeOf(bytes);
  if (!type) throw new UnusablePhoto("not_a_picture");
  const header = pictureSize(bytes, type);
  if (!header || header.width === 0 || header.height === 0) throw new UnusablePhoto("unreadable");
  if (header.width * header.height > MAX_PIXELS) throw new UnusablePhoto("too_many_pixels");
  if (!pictureComplete(bytes, type)) throw new UnusablePhoto("unreadable");
  await codecs(modules);
  const pixels = await decode(bytes, type);
  if (pixels.width !== header.width || pixels.height !== header.height) throw new UnusablePhoto("unreadable");
  return { type, ...header, pixels };
}

export type MadeSizes = { type: PictureType; width: number; height: number; sizes: Map<SizeName, Uint8Array<ArrayBuffer>> };

/** Every size an owner of this kind shows, as WebP, from the uploaded bytes (checked first: checkedPicture). */
export async function makeSizes(bytes: Uint8Array<ArrayBuffer>, kind: OwnerKind, modules: CodecModules): Promise<MadeSizes> {
  const { type, pixels: source } = await checkedPicture(bytes, modules);
  const { width, height } = source;
  const boxes = PHOTO_SIZES[kind];
  // One cheap pass brings a phone's 12-megapixel photo near the largest box; the fine filter
  // then works on a fraction of the pixels.
  const working = boxShrink(source, shrinkFactor(width, height, boxes[largestSize(kind)]!));
  const sizes = new Map<SizeName, Uint8Array<ArrayBuffer>>();
  for (const [name, box] of Object.entries(boxes) as [SizeName, Box][]) {
    const image = await fitted(working, box);
    const webp = await encodeWebp(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), { quality: WEBP_QUALITY });
    sizes.set(name, new Uint8Array(webp));
  }
  return { type, width, height, sizes };
}
