import type { Page } from "@playwright/test";

/** Three phone-like JPEG photos made in the browser (a noisy colour gradient on a canvas). */
export async function phonePhotos(page: Page) {
  const encoded = await page.evaluate(async () => {
    const out: string[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const canvas = document.createElement("canvas");
      canvas.width = 1200;
      canvas.height = 900;
      const ctx = canvas.getContext("2d")!;
      const image = ctx.createImageData(canvas.width, canvas.height);
      let state = seed * 7919;
      for (let i = 0; i < image.data.length; i += 4) {
        state = (state * 1103515245 + 12345) >>> 0;
        const x = (i / 4) % canvas.width;
        const y = Math.floor(i / 4 / canvas.width);
        const noise = (state >>> 24) % 32;
        image.data[i] = ((x / canvas.width) * 255 + seed * 70 + noise) % 256;
        image.data[i + 1] = (y / canvas.height) * 200 + noise;
        image.data[i + 2] = 90 + seed * 40 + noise;
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      out.push(btoa(binary));
    }
    return out;
  });
  return encoded.map((base64, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from(base64, "base64") }));
}

/**
 * One photo as a phone's camera takes it: 4000 × 3000 (12 megapixels), a JPEG of 3 to 8 MB (a
 * gradient with fine noise, as a sensor's keeps a JPEG from compressing to little), made in the
 * browser.
 */
export async function cameraPhoto(page: Page, name = "IMG_20261207_101500.jpg") {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext("2d")!;
    const image = ctx.createImageData(canvas.width, canvas.height);
    let state = 104729;
    for (let i = 0; i < image.data.length; i += 4) {
      state = (state * 1103515245 + 12345) >>> 0;
      const x = (i / 4) % canvas.width;
      const y = Math.floor(i / 4 / canvas.width);
      const noise = (state >>> 24) % 32;
      image.data[i] = ((x / canvas.width) * 220 + noise) % 256;
      image.data[i + 1] = (y / canvas.height) * 200 + noise;
      image.data[i + 2] = 120 + noise;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(base64, "base64") };
}
