import { expect, test } from "vitest";
import { SENT_LONG_SIDE, sendingSize } from "#app/features/pictures/rules/gallery";
import { MAX_PICTURE_BYTES } from "#app/shared/pictures";

// Photos as phones take them (app/features/pictures/rules/gallery.ts sendingSize): the console makes a photo
// smaller before sending it when it is over the limit, longer than 2048 px or not a stored type.

const MB = 1024 * 1024;

test("a phone's 12-megapixel photo is sent at 2048 px on its long side, its shape kept", () => {
  expect(SENT_LONG_SIDE).toBe(2048);
  // 4000 × 3000 at 2048 / 4000 = 0.512: 2048 × 1536.
  expect(sendingSize({ bytes: 6 * MB, type: "image/jpeg", width: 4000, height: 3000 }, MAX_PICTURE_BYTES)).toEqual({ width: 2048, height: 1536 });
  // Upright (portrait) 3000 × 4000: 1536 × 2048.
  expect(sendingSize({ bytes: 3 * MB, type: "image/jpeg", width: 3000, height: 4000 }, MAX_PICTURE_BYTES)).toEqual({ width: 1536, height: 2048 });
  // 4080 × 3072 at 2048 / 4080: 3072 × 0.50196 = 1542.02 → 1542.
  expect(sendingSize({ bytes: 8 * MB, type: "image/jpeg", width: 4080, height: 3072 }, MAX_PICTURE_BYTES)).toEqual({ width: 2048, height: 1542 });
});

test("a photo within the limit and 2048 px is sent as chosen; one over the limit or of another type is encoded again at its size", () => {
  expect(sendingSize({ bytes: 900_000, type: "image/jpeg", width: 1600, height: 1200 }, MAX_PICTURE_BYTES)).toBeNull();
  expect(sendingSize({ bytes: 900_000, type: "image/png", width: 2048, height: 1024 }, MAX_PICTURE_BYTES)).toBeNull();
  // 2 MB + 1 byte at 1600 × 1200: same size, encoded again to fit.
  expect(sendingSize({ bytes: 2 * MB + 1, type: "image/jpeg", width: 1600, height: 1200 }, MAX_PICTURE_BYTES)).toEqual({ width: 1600, height: 1200 });
  // An iPhone's HEIC is made a JPEG, whatever its size.
  expect(sendingSize({ bytes: 1_500_000, type: "image/heic", width: 4032, height: 3024 }, MAX_PICTURE_BYTES)).toEqual({ width: 2048, height: 1536 });
  expect(sendingSize({ bytes: 200_000, type: "image/heic", width: 1000, height: 800 }, MAX_PICTURE_BYTES)).toEqual({ width: 1000, height: 800 });
});
