import type { VehicleType } from "../entities";
import { routeSegment } from "./slug";

// Spec §2 "Breadcrumb". Readings (docs/decisions/004-display-rules.md): Home counts as the first
// crumb, so "the fifth segment" is the fourth URL segment (the city of /brand/{b}/{m}/Price-In-X);
// hyphens show as spaces too, since segments are slugs; the category prefix goes on the first
// crumb's link, which makes /e-rickshaw/Noida's "e rickshaw" lead to /three-wheeler/e-rickshaw.

export type Crumb = { label: string; href: string };
export type TypeEntry = Pick<VehicleType, "typeName" | "categoryName">;

/** First segments that are no page of their own: their crumb is left out. */
export const HIDDEN_ROOTS: readonly string[] = ["brand", "article", "blog", "three-wheeler", "two-wheeler", "spare-parts"];
const MAX_SEGMENTS = 4;
const PRICE_IN_POSITION = 4;

const words = (s: string) => s.replace(/[-_\s]+/g, " ").trim();
const sameName = (a: string, b: string) => words(a).toLowerCase() === words(b).toLowerCase();

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function labelOf(segment: string, position: number): string {
  const text = words(decode(segment));
  return position === PRICE_IN_POSITION ? words(text.replace(/\bprice in\b/gi, "")) : text;
}

export function breadcrumb(pathname: string, types: readonly TypeEntry[]): Crumb[] {
  const segments = pathname.split("/").filter(Boolean).slice(0, MAX_SEGMENTS);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  for (const [i, segment] of segments.entries()) {
    let href = `/${segments.slice(0, i + 1).join("/")}`;
    if (i === 0) {
      if (HIDDEN_ROOTS.includes(decode(segment).toLowerCase())) continue;
      const type = types.find((t) => sameName(t.typeName, decode(segment)));
      if (type) href = `/${routeSegment(type.categoryName.toLowerCase())}${href}`;
    }
    crumbs.push({ label: labelOf(segment, i + 1), href });
  }
  return crumbs;
}
