import { pathSegment as slug } from "./rules/slug";
import type { Family } from "./vehicle-family";

// Addresses of the site's images under /image.
// The Worker serves the R2 object at that key, or a generated placeholder of the vehicle type.

export const IMAGE_BASE = "/image";

/** Home page: {imageUrl}/brand/{lowercased brand}.jpg */
export const brandImage = (brandName: string) => `${IMAGE_BASE}/brand/${slug(brandName.toLowerCase())}.jpg`;

export const modelImage = (brandName: string, modelName: string) =>
  `${IMAGE_BASE}/model/${slug(brandName)}/${slug(modelName)}.jpg`;

export const typeImage = (typeName: string) => `${IMAGE_BASE}/type/${slug(typeName.toLowerCase())}.jpg`;

export const traderLogo = (tName: string) => `${IMAGE_BASE}/trader/${slug(tName)}.jpg`;

/**
 * The drawing of a vehicle family at a size: what a model's picture shows until a photo is
 * uploaded. One address for all the models of a family, so a page of six e-rickshaws makes the
 * browser build one SVG document, not six (docs/decisions/103-one-address-per-placeholder-drawing.md).
 */
export const drawingImage = (family: Family, { width, height }: { width: number; height: number }) =>
  `${IMAGE_BASE}/drawing/${family}.svg?w=${width}&h=${height}`;

export const SITE_LOGO = `${IMAGE_BASE}/logo.svg`;

export const socialIcon = (network: "youtube" | "linkedin" | "facebook") => `${IMAGE_BASE}/social/${network}.svg`;

/** Image sizes. */
export const IMAGE_SIZES = {
  listNarrow: { width: 350, height: 200 },
  list: { width: 350, height: 220 },
  detail: { width: 550, height: 340 },
  detailNarrowHeight: 250,
  logoWide: { width: 245, height: 50 },
  logoNarrow: { width: 225, height: 50 },
} as const;
