import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import JPEG_ENCODER from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import WEBP_ENCODER from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import { pictureSize } from "#app/shared/pictures";
import { gradient } from "./gradient";

// Real photos for the gallery's tests, made in the test: a noisy colour gradient (as a phone
// photo's noise keeps a JPEG from compressing to nothing), encoded as JPEG, PNG or WebP.

let ready: Promise<unknown> | undefined;
const codecs = () =>
  (ready ??= Promise.all([initJpegEncode(JPEG_ENCODER), initPngEncode(PNG_CODEC), (initWebpEncode as unknown as (m: WebAssembly.Module) => Promise<unknown>)(WEBP_ENCODER)]));

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

export async function webpPhoto(width: number, height: number, seed = 1): Promise<Uint8Array<ArrayBuffer>> {
  await codecs();
  return new Uint8Array(await encodeWebp(pixels(width, height, seed), { quality: 72 }));
}

/** A WebP's width and height from its header. */
export const webpSize = (bytes: Uint8Array) => pictureSize(bytes, "image/webp");
