import { createContext } from "react-router";
import type { ModelRef } from "#app/features/tools/rules/compare";

// The tools feature's keys of the router context the Worker fills for every request (worker/index.ts).

/**
 * What visitors compare: a type's most viewed pairs of models, most first (app/features/tools/server/comparison-views.ts).
 * Where nothing is counted (no binding), there are none and the type page shows its fixed pairs.
 */
export type ComparisonViews = { popular(typeName: string, count: number): Promise<[ModelRef, ModelRef][]> };
export const comparisonViewsContext = createContext<ComparisonViews>({ popular: async () => [] });
