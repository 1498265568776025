import { z } from "zod";
import {
  ArticleSchema,
  BlogSchema,
  DealerProductSchema,
  MetadataSchema,
  PriceSchema,
  ProductSchema,
  SubsidyRuleSchema,
  TraderSchema,
  type Article,
  type DealerProduct,
  type Location,
  type Metadata,
  type Price,
  type Product,
  type Trader,
} from "#app/shared/entities";
import { fillDescription } from "#app/features/catalogue/rules/description";

// D1 rows → contract items. D1 keeps lists as JSON text and flags as INTEGER 0/1; the contract
// wants arrays and booleans. Select lists come from the entity schemas so that a query selects
// exactly the item's fields (internal columns such as position, promotion, listed stay inside).

/** The comma-separated column list of an item schema, optionally qualified by a table alias. */
function columnsOf(schema: z.ZodObject, alias = "", omit: readonly string[] = []): string {
  return Object.keys(schema.shape)
    .filter((key) => !omit.includes(key))
    .map((key) => (alias ? `${alias}.${key}` : key))
    .join(", ");
}

export const productColumns = (alias = "") => columnsOf(ProductSchema, alias);
export const priceColumns = (alias = "") => columnsOf(PriceSchema, alias);
// brandList is not a column: it is assembled from trader_product (see traders.ts).
export const traderColumns = (alias = "") => columnsOf(TraderSchema, alias, ["brandList"]);
export const dealerProductColumns = columnsOf(DealerProductSchema);
export const metadataColumns = columnsOf(MetadataSchema);
export const blogColumns = columnsOf(BlogSchema);
export const articleColumns = columnsOf(ArticleSchema);
export const subsidyRuleColumns = columnsOf(SubsidyRuleSchema);

/** A JSON list column; malformed text reads as "no value", so one bad row cannot fail a page. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
const StringList = z.array(z.string()).catch([]);
const ArticleContent = ArticleSchema.shape.content.catch([]);
const ArticleRefs = ArticleSchema.shape.ref.catch([]);

const stringList = (text: string) => StringList.parse(jsonOf(text));

/**
 * The one place the origin fills the town placeholder of its texts. A price is never filled in: a
 * page states it in a sentence of its own (app/features/catalogue/server/model-summary.ts, docs/decisions/145).
 */
function describe<T extends { h2: string; description?: string }>(row: T, city: string): T {
  const fill = (text: string) => fillDescription(text, city);
  const description = row.description === undefined ? {} : { description: fill(row.description) };
  return { ...row, h2: fill(row.h2), ...description };
}

/** A product's own city (or "India" when it has none) fills its texts. */
export function toProduct(row: Product): Product {
  return describe(row, row.cityName || "India");
}

export type PriceRow = Omit<Price, "deliveryFlag" | "dealer" | "manufacturer"> & {
  deliveryFlag: number;
  dealer: number;
  manufacturer: number;
};

export function toPrice(row: PriceRow): Price {
  return describe(
    {
      ...row,
      deliveryFlag: row.deliveryFlag !== 0,
      dealer: row.dealer !== 0,
      manufacturer: row.manufacturer !== 0,
    },
    row.cityName,
  );
}

export type TraderRow = Omit<Trader, "typeName" | "brandDeal" | "brandList"> & {
  typeName: string;
  brandDeal: string;
};

export function toTrader(row: TraderRow, brandList: DealerProduct[]): Trader {
  const typeName = stringList(row.typeName);
  return { ...row, typeName, brandDeal: stringList(row.brandDeal), brandList };
}

export type MetadataRow = Omit<Metadata, "h2"> & { h2: string };

export function toMetadata(row: MetadataRow): Metadata {
  return { ...row, h2: stringList(row.h2) };
}

export type ArticleRow = Omit<Article, "content" | "contentHi" | "ref"> & { content: string; contentHi: string; ref: string };

export function toArticle(row: ArticleRow): Article {
  const content = ArticleContent.parse(jsonOf(row.content));
  const contentHi = ArticleContent.parse(jsonOf(row.contentHi));
  return { ...row, content, contentHi, ref: ArticleRefs.parse(jsonOf(row.ref)) };
}

/** A level of the location hierarchy; the levels below the one asked for are empty. */
export function toLocation(row: Partial<Location> & { stateName: string }): Location {
  return { districtName: "", cityName: "", areaName: "", pincode: "", ...row };
}
