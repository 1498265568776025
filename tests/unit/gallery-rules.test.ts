import { expect, test } from "vitest";
import {
  PHOTO_SIZES,
  altIn,
  cleanAlt,
  containFit,
  coverCrop,
  galleryQuery,
  galleryTargetOf,
  largestSize,
  mainPhoto,
  moved,
  ownerAddress,
  ownerKey,
  photoOriginalKey,
  photoSizeKey,
  shownOrder,
  shrinkFactor,
} from "#app/features/pictures/rules/gallery";
import { pictureSize } from "#app/shared/pictures";
import { boxShrink, crop, pad } from "#app/features/pictures/rules/pixels";

// The gallery's pure rules (docs/decisions/129-pictures-that-sell.md): the order and the main
// photo, the sizes chosen and how a photo is fitted to each, the keys and the alt text.

const photo = (id: number, position: number, isMain = false) => ({ id, position, isMain });

test("moving a photo up or down swaps it with its neighbour; at either end or for an unknown photo nothing moves", () => {
  expect(moved([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
  expect(moved([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  expect(moved([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 9, "up")).toEqual([1, 2, 3]);
});

test("the main photo is the chosen one, else the first in order; the first upload is the main photo", () => {
  expect(mainPhoto([photo(1, 0), photo(2, 1, true)])?.id).toBe(2);
  // none chosen (the main one was deleted): the first in order
  expect(mainPhoto([photo(5, 2), photo(4, 1), photo(6, 1)])?.id).toBe(4);
  expect(mainPhoto([photo(7, 0)])?.id).toBe(7);
  expect(mainPhoto([])).toBeUndefined();
});

test("a page shows the main photo first, then the others in order", () => {
  expect(shownOrder([photo(1, 0), photo(2, 1), photo(3, 2, true)]).map((p) => p.id)).toEqual([3, 1, 2]);
  expect(shownOrder([])).toEqual([]);
});

test("the sizes stored are the sizes the pages show: list 350×220, detail 550×340, logo 245×50", () => {
  expect(PHOTO_SIZES.model.list).toMatchObject({ width: 350, height: 220, fit: "cover" });
  expect(PHOTO_SIZES.model.detail).toMatchObject({ width: 550, height: 340, fit: "cover" });
  expect(PHOTO_SIZES.brand.logo).toMatchObject({ width: 245, height: 50, fit: "contain" });
  // a logo is never cropped
  expect(Object.values(PHOTO_SIZES.brand).every((box) => box.fit === "contain")).toBe(true);
  expect(largestSize("model")).toBe("detail");
  expect(largestSize("brand")).toBe("list");
});

test("a photo is cropped from its centre to the box's proportions (cover)", () => {
  // a 4:3 phone photo into 550×340: full width, the top and bottom trimmed
  expect(coverCrop(4000, 3000, { width: 550, height: 340 })).toEqual({ sx: 0, sy: 263, sw: 4000, sh: 2473 });
  // a portrait photo: full height would be too narrow, so full width and a band from the middle
  const portrait = coverCrop(3000, 4000, { width: 350, height: 220 });
  expect(portrait.sw).toBe(3000);
  expect(portrait.sh).toBe(1886);
  expect(portrait.sy).toBe(1057);
});

test("a logo is fitted whole inside its box and centred (contain)", () => {
  expect(containFit(1000, 400, { width: 245, height: 50 })).toEqual({ x: 60, y: 0, width: 125, height: 50 });
  expect(containFit(100, 100, { width: 350, height: 220 })).toEqual({ x: 65, y: 0, width: 220, height: 220 });
});

test("a large photo is first shrunk by whole blocks, keeping at least twice the largest box", () => {
  expect(shrinkFactor(4000, 3000, { width: 550, height: 340 })).toBe(3);
  expect(shrinkFactor(1200, 800, { width: 550, height: 340 })).toBe(1);
  expect(shrinkFactor(300, 200, { width: 550, height: 340 })).toBe(1);
});

test("block shrinking averages each block in place", () => {
  // 4×2 pixels → 2×1: each output pixel the mean of a 2×2 block
  const data = new Uint8ClampedArray([
    0, 0, 0, 255, 100, 100, 100, 255, 10, 20, 30, 255, 10, 20, 30, 255,
    200, 200, 200, 255, 100, 100, 100, 255, 30, 40, 50, 255, 30, 40, 50, 255,
  ]);
  const out = boxShrink({ data, width: 4, height: 2 }, 2);
  expect(out.width).toBe(2);
  expect(out.height).toBe(1);
  expect([...out.data]).toEqual([100, 100, 100, 255, 20, 30, 40, 255]);
  expect(out.data.buffer).toBe(data.buffer);
});

test("cropping keeps the rectangle; padding places the image in a transparent box", () => {
  const data = Uint8ClampedArray.from({ length: 3 * 2 * 4 }, (_, i) => i);
  const part = crop({ data, width: 3, height: 2 }, { sx: 1, sy: 1, sw: 2, sh: 1 });
  expect([...part.data]).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  const boxed = pad({ data: new Uint8ClampedArray([9, 9, 9, 255]), width: 1, height: 1 }, { width: 3, height: 1 }, { x: 1, y: 0 });
  expect([...boxed.data]).toEqual([0, 0, 0, 0, 9, 9, 9, 255, 0, 0, 0, 0]);
});

test("a photo's sizes are stored under its owner's folder with its version in the key", () => {
  const owner = { kind: "model", brandName: "Mahindra", modelName: "Treo Yaari" } as const;
  expect(ownerAddress(owner)).toBe("model/Mahindra/Treo-Yaari.jpg");
  expect(ownerKey(owner)).toBe("model/Mahindra/Treo-Yaari");
  expect(photoSizeKey(ownerKey(owner), "0123456789", "detail")).toBe("photo/model/Mahindra/Treo-Yaari/0123456789-detail.webp");
  expect(photoOriginalKey("brand/piaggio", "abcdef0123", "image/png")).toBe("photo/brand/piaggio/abcdef0123-original.png");
  expect(ownerAddress({ kind: "brand", brandName: "Piaggio" })).toBe("brand/piaggio.jpg");
  expect(ownerAddress({ kind: "trader", tName: "Shiv Motors Noida" })).toBe("trader/Shiv-Motors-Noida.jpg");
});

test("the alt text is in the page's language: the Hindi where written, else the English, else the fallback", () => {
  expect(altIn({ altEn: "Front view", altHi: "सामने से" }, "hi", "x")).toBe("सामने से");
  expect(altIn({ altEn: "Front view", altHi: "" }, "hi", "x")).toBe("Front view");
  expect(altIn({ altEn: " ", altHi: "सामने से" }, "en", "Mahindra Treo, photo 1")).toBe("Mahindra Treo, photo 1");
  expect(cleanAlt("  Side   view\nwith driver ")).toBe("Side view with driver");
  expect(cleanAlt("x".repeat(161))).toBeNull();
});

test("a console address names a model's, a brand's or a trader's gallery, and back", () => {
  expect(galleryTargetOf(new URLSearchParams("brand=Mahindra&model=Treo"))).toEqual({ kind: "model", brandName: "Mahindra", modelName: "Treo" });
  expect(galleryTargetOf(new URLSearchParams("brand=Piaggio"))).toEqual({ kind: "brand", brandName: "Piaggio" });
  expect(galleryTargetOf(new URLSearchParams("trader=Shiv Motors"))).toEqual({ kind: "trader", tName: "Shiv Motors" });
  expect(galleryTargetOf(new URLSearchParams("q=treo"))).toBeNull();
  expect(galleryQuery({ kind: "model", brandName: "Mahindra", modelName: "Treo" })).toEqual({ brand: "Mahindra", model: "Treo" });
});

test("a picture's size is read from its header before decoding: JPEG frame, PNG IHDR, WebP VP8/VP8L/VP8X", () => {
  // JPEG: SOI, an APP0 segment of 4 bytes, then SOF0 with height 3000 and width 4000
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 0, 0, 0]);
  expect(pictureSize(jpeg, "image/jpeg")).toEqual({ width: 4000, height: 3000 });
  expect(pictureSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]), "image/jpeg")).toBeNull();
  const png = new Uint8Array(24);
  png.set([0, 0, 0x4e, 0x20], 16); // 20000 wide
  png.set([0, 0, 0x4e, 0x20], 20); // 20000 high: a decompression bomb is seen before it is decoded
  expect(pictureSize(png, "image/png")).toEqual({ width: 20000, height: 20000 });
  const vp8x = new Uint8Array(30);
  vp8x.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58]);
  vp8x.set([0xf4, 0x01, 0x00, 0xc7, 0x00, 0x00], 24); // 501 × 200
  expect(pictureSize(vp8x, "image/webp")).toEqual({ width: 501, height: 200 });
});
