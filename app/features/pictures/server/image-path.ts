import { isFamily } from "#app/shared/vehicle-family";

// The path after /image/ as an R2 key, the kind of image it names (from the URL builders of
// app/shared/images.ts) and the size a placeholder for it should have.

export type ImageKind = "brand" | "model" | "type" | "trader" | "article" | "social" | "logo" | "drawing" | "other";
export type Size = { width: number; height: number };
export type ImagePath = {
  /** The R2 key: the percent-decoded path after /image/. */
  key: string;
  kind: ImageKind;
  /** Decoded path segments, the last one without its extension. */
  parts: string[];
  extension: string;
};

export const MAX_IMAGE_PATH = 300;
const EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif", "svg"]);
/** Printable ASCII without backslash; a decoded segment holding anything else is refused. */
const SAFE_SEGMENT = /^[\x20-\x5b\x5d-\x7e]+$/;

/** The image a raw (still percent-encoded) path after /image/ names, or null for a bad path. */
export function parseImagePath(raw: string): ImagePath | null {
  if (raw.length === 0 || raw.length > MAX_IMAGE_PATH) return null;
  const segments: string[] = [];
  for (const encoded of raw.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (!SAFE_SEGMENT.test(segment) || segment === "." || segment.includes("..") || segment.trim() !== segment) return null;
    segments.push(segment);
  }
  const last = segments.at(-1)!;
  const dot = last.lastIndexOf(".");
  const extension = dot > 0 ? last.slice(dot + 1).toLowerCase() : "";
  if (!EXTENSIONS.has(extension)) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, dot)];
  return { key: segments.join("/"), kind: kindOf(parts), parts, extension };
}

function kindOf(parts: readonly string[]): ImageKind {
  const [root] = parts;
  if (parts.length === 1 && root === "logo") return "logo";
  if (parts.length === 3 && root === "model") return "model";
  if (parts.length === 2 && root === "drawing" && isFamily(parts[1]!)) return "drawing";
  if (parts.length === 2 && (root === "brand" || root === "type" || root === "trader" || root === "article" || root === "social")) {
    return root;
  }
  return "other";
}

/** Sizes: list images 350×220, detail 550×340, logo 245×50, social icons 32×32. */
const DEFAULT_SIZE: Record<ImageKind, Size> = {
  brand: { width: 350, height: 220 },
  model: { width: 350, height: 220 },
  type: { width: 350, height: 220 },
  trader: { width: 350, height: 220 },
  drawing: { width: 350, height: 220 },
  other: { width: 350, height: 220 },
  article: { width: 550, height: 340 },
  logo: { width: 245, height: 50 },
  social: { width: 32, height: 32 },
};
export const SIZE_BOUNDS = { min: 16, max: 1600 } as const;

const dimension = (value: string | null) => {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= SIZE_BOUNDS.min && n <= SIZE_BOUNDS.max ? n : null;
};

/** The kind's size, or ?w=&h= within bounds; one of them alone keeps the kind's aspect. */
export function placeholderSize(kind: ImageKind, query: URLSearchParams): Size {
  const base = DEFAULT_SIZE[kind];
  const w = dimension(query.get("w"));
  const h = dimension(query.get("h"));
  if (w && h) return { width: w, height: h };
  if (w) return { width: w, height: clamp(Math.round((w * base.height) / base.width)) };
  if (h) return { width: clamp(Math.round((h * base.width) / base.height)), height: h };
  return base;
}

const clamp = (n: number) => Math.min(SIZE_BOUNDS.max, Math.max(SIZE_BOUNDS.min, n));
