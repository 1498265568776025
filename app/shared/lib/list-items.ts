import type { Price, Product } from "#app/shared/entities";
import type { FromPrice } from "#app/shared/rules/from-price";

// What a list (or a screen) shows of each item. Loaders hand only these fields to the page:
// everything a loader returns is also serialised into the HTML for hydration, and whole products
// (about HTML, every specification) or price rows (offer HTML) would multiply a page's size and
// render time.

/** A model card (components/model-card.tsx): `from` is its "from" price (rules/from-price.ts), 0 when no town has one. */
export type ModelCardItem = Pick<Product, "brandName" | "name" | "typeName"> & { from: number };

export function modelCardItem({ brandName, name, typeName }: Pick<Product, "brandName" | "name" | "typeName">, from: FromPrice | null): ModelCardItem {
  return { brandName, name, typeName, from: from?.price ?? 0 };
}

/** A price table row or price card, with what its label button needs (rules/price-label.ts). */
export type PriceListItem = Pick<Price, "brandName" | "name" | "cityName" | "exShowroomPrice" | "emi" | "dealer" | "manufacturer" | "type">;

export function priceListItem({ brandName, name, cityName, exShowroomPrice, emi, dealer, manufacturer, type }: PriceListItem): PriceListItem {
  return { brandName, name, cityName, exShowroomPrice, emi, dealer, manufacturer, type };
}

/**
 * The model-in-city screen's product: its head, about text, short specification and JSON-LD. Not
 * the catalogue's own price: the page shows the town's (docs/decisions/145).
 */
export type CityProductItem = Pick<
  Product,
  | "brandName" | "name" | "categoryName" | "typeName" | "vehicleCategory" | "aboutProduct" | "aboutProductHi"
  | "mileage" | "mileageHi" | "motorType" | "motorTypeHi" | "motorPower" | "motorPowerHi" | "speed" | "speedHi"
>;

export function cityProductItem(p: CityProductItem): CityProductItem {
  const { brandName, name, categoryName, typeName, vehicleCategory, aboutProduct, aboutProductHi } = p;
  const { mileage, mileageHi, motorType, motorTypeHi, motorPower, motorPowerHi, speed, speedHi } = p;
  return { brandName, name, categoryName, typeName, vehicleCategory, aboutProduct, aboutProductHi, mileage, mileageHi, motorType, motorTypeHi, motorPower, motorPowerHi, speed, speedHi };
}

/** One model in a list, whatever the city of its row: "Mahindra|e-Alfa Mini". */
export const modelKey = (m: { brandName: string; name: string }) => `${m.brandName}|${m.name}`;
