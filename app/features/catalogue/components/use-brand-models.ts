import { useEffect, useState } from "react";

// The model list of the chosen brand, fetched on demand from the site's own /api
// (getModelByBrand, count 100 on home). Answers that arrive after the brand changed are dropped.

export const HOME_MODEL_COUNT = 100;

export type BrandModels = { models: string[]; loading: boolean };

export function useBrandModels(brandName: string | null): BrandModels {
  const [state, setState] = useState<BrandModels>({ models: [], loading: false });
  useEffect(() => {
    if (!brandName) {
      setState({ models: [], loading: false });
      return;
    }
    const controller = new AbortController();
    setState({ models: [], loading: true });
    const query = new URLSearchParams({ brandName, count: String(HOME_MODEL_COUNT) });
    fetch(`/api/getModelByBrand?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ name: string }[]>) : []))
      .then((items) => setState({ models: items.map((m) => m.name), loading: false }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("models of", brandName, "could not be loaded", error);
          setState({ models: [], loading: false });
        }
      });
    return () => controller.abort();
  }, [brandName]);
  return state;
}
