import type { Api } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { type ModelRef, POPULAR_MODELS, sameModel, typeComparisons } from "#app/features/tools/rules/compare";

/**
 * A type page's popular comparisons (docs/decisions/119): the pairs visitors view most, of models
 * the type still lists, then the pairs among its POPULAR_MODELS most popular models. Read: those
 * few models, and each model of a counted pair that is not among them, by its name (at most two
 * a pair shown), so the page reads the models it links to, not a page of the type's models
 * (docs/decisions/140). A lookup that fails leaves its pair out, never the page.
 */
export async function typePairs(api: Api, typeName: string, viewed$: Promise<readonly [ModelRef, ModelRef][]>): Promise<[Product, Product][]> {
  const type = typeName.trim().toLowerCase();
  const [top, viewed] = await Promise.all([api.call("getModelByType", { typeName, count: POPULAR_MODELS }), viewed$]);
  const others = viewed.flat().filter((m, i, all) => !top.some((t) => sameModel(t, m)) && all.findIndex((o) => sameModel(o, m)) === i);
  const found = await Promise.all(others.map((m) => api.call("getProductByBrandandModel", { brandName: m.brandName, name: m.name }).catch(() => [])));
  const listed = found.flat().filter((p) => p.typeName.trim().toLowerCase() === type);
  return typeComparisons(viewed, [...top, ...listed]);
}
