import { expect, test } from "vitest";
import { brandImage, modelImage } from "#app/shared/images";
import { MAX_PICTURE_BYTES, pictureKey, pictureTypeOf, pictureVersion, versionedSrc, pictureComplete } from "#app/shared/pictures";

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

test("a picture is whole by its own structure: a JPEG's end marker after its scan, a PNG's chunks from IHDR to IEND, a WebP's RIFF length", () => {
  // JPEG: SOI, an APP0 segment of 4 bytes (length 4 counts itself and two bytes), SOS with a
  // 2-byte header, coded data holding FF 00 (a stuffed byte, not a marker), then EOI.
  const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 0xff, 0xda, 0, 2, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd9];
  expect(pictureComplete(Uint8Array.from(jpeg), "image/jpeg")).toBe(true);
  // Cut before its end marker; and FF D9 inside the APP0 segment (before the scan) does not count.
  expect(pictureComplete(Uint8Array.from(jpeg.slice(0, -2)), "image/jpeg")).toBe(false);
  expect(pictureComplete(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0xff, 0xd9, 0xff, 0xda, 0, 2, 0x12]), "image/jpeg")).toBe(false);
  // Bytes after the end marker (a phone's trailer) are allowed.
  expect(pictureComplete(Uint8Array.from([...jpeg, 0, 0, 0]), "image/jpeg")).toBe(true);

  // PNG: signature, IHDR (13 bytes of data) and IEND (none), each with length, type and CRC.
  const chunk = (type: string, data: number[]) => [0, 0, 0, data.length, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const png = [...signature, ...chunk("IHDR", Array(13).fill(1)), ...chunk("IEND", [])];
  expect(pictureComplete(Uint8Array.from(png), "image/png")).toBe(true);
  // 8 + 25 + 12 = 45 bytes; cut by one, or without IEND, or IDAT before IHDR: not whole.
  expect(png).toHaveLength(45);
  expect(pictureComplete(Uint8Array.from(png.slice(0, 44)), "image/png")).toBe(false);
  expect(pictureComplete(Uint8Array.from(png.slice(0, 33)), "image/png")).toBe(false);
  expect(pictureComplete(Uint8Array.from([...signature, ...chunk("IDAT", [1]), ...chunk("IEND", [])]), "image/png")).toBe(false);

  // WebP: "RIFF", the length of what follows (here 4 + 8 = 12), "WEBP" and an empty chunk: 20 bytes.
  const webp = [0x52, 0x49, 0x46, 0x46, 12, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 0, 0, 0, 0];
  expect(pictureComplete(Uint8Array.from(webp), "image/webp")).toBe(true);
  expect(pictureComplete(Uint8Array.from(webp.slice(0, 19)), "image/webp")).toBe(false);
  expect(pictureComplete(Uint8Array.from([...webp, 0]), "image/webp")).toBe(false);
});
