import type { CatalogueEntity, CatalogueItem } from "./entities";

// A model's record names a town and a price ("Town", "Price" in the console's form): that is the
// model's price in that town, and pages show only town prices (rules/from-price.ts). So writing
// such a model writes that town's price row too, in the same batch: the model shows its price on
// its page and in the lists at once, never "Contact Us For Price" beside a price the operator
// just typed (docs/decisions/149-facts-that-hold.md).

/** The town price row a model's record states, or null where it names no town or no price. */
export function townPriceOf(model: CatalogueItem): CatalogueItem | null {
  const cityName = String(model.cityName ?? "").trim();
  const price = Number(model.price ?? 0);
  if (!cityName || !(price > 0)) return null;
  return { brandName: model.brandName, name: model.name, cityName, exShowroomPrice: price, type: String(model.typeName ?? "") };
}

/**
 * Whether writing this record writes its town price: a new model, or a change of its price, town
 * or type. A change of anything else leaves the town's row as it is, so a price edited since in the
 * prices list is not undone by editing the model's mileage.
 */
export function writesTownPrice(entity: CatalogueEntity, added: boolean, fields: readonly string[] = []): boolean {
  return entity === "models" && (added || fields.some((f) => f === "price" || f === "cityName" || f === "typeName"));
}
