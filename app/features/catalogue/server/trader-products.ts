import type { Api } from "#app/shared/contract";
import type { Trader } from "#app/shared/entities";
import { type BrandProducts, fromProduct, listedProducts, topUp } from "#app/features/catalogue/rules/trader-profile";

// The Product tab: each shown brand with the trader's own listed models first, topped up from the
// brand's first models (getModelByOrderandBrand, count 6 or 3). The brand calls start together
// once the trader is known (docs/decisions/021-trader-pages.md).

export async function traderProducts(api: Api, trader: Trader, perBrand: number): Promise<BrandProducts[]> {
  return Promise.all(
    listedProducts(trader, perBrand).map(async (group) => {
      if (group.models.length >= perBrand) return group;
      const catalogue = await api.call("getModelByOrderandBrand", { brandName: group.brandName, count: perBrand });
      return { ...group, models: topUp(group.models, catalogue.map(fromProduct), perBrand) };
    }),
  );
}
