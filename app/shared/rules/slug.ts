// The slug rules. They lose information (a hyphen inside a name comes back as a space), so
// lookups should compare `nameToSlug(stored) === segment` rather than trust `slugToName(segment)`;
// see docs/decisions/004-display-rules.md.

/** Name to slug: spaces → hyphens, "(" → "_", ")" dropped, "/" → "_". */
export function nameToSlug(name: string): string {
  return name.replaceAll(" ", "-").replaceAll("(", "_").replaceAll(")", "").replaceAll("/", "_");
}

/**
 * Slug to name: hyphens → spaces; the first underscore → "(" with a ")" appended. A name has at
 * most one bracket pair, at its end; with no underscore nothing is appended.
 */
export function slugToName(slug: string): string {
  const spaced = slug.replaceAll("-", " ");
  const at = spaced.indexOf("_");
  return at === -1 ? spaced : `${spaced.slice(0, at)}(${spaced.slice(at + 1)})`;
}

/** The separate route-segment rule: spaces → hyphens, slashes → underscores. */
export function routeSegment(value: string): string {
  return value.replaceAll(" ", "-").replaceAll("/", "_");
}

/** A name as one percent-encoded path segment: the slug of the trimmed name. */
export const pathSegment = (name: string) => encodeURIComponent(nameToSlug(name.trim()));

/** /brand/{brand} or /brand/{brand}/{model}: the home search target and the card links. */
export function brandPath(brandName: string, modelName?: string): string {
  const base = `/brand/${pathSegment(brandName)}`;
  return modelName ? `${base}/${pathSegment(modelName)}` : base;
}
