import type { Product } from "../../../shared/entities";
import { type ModelRef, canonicalOrder, pairKey } from "./compare";

// Popular comparisons come from what visitors compare: each view of a two-model comparison of one
// type counts once for its pair. The page says which pair it showed in a response header that the
// Worker reads and removes (app/features/tools/server/comparison-views.ts) after the HTML cache, so a cached page
// counts too; only a page that rendered (both models exist, the address is canonical) says so.

export const COMPARED_HEADER = "X-Compared-Pair";

export type ComparedPair = { key: string; typeName: string; models: [ModelRef, ModelRef] };

/** The header's value for a comparison that counts: two models of one type; else null. */
export function comparedHeader(models: readonly Pick<Product, "brandName" | "name" | "typeName">[]): string | null {
  if (models.length !== 2) return null;
  const [a, b] = canonicalOrder(models) as [Pick<Product, "brandName" | "name" | "typeName">, Pick<Product, "brandName" | "name" | "typeName">];
  const typeName = a.typeName.trim().toLowerCase();
  if (typeName === "" || typeName !== b.typeName.trim().toLowerCase()) return null;
  return [typeName, a.brandName, a.name, b.brandName, b.name].map(encodeURIComponent).join("/");
}

/** The pair a header names, or null when the value is not one this site wrote. */
export function readComparedHeader(value: string | null): ComparedPair | null {
  const parts = value?.split("/") ?? [];
  if (parts.length !== 5) return null;
  try {
    const [typeName, brand1, name1, brand2, name2] = parts.map(decodeURIComponent) as [string, string, string, string, string];
    if ([typeName, brand1, name1, brand2, name2].some((p) => p.trim() === "" || p.length > 120)) return null;
    const models: [ModelRef, ModelRef] = [{ brandName: brand1, name: name1 }, { brandName: brand2, name: name2 }];
    return { key: pairKey(...models), typeName, models };
  } catch {
    return null;
  }
}
