import type { DisputeView } from "#app/features/leads/billing/disputes";
import type { ListPage, ModelRow, PictureRow, PriceRow, QueryOf, TraderRow } from "#app/features/console/rules/lists";

// The console's paged lists (docs/decisions/126), as its loaders ask for them: one page of the
// rows the query asks for, and their count. The Worker answers from D1 (app/features/console/server/lists).

export type ConsoleLists = {
  models(query: QueryOf<"models">): Promise<ListPage<ModelRow>>;
  prices(query: QueryOf<"prices">): Promise<ListPage<PriceRow>>;
  traders(query: QueryOf<"traders">): Promise<ListPage<TraderRow>>;
  pictures(query: QueryOf<"pictures">): Promise<ListPage<PictureRow>>;
  disputes(query: QueryOf<"disputes">): Promise<ListPage<DisputeView>>;
  /** The catalogue's brands, for a brand filter. */
  brands(): Promise<string[]>;
};
