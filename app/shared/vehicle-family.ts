// The vehicle families the placeholder drawings show (app/features/pictures/server/silhouettes.ts): the page
// needs the family to point a picture not yet uploaded at its family's drawing, and the Worker
// to draw it. An e-rickshaw is never drawn as a car.

export const FAMILIES = ["e-rickshaw", "loader", "auto", "scooter", "cycle", "van", "golf-cart", "generic"] as const;
export type Family = (typeof FAMILIES)[number];

export const isFamily = (text: string): text is Family => (FAMILIES as readonly string[]).includes(text);

/** The family of a vehicle type name (or any text naming one); "generic" when none matches. */
export function familyOf(text: string): Family {
  const t = text.toLowerCase().replace(/[-_]+/g, " ");
  if (/\bcycle\b/.test(t)) return "cycle";
  if (/\b(scooter|scooty|bike|motorcycle)s?\b/.test(t)) return "scooter";
  if (/\bgolf\b|\bcarts?\b|\butility\b/.test(t)) return "golf-cart";
  if (/\bvans?\b/.test(t)) return "van";
  if (/\bloaders?\b/.test(t)) return "loader";
  if (/\bauto\b/.test(t)) return "auto";
  if (/\brickshaws?\b/.test(t)) return "e-rickshaw";
  return "generic";
}

/**
 * The family to draw for a model of this type, or undefined when the type names none (an empty
 * or unknown type): its picture then keeps its own address, which the Worker draws from the
 * model's product record.
 */
export function familyOfType(typeName: string): Family | undefined {
  return familyOfTypes([typeName]);
}

/**
 * The one family of a list of type names (a dealer's), or undefined when they name several or
 * none: a dealer of e-rickshaws and loaders does not get every model drawn as an e-rickshaw.
 */
export function familyOfTypes(typeNames: readonly string[]): Family | undefined {
  const families = new Set(typeNames.map(familyOf));
  const [only] = families;
  return families.size === 1 && only !== "generic" ? only : undefined;
}
