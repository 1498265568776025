import type { Api } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { fromPrices } from "#app/shared/rules/from-price";
import { modelFromPrice } from "../../catalogue/server/model-prices";
import { type Chemistry, type Pack, type PricedModel, type Premium, type SideCost, batterySize, chemistryOf, choosable, lithiumPremium, sideCost, sidesOf } from "#app/features/tools/rules/battery";
import type { BatteryInput } from "#app/features/tools/rules/battery-query";
import { FORM_MODELS } from "#app/shared/rules/list-pages";
import { type ModelGroup, modelGroups, withAsked as withAskedGroup } from "./subsidy";
import type { TypeName } from "#app/shared/glossary";

// What the battery chooser needs from the catalogue (docs/decisions/118): the e-rickshaws and
// e-carts it covers (the form's list), and their "from" prices — only for the brands whose price
// tells something: those that sell both packs in a type (the lithium premium) and the asked model's.

/** The L3 types our lead-acid figures are about; choosable() drops their L5 cargo models. */
export const BATTERY_TYPES = ["e rickshaw", "e rickshaw loader", "closed body e rickshaw loader"] as const satisfies readonly TypeName[];

export type BatteryCatalogue = { products: Product[]; groups: ModelGroup[] };

/**
 * Each covered type's FORM_MODELS most popular models (docs/decisions/136, 140), the asked model
 * among them where its type's list did not have it: the form's list and the models the premium is
 * worked out from, bounded at any size of the catalogue.
 */
export async function batteryCatalogue(api: Api, asked: Product | null = null): Promise<BatteryCatalogue> {
  const lists = await Promise.all(BATTERY_TYPES.map((typeName) => api.call("getModelByType", { typeName, count: FORM_MODELS })));
  const products = lists.flat().filter(choosable);
  const same = (p: Product) => asked !== null && p.brandName === asked.brandName && p.name === asked.name;
  const withAsked = asked && choosable(asked) && !products.some(same) ? [...products, asked] : products;
  const groups = modelGroups(BATTERY_TYPES, lists.map((list) => list.filter(choosable)));
  return { products: withAsked, groups: asked && choosable(asked) ? withAskedGroup(groups, asked) : groups };
}

/** At most this many brands that sell both packs count towards the premium (the most popular first). */
export const PRICED_BRANDS = 10;

/** Brands that sell a lead-acid and a lithium model in one type (the most popular first, at most PRICED_BRANDS), and the asked model's brand. */
function brandsToPrice(products: readonly Product[], model: Product | null): string[] {
  const seen = new Map<string, Set<string>>();
  for (const p of products) {
    const key = `${p.brandName}\u0000${p.typeName}`;
    seen.set(key, (seen.get(key) ?? new Set()).add(chemistryOf(p.batteryType) ?? ""));
  }
  const both = [...new Set([...seen.entries()].filter(([, c]) => c.has("leadAcid") && c.has("lithium")).map(([key]) => key.split("\u0000")[0]!))].slice(0, PRICED_BRANDS);
  return [...new Set([...both, ...(model ? [model.brandName] : [])])];
}

/**
 * The covered models of the brands that tell the premium, with their "from" prices (those with
 * none are left out), and the premium; nothing without an asked model (the page then shows only
 * the form). The listed models' from prices are their flagged cheapest rows, one call a type
 * (`getFromPriceByType`, the same models as the form's lists): a row or two a model at any size
 * of the catalogue, where each brand's price list was read before (docs/decisions/140). The asked
 * model's is worked out from its own town prices, as its own page works it out.
 */
export async function pricedModels(api: Api, catalogue: BatteryCatalogue, model: Product | null): Promise<{ models: PricedModel[]; premium: Premium | null }> {
  if (!model) return { models: [], premium: null };
  const brands = new Set(brandsToPrice(catalogue.products, model));
  const [fromRows, own] = await Promise.all([
    Promise.all(BATTERY_TYPES.map((typeName) => api.call("getFromPriceByType", { typeName, count: FORM_MODELS }))),
    modelFromPrice(api, model),
  ]);
  const fromOf = fromPrices(fromRows.flat());
  const asked = (p: Product) => p.brandName === model.brandName && p.name === model.name;
  const models = catalogue.products.flatMap((p) => {
    const from = asked(p) ? own : brands.has(p.brandName) ? fromOf(p) : null;
    return from ? [{ ...p, price: from.price, town: from.town }] : [];
  });
  return { models, premium: lithiumPremium(model, models) };
}

export type SideView = {
  chemistry: Chemistry;
  /** The catalogue model on this side, or null for the asked model with the other battery. */
  name: string | null;
  batteryType: string;
  /** "120 Ah × 48 V" or "5.2 kWh", as the specification writes it. */
  size: string;
  rangeKm: number;
  vehiclePrice: number;
  town: string;
  /** "from": the model's "from" price and its town; "town": its price for the asked town, that town's or the nearest priced one's (km 0 for its own). */
  priced: "from" | "town";
  km: number;
  packIncluded: boolean;
  pack: Pack;
  cost: SideCost;
};
export type PremiumView = { amount: number; own: boolean; pairs: { brand: string; lead: string; leadPrice: number; leadTown: string; lithium: string; lithiumPrice: number; lithiumTown: string; amount: number }[] };

/** What the page shows of the two sides: names and figures only, not the models' whole records. */
export function batteryAnswer(model: PricedModel, models: readonly PricedModel[], premium: Premium | null, input: BatteryInput) {
  const sides = sidesOf(model, models, premium?.amount ?? 0);
  const view = (chemistry: Chemistry): SideView => {
    const side = sides[chemistry];
    const shown = side.model ?? model;
    return {
      chemistry,
      name: side.model ? `${side.model.brandName} ${side.model.name}` : null,
      batteryType: side.model ? side.model.batteryType : "",
      size: batterySize(shown),
      rangeKm: side.battery.rangeKm,
      vehiclePrice: side.vehiclePrice,
      town: shown.town,
      priced: shown.km === undefined ? "from" : "town",
      km: shown.km ?? 0,
      packIncluded: side.packIncluded,
      pack: input.packs[chemistry],
      cost: sideCost(side, input.packs[chemistry], input.use),
    };
  };
  const premiumView: PremiumView | null = premium && {
    amount: premium.amount,
    own: premium.own,
    pairs: premium.pairs.map((p) => ({
      brand: p.leadAcid.brandName, lead: p.leadAcid.name, leadPrice: p.leadAcid.price, leadTown: p.leadAcid.town,
      lithium: p.lithium.name, lithiumPrice: p.lithium.price, lithiumTown: p.lithium.town, amount: p.amount,
    })),
  };
  return { model: `${model.brandName} ${model.name}`, brandName: model.brandName, use: input.use, sides: [view("leadAcid"), view("lithium")], premium: premiumView };
}
export type BatteryAnswer = ReturnType<typeof batteryAnswer>;
