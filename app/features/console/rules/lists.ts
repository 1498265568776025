import { DISPUTE_STATES } from "../../leads/billing/disputes";
import type { FilterRules, ListPage, ListQuery } from "./list-query";

// The console's lists and the filters each one takes (docs/decisions/126): read by the list pages
// (app/features/console/routes) and answered by the Worker (app/features/console/server/lists), one table for both.

export const LIST_FILTERS = {
  models: { brand: "text", type: "text" },
  prices: { brand: "text", town: "text" },
  traders: { kind: ["Dealer", "Manufacturer"], town: "text", activated: ["yes", "no"] },
  pictures: { photo: ["has", "lacks"], kind: ["model", "brand", "trader"] },
  disputes: { state: DISPUTE_STATES },
} as const satisfies Record<string, FilterRules>;

export type ListName = keyof typeof LIST_FILTERS;
export type QueryOf<L extends ListName> = ListQuery<(typeof LIST_FILTERS)[L]>;

export type ModelRow = { brandName: string; name: string; typeName: string; price: number };
export type PriceRow = { brandName: string; name: string; cityName: string; exShowroomPrice: number };
export type TraderRow = { tName: string; traderName: string; traderType: string; cityName: string; activated: boolean };
/**
 * A brand's logo, a model's photos or a trader's photo (for a trader: its display name and tName),
 * the version shown at its address (null: none yet) and how many photos its gallery holds.
 */
export type PictureRow = { kind: "brand" | "model" | "trader"; brandName: string; name: string; key: string; version: string | null; photos: number };

export type { ListPage };
