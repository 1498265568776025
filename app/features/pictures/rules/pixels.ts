// RGBA pixel buffers, and the three plain operations the photo sizes need besides the codecs
// (app/features/pictures/server/photo-sizes.ts, docs/decisions/129):
// shrink by whole blocks (in place: a phone photo's pixels are the largest thing a Worker holds),
// crop, and place an image in a larger transparent box.

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/**
 * Each block of factor × factor pixels averaged into one, written over the buffer's start (every
 * block is read before anything is written over it), so no second full-size buffer is made.
 */
export function boxShrink(image: Pixels, factor: number): Pixels {
  if (factor <= 1) return image;
  const { data, width } = image;
  const w = Math.floor(image.width / factor);
  const h = Math.floor(image.height / factor);
  const area = factor * factor;
  const sum = new Uint32Array(w * 4);
  for (let y = 0; y < h; y++) {
    sum.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let from = ((y * factor + dy) * width) * 4;
      for (let x = 0; x < w; x++) {
        const s = x * 4;
        for (let dx = 0; dx < factor; dx++) {
          sum[s] = sum[s]! + data[from]!;
          sum[s + 1] = sum[s + 1]! + data[from + 1]!;
          sum[s + 2] = sum[s + 2]! + data[from + 2]!;
          sum[s + 3] = sum[s + 3]! + data[from + 3]!;
          from += 4;
        }
      }
    }
    const row = y * w * 4;
    for (let i = 0; i < w * 4; i++) data[row + i] = Math.round(sum[i]! / area);
  }
  return { data: data.subarray(0, w * h * 4), width: w, height: h };
}

/** The rectangle's pixels in a buffer of their own. */
export function crop(image: Pixels, { sx, sy, sw, sh }: { sx: number; sy: number; sw: number; sh: number }): Pixels {
  if (sx === 0 && sy === 0 && sw === image.width && sh === image.height) return image;
  const out = new Uint8ClampedArray(sw * sh * 4);
  for (let y = 0; y < sh; y++) {
    const start = ((sy + y) * image.width + sx) * 4;
    out.set(image.data.subarray(start, start + sw * 4), y * sw * 4);
  }
  return { data: out, width: sw, height: sh };
}

/** The image placed at (x, y) in a transparent box. */
export function pad(image: Pixels, box: { width: number; height: number }, at: { x: number; y: number }): Pixels {
  if (image.width === box.width && image.height === box.height) return image;
  const out = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < image.height; y++) {
    const start = y * image.width * 4;
    out.set(image.data.subarray(start, start + image.width * 4), ((at.y + y) * box.width + at.x) * 4);
  }
  return { data: out, width: box.width, height: box.height };
}
