// Simple side-view outlines of the vehicle families of the catalogue, drawn in a 120 × 70 box
// (stroked, no fill), for the generated image placeholders: an e-rickshaw is never drawn as a car.

import type { Family } from "#app/shared/vehicle-family";

export const SILHOUETTE_BOX = { width: 120, height: 70 } as const;

const wheels = (a: number, b: number, cy = 58, r = 9) =>
  `<circle cx="${a}" cy="${cy}" r="${r}"/><circle cx="${b}" cy="${cy}" r="${r}"/>`;

const SILHOUETTES: Record<Family, string> = {
  "e-rickshaw":
    `<path d="M20 12H102V18H20Z"/><path d="M26 18V42M98 18V46"/><path d="M10 56L18 28H28L32 44H106V56"/>` +
    `<path d="M54 44V34H84V44"/>${wheels(24, 92)}`,
  loader:
    `<path d="M10 56L16 26L22 14H42V44H110V56"/><path d="M16 26H42"/><path d="M46 30V44M110 30V44M46 30H110M64 30V44M82 30V44"/>` +
    wheels(26, 94),
  auto:
    `<path d="M10 56C10 30 24 12 50 12H98Q106 12 106 20V56Z"/><path d="M24 40L34 22H58V40Z"/><path d="M66 22H96V40H66Z"/>` +
    wheels(26, 92),
  scooter:
    `<path d="M24 54L36 18H46"/><path d="M34 42H70L80 30H102L98 54"/><path d="M78 26H100"/>` + wheels(24, 96, 54, 11),
  cycle:
    `<path d="M24 50L46 24H84L96 50M46 24L60 50H96M60 50L84 24M42 18H54M84 24L82 14H94"/>` + wheels(24, 96, 50, 15),
  van:
    `<path d="M8 56V28L22 12H112V56Z"/><path d="M16 30L26 18H40V30Z"/><path d="M48 18H72V30H48Z"/><path d="M80 18H104V30H80Z"/>` +
    wheels(30, 92),
  "golf-cart":
    `<path d="M16 10H104V16H16Z"/><path d="M22 16V44M98 16V44"/><path d="M8 56V44H112V56"/><path d="M40 44V30H58M72 44V30H90"/>` +
    wheels(26, 94),
  // No vehicle at all when the type is unknown (a guide, a shop): a charging plug, never a car.
  generic:
    `<path d="M48 6V20M72 6V20"/><path d="M38 20H82V34C82 46 72 52 60 52C48 52 38 46 38 34Z"/><path d="M60 52V60C60 66 66 66 72 66H96"/>` +
    `<path d="M56 28L52 38H62L58 46"/>`,
};

export function silhouette(family: Family): string {
  return SILHOUETTES[family];
}
