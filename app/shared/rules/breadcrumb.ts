import type { VehicleType } from "../entities";
import { titleCase } from "./display-name";
import { nameToSlug, routeSegment } from "./slug";

// The breadcrumb rules. Readings (docs/decisions/004-display-rules.md): Home counts as the first
// crumb, so "the fifth segment" is the fourth URL segment (the city of /brand/{b}/{m}/Price-In-X);
// hyphens show as spaces too, since segments are slugs; the category prefix goes on the first
// crumb's link, which makes /e-rickshaw/Noida's "e rickshaw" lead to /three-wheeler/e-rickshaw.
// A crumb reads as the display name of what it names — the page's own names
// (brand, model, city, trader, as stored) and the type list's — and never as a lowercase slug.

/** `english`: the label is an English name the operator wrote (a guide's title), marked so on Hindi pages. */
export type Crumb = { label: string; href: string; english?: boolean };
/** A display name the page knows: a name whose slug is its segment, or a segment's own label. */
export type CrumbName = string | { segment: string; label: string; english?: boolean };
export type TypeEntry = Pick<VehicleType, "typeName" | "categoryName">;
/** How the page names a type and a category (app/shared/i18n/names.ts in the page's language). */
export type TypeDisplay = { type: (name: string) => string; category: (name: string) => string };
const ENGLISH: TypeDisplay = { type: titleCase, category: titleCase };

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

function nameOf(segment: string, position: number, names: readonly CrumbName[]): { label: string; english?: boolean } {
  const text = words(decode(segment));
  const label = position === PRICE_IN_POSITION ? words(text.replace(/\bprice in\b/gi, "")) : text;
  const named = names.find((name) => sameName(typeof name === "string" ? nameToSlug(name) : name.segment, label));
  // An unknown segment keeps its own case: "e Alfa Mini" must not become "E Alfa Mini".
  if (!named) return { label };
  return typeof named === "string" ? { label: named.trim() } : named.english ? { label: named.label, english: true } : { label: named.label };
}

/** The crumbs of a path; `names` are the display names the page knows (brand, model, city…). */
export function breadcrumb(pathname: string, types: readonly TypeEntry[], names: readonly CrumbName[] = [], display: TypeDisplay = ENGLISH): Crumb[] {
  const known: CrumbName[] = [
    ...names,
    ...types.flatMap((t) => [
      { segment: t.typeName, label: display.type(t.typeName) },
      { segment: t.categoryName, label: display.category(t.categoryName) },
    ]),
  ];
  const segments = pathname.split("/").filter(Boolean).slice(0, MAX_SEGMENTS);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  for (const [i, segment] of segments.entries()) {
    let href = `/${segments.slice(0, i + 1).join("/")}`;
    if (i === 0) {
      if (HIDDEN_ROOTS.includes(decode(segment).toLowerCase())) continue;
      const type = types.find((t) => sameName(t.typeName, decode(segment)));
      if (type) href = `/${routeSegment(type.categoryName.toLowerCase())}${href}`;
    }
    crumbs.push({ ...nameOf(segment, i + 1, known), href });
  }
  return crumbs;
}

/**
 * The trail of a page whose address is no path of pages (a comparison: /compare/{b}/{m}/vs/…):
 * Home and the page itself, named by its title, rather than crumbs of its address's segments.
 */
export function titledTrail(pathname: string, title: string): Crumb[] {
  return [{ label: "Home", href: "/" }, { label: title, href: pathname }];
}
