import { expect, test } from "vitest";
import { brandImage, modelImage } from "#app/domain/images";
import { MAX_PICTURE_BYTES, pictureKey, pictureTypeOf, pictureVersion, versionedSrc } from "#app/domain/pictures";

// JPEG, PNG or WebP, at most 2 MB, the type from the file's bytes; shown at a
// versioned address.

const bytes = (...values: number[]) => Uint8Array.from(values);

test("the picture's type comes from its first bytes: JPEG, PNG or WebP", () => {
  expect(pictureTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
  expect(pictureTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
  expect(pictureTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56))).toBe("image/webp");
});

test("anything else is no picture: GIF, SVG, HTML, a WAV file, too few bytes", () => {
  const text = (s: string) => new TextEncoder().encode(s);
  expect(pictureTypeOf(text("GIF89a..."))).toBeNull();
  expect(pictureTypeOf(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  expect(pictureTypeOf(text("<!doctype html>"))).toBeNull();
  expect(pictureTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull();
  expect(pictureTypeOf(bytes(0xff, 0xd8))).toBeNull();
});

test("at most 2 MB", () => {
  expect(MAX_PICTURE_BYTES).toBe(2_097_152);
});

test("a picture's version is a short hash of its bytes: the same bytes, the same version", async () => {
  const a = await pictureVersion(bytes(1, 2, 3));
  expect(a).toMatch(/^[0-9a-f]{10}$/);
  expect(await pictureVersion(bytes(1, 2, 3))).toBe(a);
  expect(await pictureVersion(bytes(1, 2, 4))).not.toBe(a);
});

test("an uploaded picture is shown at its address with its version; others at the bare address", () => {
  const versions = { "model/Mahindra/e-Alfa-Mini.jpg": "0a1b2c3d4e", "brand/ola.jpg": "ffffffffff" };
  expect(pictureKey(modelImage("Mahindra", "e-Alfa Mini"))).toBe("model/Mahindra/e-Alfa-Mini.jpg");
  expect(versionedSrc(modelImage("Mahindra", "e-Alfa Mini"), versions)).toBe("/image/model/Mahindra/e-Alfa-Mini.jpg?v=0a1b2c3d4e");
  expect(versionedSrc(brandImage("Ola"), versions)).toBe("/image/brand/ola.jpg?v=ffffffffff");
  expect(versionedSrc(brandImage("Ather"), versions)).toBe("/image/brand/ather.jpg");
  expect(versionedSrc("/image/brand/ola.jpg?w=100", versions)).toBe("/image/brand/ola.jpg?w=100&v=ffffffffff");
  expect(versionedSrc("https://i.ytimg.com/x.jpg", versions)).toBe("https://i.ytimg.com/x.jpg");
});
