import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";

// `npm --prefix tools run bench:photo`: what one upload of a typical phone photo costs the Worker
// (docs/decisions/129-pictures-that-sell.md). Makes a 4000×3000 JPEG of 1–2 MB (a noisy gradient:
// no internet here for a real photo), then runs the Worker's own photo pipeline
// (app/features/pictures/server/photo-sizes.ts: decode, block shrink, Lanczos resize, WebP encode of each size)
// on the same WebAssembly codecs in Node's V8, and prints CPU and wall time per upload (median of
// REPEATS), each size's bytes, and the codecs' WebAssembly size, raw and gzipped. PHOTO_OUT=file
// also writes the photo, to time an upload to a running server with it.

const REPEATS = Number(process.env.BENCH_PHOTO_REPEATS ?? 5);
const require = createRequire(import.meta.url);
const compile = (specifier) => WebAssembly.compile(readFileSync(require.resolve(specifier)));

const WASM = {
  jpegDecoder: "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm",
  pngCodec: "@jsquash/png/codec/pkg/squoosh_png_bg.wasm",
  webpDecoder: "@jsquash/webp/codec/dec/webp_dec.wasm",
  webpEncoder: "@jsquash/webp/codec/enc/webp_enc_simd.wasm",
  resizer: "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm",
};
const modules = Object.fromEntries(await Promise.all(Object.entries(WASM).map(async ([name, path]) => [name, await compile(path)])));

/** A TypeScript module bundled for Node, its `#app/…` imports resolved as the package's imports map them. */
async function importTs(entry) {
  mkdirSync(".wrangler/node", { recursive: true });
  const outfile = `.wrangler/node/${entry.replace(/[/.]+/g, "_")}.mjs`;
  const hashImports = {
    name: "hash-imports",
    setup(b) {
      b.onResolve({ filter: /^#(app|worker)\// }, ({ path }) => {
        const file = resolve(path.slice(1));
        return { path: [".ts", ".tsx"].map((ext) => file + ext).find(existsSync) ?? file };
      });
    },
  };
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning", plugins: [hashImports] });
  return import(`${process.cwd()}/${outfile}?${Date.now()}`);
}

const { makeSizes } = await importTs("app/features/pictures/server/photo-sizes.ts");
const { gradient } = await importTs("tests/worker/helpers/gradient.ts");
const { default: encodeJpeg, init: initJpegEncode } = await import("@jsquash/jpeg/encode.js");
await initJpegEncode(await compile("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm"));

const [width, height] = [4000, 3000];
const noise = Number(process.env.BENCH_PHOTO_NOISE ?? 24);
const quality = Number(process.env.BENCH_PHOTO_QUALITY ?? 85);
const jpeg = new Uint8Array(await encodeJpeg({ data: gradient(width, height, 1, noise), width, height }, { quality }));
if (process.env.PHOTO_OUT) (await import("node:fs")).writeFileSync(process.env.PHOTO_OUT, jpeg);
console.log(`phone photo: ${width}×${height} JPEG, ${(jpeg.byteLength / 1024 / 1024).toFixed(2)} MB (noise ${noise}, quality ${quality})`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpu = [];
const wall = [];
let made;
for (let i = 0; i <= REPEATS; i++) {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  made = await makeSizes(jpeg, "model", modules);
  const w1 = performance.now();
  const c1 = process.cpuUsage(c0);
  // the first run also instantiates the codecs: reported apart
  if (i === 0) console.log(`first upload in an isolate (codecs instantiated): cpu ${((c1.user + c1.system) / 1000).toFixed(0)} ms, wall ${(w1 - w0).toFixed(0)} ms`);
  else {
    cpu.push((c1.user + c1.system) / 1000);
    wall.push(w1 - w0);
  }
}
console.log(`per upload (median of ${REPEATS}): cpu ${median(cpu).toFixed(0)} ms, wall ${median(wall).toFixed(0)} ms`);
for (const [name, bytes] of made.sizes) console.log(`  ${name}: ${(bytes.byteLength / 1024).toFixed(1)} KB WebP`);
console.log(`peak resident memory of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

const { gzipSync } = await import("node:zlib");
let raw = 0;
let gz = 0;
for (const path of Object.values(WASM)) {
  const bytes = readFileSync(require.resolve(path));
  raw += bytes.byteLength;
  gz += gzipSync(bytes).byteLength;
}
console.log(`codecs' WebAssembly: ${(raw / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(0)} KB gzipped`);
