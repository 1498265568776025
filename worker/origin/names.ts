// Names reach the origin from URL slugs, and the spec's slug-to-name rule turns every hyphen
// into a space ("e-Alfa-Mini" → "e Alfa Mini"). Model names are therefore matched with hyphens
// and spaces treated alike, and case ignored.

export function sameName(column: string, parameter: string): string {
  return `REPLACE(${column}, '-', ' ') = REPLACE(${parameter}, '-', ' ') COLLATE NOCASE`;
}
