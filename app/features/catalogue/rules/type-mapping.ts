import type { TypeMapping } from "../../../shared/entities";
import type { TypeName } from "../../../shared/glossary";

// Type-name mapping: a type name maps to its canonical category and two price bounds
// (strings; "0" and "0" mean no bound). Any other name has no mapping.

const BANDED: Partial<Record<string, [category: TypeName, gt: string, lte: string]>> = {
  "e rickshaw": ["e rickshaw", "90001", "100000"],
  "battery operated rickshaw": ["e rickshaw", "80001", "90000"],
  "e rickshaw loader": ["e rickshaw loader", "70001", "80000"],
  "open body e rickshaw loader": ["e rickshaw loader", "60001", "70000"],
  "electric scooter": ["electric scooter", "50001", "60000"],
  "electric bike": ["electric scooter", "40001", "50000"],
} satisfies Partial<Record<TypeName, [TypeName, string, string]>>;

const SELF_MAPPED: readonly string[] = [
  "electric cycle", "electric auto rickshaw", "diesel auto rickshaw", "diesel loader auto rickshaw",
  "cng auto rickshaw", "cng loader auto rickshaw", "closed body e rickshaw loader",
  "electric golf cart", "utility vehicles", "electric school van", "electric food van",
  "electric garbage van",
] satisfies TypeName[];

/** Every type name the mapping knows, banded ones first. */
export const MAPPED_TYPE_NAMES = [...Object.keys(BANDED), ...SELF_MAPPED];

export function mapTypeName(typeName: string): TypeMapping[] {
  const key = typeName.trim().toLowerCase().replace(/\s+/g, " ");
  const banded = BANDED[key];
  if (banded) return [{ typeName: key, categoryName: banded[0], gt: banded[1], lte: banded[2] }];
  if (SELF_MAPPED.includes(key)) return [{ typeName: key, categoryName: key, gt: "0", lte: "0" }];
  return [];
}

/** Whether a price lies within the bounds of a mapping ("0"/"0" = every price). Inclusive, as the table reads. */
export function withinBounds(price: number, gt: string, lte: string): boolean {
  const low = Number(gt);
  const high = Number(lte);
  if (low === 0 && high === 0) return true;
  return price >= low && price <= high;
}
