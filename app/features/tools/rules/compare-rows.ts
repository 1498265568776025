import type { Product } from "../../../shared/entities";
import { PRODUCT_TECH_FIELDS } from "../../../shared/product-fields";
import { SPEC_LABELS, isBlankSpec } from "../../catalogue/rules/spec-table";

// A comparison's table (app/features/tools/components/compare-table.tsx): the rows of the models' specifications and
// which of them differ. Apart from the comparison's address (./compare.ts), which cards on many
// pages link to without needing the table's fields.

/** Empty fields read as an en dash in the table. */
export const EMPTY = "–";

export type CompareRow = { field: string; label: string; values: string[]; differs: boolean };

type Compared = Pick<Product, "mileage" | "pricePerKm" | "speed" | (typeof PRODUCT_TECH_FIELDS)[number]>;

const LEADING_FIELDS = [
  { field: "mileage", label: "Mileage" },
  { field: "pricePerKm", label: "Running Cost" },
  { field: "speed", label: "Maximum Speed" },
] as const;

/** Every specification field present in any of the models; empty ones read "–"; differences marked. */
export function compareRows(models: readonly Compared[]): CompareRow[] {
  const fields = [...LEADING_FIELDS, ...PRODUCT_TECH_FIELDS.map((field) => ({ field, label: SPEC_LABELS[field] }))];
  return fields.flatMap(({ field, label }) => {
    const raw = models.map((m) => m[field as keyof Compared] ?? "");
    if (raw.every(isBlankSpec)) return [];
    const values = raw.map((v) => (isBlankSpec(v) ? EMPTY : v.trim()));
    return [{ field, label, values, differs: valuesDiffer(values) }];
  });
}

/** Whether a row's values differ, case aside: such a row is marked in the table. */
export function valuesDiffer(values: readonly string[]): boolean {
  return values.some((v) => v.trim().toLowerCase() !== (values[0] ?? "").trim().toLowerCase());
}
