import { expect, test } from "vitest";
import { FITS_NARROW, FITS_WIDE, collapseNeed } from "#app/shared/rules/collapse";

test("View More only when there is more: a text that fits everywhere gets no toggle", () => {
  expect(collapseNeed(0)).toBe("none");
  expect(collapseNeed(FITS_NARROW)).toBe("none");
});

test("View More only when there is more: a text that fits from 801px wide gets the toggle on narrow screens only", () => {
  expect(collapseNeed(FITS_NARROW + 1)).toBe("narrow-only");
  expect(collapseNeed(FITS_WIDE)).toBe("narrow-only");
});

test("View More only when there is more: a text longer than the wide collapsed height gets it everywhere", () => {
  expect(collapseNeed(FITS_WIDE + 1)).toBe("always");
  expect(FITS_NARROW).toBeLessThan(FITS_WIDE);
});
