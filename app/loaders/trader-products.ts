import type { Api } from "#app/domain/contract";
import type { Trader } from "#app/domain/entities";
import { type BrandProducts, fromProduct, listedProducts } from "#app/domain/rules/trader-profile";
import { orNone } from "./not-found";

// The Product tab: each shown brand with the trader's own listed models; a brand the trader lists
// no models for shows the brand's first models (getModelByOrderandBrand, count 6 or 3). Those
// calls start together (docs/decisions/021-trader-products.md).

export async function traderProducts(api: Api, trader: Trader, perBrand: number): Promise<BrandProducts[]> {
  const groups = listedProducts(trader, perBrand);
  return Promise.all(
    groups.map(async (group) => {
      if (group.models.length > 0) return group;
      const models = await orNone(api.call("getModelByOrderandBrand", { brandName: group.brandName, count: perBrand }));
      return { ...group, models: models.slice(0, perBrand).map(fromProduct) };
    }),
  );
}
