// Below the spec's View More / View Less brand cards, every brand by its
// initial, so that the list reaches all of them whatever the toggle shows.

export type InitialGroup = { initial: string; names: string[] };

/** "#" gathers names that do not start with a Latin letter (digits, other scripts). */
const OTHER = "#";

function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : OTHER;
}

/** Names grouped by initial, A to Z (then "#"), each group in alphabetical order, duplicates once. */
export function byInitial(names: readonly string[]): InitialGroup[] {
  // the first spelling of a name wins (the brand list comes most popular first)
  const unique = new Map<string, string>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
  }
  const sorted = [...unique.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
  const groups = new Map<string, string[]>();
  for (const name of sorted) {
    const initial = initialOf(name);
    groups.set(initial, [...(groups.get(initial) ?? []), name]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([initial, group]) => ({ initial, names: group }));
}
