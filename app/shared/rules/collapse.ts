// The "About" text: collapsed to 310 px on narrow screens and 410 px on wide ones, with View
// More / View Less, the toggle only where the text is longer than that. The
// page knows the text's length, not its height; these bounds are the lengths that surely fit
// (about 40 characters a line in 310 px at 360 px wide, about 140 in 410 px from 801 px wide,
// less the space paragraphs take), so a text near a bound still gets the toggle. With
// JavaScript the component also measures, and hides a toggle the text turned out not to need.

/** Characters of plain text that always fit the collapsed height on a narrow screen (≥ 360 px). */
export const FITS_NARROW = 250;
/** Characters of plain text that always fit the collapsed height from 801 px wide. */
export const FITS_WIDE = 1400;

export type CollapseNeed = "none" | "narrow-only" | "always";

/** Whether a text of `length` plain characters needs View More: never, only on narrow screens, or always. */
export function collapseNeed(length: number): CollapseNeed {
  if (length <= FITS_NARROW) return "none";
  if (length <= FITS_WIDE) return "narrow-only";
  return "always";
}
