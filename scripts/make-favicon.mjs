import { mkdirSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";

// Writes public/favicon.ico (the site mark: a white charging bolt on a green disc, 32 × 32, as a
// PNG inside an ICO) and the small PNG the browser tests upload to local R2. Run once with
// `node scripts/make-favicon.mjs`; the outputs are committed.

const GREEN = [10, 110, 58];
const BOLT = [[17.5, 5.5], [9.5, 17.5], [15, 17.5], [13, 26.5], [22.5, 13.5], [17, 13.5], [19.5, 5.5]];

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** RGBA pixels of the mark, 4 × 4 samples per pixel for smooth edges. */
function markPixels(size) {
  const pixels = new Uint8Array(size * size * 4);
  const scale = size / 32;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let disc = 0;
      let bolt = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = (x + (sx + 0.5) / 4) / scale;
          const py = (y + (sy + 0.5) / 4) / scale;
          if ((px - 16) ** 2 + (py - 16) ** 2 <= 15.5 ** 2) disc++;
          if (inPolygon(px, py, BOLT)) bolt++;
        }
      }
      const white = bolt / 16;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(GREEN[c] * (1 - white) + 255 * white);
      pixels[i + 3] = Math.round((Math.max(disc, bolt) / 16) * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function ico(size, image) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // icon
  head.writeUInt16LE(1, 4); // one image
  head.set([size, size, 0, 0], 6);
  head.writeUInt16LE(1, 10); // planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(image.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, image]);
}

mkdirSync("public", { recursive: true });
writeFileSync("public/favicon.ico", ico(32, png(32, 32, markPixels(32))));

// An orange 12 × 8 PNG: easy to tell from any generated placeholder.
const fixture = new Uint8Array(12 * 8 * 4).map((_, i) => [240, 120, 20, 255][i % 4]);
mkdirSync("tests/browser/fixtures", { recursive: true });
writeFileSync("tests/browser/fixtures/r2-sample.png", png(12, 8, fixture));
