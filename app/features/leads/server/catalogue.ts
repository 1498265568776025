import type { CallQuery, GetCallName } from "#app/shared/contract";
import type { Enquiry } from "#app/shared/enquiry";
import { type CatalogueTrader, type LeadIdentity, findName, resolveLeadIdentity } from "#app/features/leads/rules/identity";
import type { Bff } from "#worker/bff/api";
import { ApiFailure } from "../../../shared/server/errors";

// The catalogue's names a lead is resolved against, read through the BFF's cached GET calls — the
// same path in both origin modes (embedded D1, or the remote origin), with KV's stale copies
// standing in when the origin is down. A catalogue that cannot be read at all throws: the caller
// queues the enquiry and resolves it later, rather than calling a real lead unmatched.

export type Catalogue = Pick<Bff, "get">;

export async function catalogueList<N extends GetCallName>(bff: Catalogue, name: N, query: CallQuery<N>): Promise<unknown[]> {
  try {
    return (await bff.get(name, query)).items;
  } catch (error) {
    // "Empty means not found" calls answer 404: the catalogue has nothing of that name.
    if (error instanceof ApiFailure && error.status === 404) return [];
    throw error;
  }
}

const field = (item: unknown, key: string) => String((item as Record<string, unknown>)[key] ?? "");

export async function resolveIdentity(bff: Catalogue, enquiry: Enquiry): Promise<LeadIdentity> {
  const [brandItems, traders] = await Promise.all([
    enquiry.brandName ? catalogueList(bff, "getBrand", {}) : Promise.resolve([]),
    enquiry.tName ? traderNames(bff) : Promise.resolve([]),
  ]);
  const brands = brandItems.map((b) => field(b, "brandName"));
  const brand = findName(brands, enquiry.brandName);
  const products = brand && enquiry.modelName ? await catalogueList(bff, "getProductByBrand", { brandName: brand }) : [];
  return resolveLeadIdentity(enquiry, { brands, models: products.map((p) => field(p, "name")), traders });
}

/** Every dealer and manufacturer, by URL name and display name, with its town. */
export async function traderNames(bff: Catalogue): Promise<(CatalogueTrader & { cityName: string })[]> {
  const [dealers, manufacturers] = await Promise.all([
    catalogueList(bff, "getTrader", { traderType: "Dealer" }),
    catalogueList(bff, "getTrader", { traderType: "Manufacturer" }),
  ]);
  const names = (items: unknown[], traderType: CatalogueTrader["traderType"]) =>
    items.map((t) => ({ tName: field(t, "tName"), traderName: field(t, "traderName"), traderType, cityName: field(t, "cityName") }));
  return [...names(dealers, "Dealer"), ...names(manufacturers, "Manufacturer")];
}
