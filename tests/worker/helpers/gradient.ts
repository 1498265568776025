// A deterministic noisy colour gradient, width × height RGBA: stands in for a phone photo (its
// noise keeps a JPEG from compressing to nothing). `seed` changes every pixel; `noise` is the
// spread added to each channel. Used by the gallery's tests and the photo benchmark.

export function gradient(width: number, height: number, seed = 1, noise = 24): Uint8ClampedArray<ArrayBuffer> {
  const data = new Uint8ClampedArray(width * height * 4);
  let state = (seed * 2654435761) >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const n = (state >>> 24) % noise;
      const i = (y * width + x) * 4;
      data[i] = ((x * 255) / width + n + seed * 40) % 256;
      data[i + 1] = (y * 255) / height + n;
      data[i + 2] = 128 + n;
      data[i + 3] = 255;
    }
  }
  return data;
}
