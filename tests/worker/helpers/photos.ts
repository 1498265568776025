import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import JPEG_ENCODER from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import { gradient } from "./gradient";

// Real photos for the gallery's tests, made in the test: a noisy colour gradient (as a phone
// photo's noise keeps a JPEG from compressing to nothing), encoded as JPEG or PNG.

let ready: Promise<unknown> | undefined;
const codecs = () => (ready ??= Promise.all([initJpegEncode(JPEG_ENCODER), initPngEncode(PNG_CODEC)]));

/** The encoders read only data, width and height (the Workers runtime has no ImageData). */
const pixels = (width: number, height: number, seed: number) => ({ data: gradient(width, height, seed), width, height, colorSpace: "srgb" }) as ImageData;

export async function jpegPhoto(width: number, height: number, seed = 1): Promise<Uint8Array<ArrayBuffer>> {
  await codecs();
  return new Uint8Array(await encodeJpeg(pixels(width, height, seed), { quality: 85 }));
}

export async function pngPhoto(width: number, height: number, seed = 1): Promise<Uint8Array<ArrayBuffer>> {
  await codecs();
  return new Uint8Array(await encodePng(pixels(width, height, seed)));
}

/** A WebP's width and height from its header (lossy VP8, lossless VP8L or extended VP8X). */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const text = (at: number, n: number) => String.fromCharCode(...bytes.subarray(at, at + n));
  if (text(0, 4) !== "RIFF" || text(8, 4) !== "WEBP") return null;
  const chunk = text(12, 4);
  const le24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === "VP8X") return { width: le24(24) + 1, height: le24(27) + 1 };
  if (chunk === "VP8 ") return { width: (bytes[26]! | (bytes[27]! << 8)) & 0x3fff, height: (bytes[28]! | (bytes[29]! << 8)) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
