import JPEG_DECODER from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import WEBP_DECODER from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import WEBP_ENCODER from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import RESIZER from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import type { CodecModules } from "./photo-sizes";

// The photo codecs' WebAssembly for the Worker: imported as compiled modules, which the Vite
// plugin's build and the test pool both load as the Workers runtime wants them (it compiles no
// WebAssembly from bytes at run time).

export const WORKER_CODECS: CodecModules = {
  jpegDecoder: JPEG_DECODER,
  pngCodec: PNG_CODEC,
  webpDecoder: WEBP_DECODER,
  webpEncoder: WEBP_ENCODER,
  resizer: RESIZER,
};
