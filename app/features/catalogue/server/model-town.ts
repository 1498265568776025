import type { Towns } from "#app/features/town/context";
import type { Api } from "#app/shared/contract";
import type { Location, ModelPrice, Trader } from "#app/shared/entities";
import { dealerBrands } from "#app/features/catalogue/rules/dealers";
import { identityKey } from "#app/features/leads/rules/identity-key";
import { emiPrice } from "#app/features/tools/rules/emi-price";
import { type TownPlace, nearestFirst, townsFrom } from "#app/features/town/rules/town";
import type { DealerSummary } from "#app/features/catalogue/components/dealer-card";
import { priceNearIn } from "./town-price";

// A model page for a visitor who chose a town (docs/decisions/115-your-town-first.md): the price
// in that town, else in the nearest town that lists one (with its distance), the model's dealers
// nearest the town, and the model's city links from that town. Every lookup is a catalogue call
// keyed by catalogue names (KV, shared by all visitors); the town only picks among the answers.

/** Dealers shown; farther than this they are not "near" (routing's LEAD_MAX_DEALER_KM defaults to 150, a buyer will ride farther to buy). */
const DEALERS = 3;
const DEALER_KM = 300;

export type ModelTown = {
  town: string;
  price: { cityName: string; km: number; own: boolean; exShowroom: number; onRoad: number } | null;
  dealers: (DealerSummary & { km: number })[];
  cities: string[];
};

/** `prices`: every town price of the model (`modelPrices`), which its page reads for its "from" price too. */
export async function modelTown(api: Api, towns: Towns, town: TownPlace, product: { brandName: string; name: string; typeName: string }, cities: readonly string[], prices: readonly ModelPrice[]): Promise<ModelTown> {
  const [catalogue, dealers] = await Promise.all([
    towns.catalogue(),
    api.call("getDealerByBrand", { traderType: "Dealer", brandName: product.brandName }),
  ]);
  const near = priceNearIn(town, prices, catalogue);
  const place = { cityName: town.name, lat: town.lat, lng: town.lng };
  return {
    town: town.name,
    price: near ? { cityName: near.town, km: near.km, own: near.own, exShowroom: near.row.exShowroomPrice, onRoad: emiPrice(near.row) } : null,
    dealers: nearestFirst(place, dealers.filter((d) => sells(d, product)), catalogue as Location[], DEALER_KM).slice(0, DEALERS).map(summary),
    cities: townsFrom(place, cities, catalogue),
  };
}

/** An active dealer of the brand that deals in the model's type (when its types are listed). */
function sells(dealer: Trader, product: { brandName: string; typeName: string }): boolean {
  const key = identityKey(product.typeName);
  return dealer.activate === "1" && (dealer.typeName.length === 0 || dealer.typeName.some((t) => identityKey(t) === key)) && (dealer.brandDeal.length === 0 || dealer.brandDeal.some((b) => identityKey(b) === identityKey(product.brandName)) || dealerBrands(dealer.brandList).some((b) => identityKey(b) === identityKey(product.brandName)));
}

function summary(d: Trader & { km: number }): DealerSummary & { km: number } {
  const { tName, traderName, typeName, cityName, activate, brandList, address, addressHi, km } = d;
  return { tName, traderName, typeName, cityName, activate, brandList, address, addressHi, km };
}
