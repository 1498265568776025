import { z } from "zod";
import * as E from "../../../shared/entities";
import { isAscii } from "../../../shared/rules/ascii";
import { FIELD_UNITS, withUnit } from "./spec-units";
import { FIELD_LIMITS, contentIssues, limitIssues, limitText } from "./limits";
import { type Checked, factIssues, factText } from "./plausible";

// What the operator console imports, exports and edits: brands, models, city
// prices, dealers and manufacturers, blogs and articles. Each is the contract's item schema
// (app/shared/entities.ts, same field names), with the names that become page addresses
// required and checked as the contract checks a lookup's name, and every text, HTML and list
// field bounded by its limit (limits.ts), so the import and the editor refuse the same values.

export const CATALOGUE_ENTITIES = ["brands", "models", "prices", "traders", "blogs", "articles", "subsidies"] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];

export const isCatalogueEntity = (value: string): value is CatalogueEntity => (CATALOGUE_ENTITIES as readonly string[]).includes(value);

/** A name that is part of page addresses: trimmed, ASCII; its length is bounded by limits.ts. */
const addressName = z
  .string()
  .trim()
  .min(1, "Required")
  .refine(isAscii, "Letters, digits and ASCII punctuation only: the name is part of page addresses");
const required = z.string().trim().min(1, "Required");

/**
 * The schema with each field of the entity's limits checked. The issues are phrased to follow the
 * field's name ("aboutProduct is 40,000 characters; …"), which `followsName` tells the reader;
 * `limit` keeps the issue's code and figures.
 */
function bounded<S extends z.ZodObject>(entity: CatalogueEntity, schema: S): S {
  const shape = Object.fromEntries(
    Object.entries(FIELD_LIMITS[entity]).map(([name, limit]) => {
      const field = schema.shape[name] as z.ZodType | undefined;
      if (!field) throw new Error(`${entity}: no field "${name}" to bound`);
      return [name, field.superRefine((value: unknown, ctx) => {
        // the issue's code travels too, so the console can word it in the operator's language
        for (const issue of [...limitIssues(value, limit), ...contentIssues(name, value)]) ctx.addIssue({ code: "custom", message: limitText(issue), params: { followsName: true, limit: issue } });
      })];
    }),
  );
  return schema.extend(shape) as unknown as S;
}

/**
 * A model's figures as the catalogue keeps them: a bare number in a field with one unit gets it
 * ("120" → "120 km"), and a figure that cannot be true is refused with its reason (plausible.ts).
 */
function factsThatHold<S extends z.ZodObject>(schema: S): S {
  const units = Object.fromEntries(
    Object.keys(FIELD_UNITS).map((name) => [name, (schema.shape[name] as z.ZodString).overwrite((value: string) => withUnit(name, value))]),
  );
  return schema.extend(units).superRefine((item, ctx) => {
    for (const issue of factIssues(item as Checked)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: factText(issue), params: { followsName: true, fact: issue } });
    }
  }) as unknown as S;
}

export type EntityDefinition = {
  label: string;
  singular: string;
  schema: z.ZodObject;
  /** The fields that name one record (the table's primary key). */
  key: readonly string[];
  /** Fields shown beside the key in the console's list. */
  summary: readonly string[];
};

export const catalogueEntities = {
  brands: {
    label: "Brands",
    singular: "brand",
    schema: bounded("brands", E.BrandSchema.extend({ brandName: addressName })),
    key: ["brandName"],
    summary: ["popularity"],
  },
  models: {
    label: "Models",
    singular: "model",
    schema: factsThatHold(bounded("models", E.ProductSchema.extend({ brandName: addressName, name: addressName, categoryName: required, typeName: required }))),
    key: ["brandName", "name"],
    summary: ["typeName", "price"],
  },
  prices: {
    label: "City prices",
    singular: "city price",
    schema: bounded("prices", E.PriceSchema.extend({ brandName: addressName, name: addressName, cityName: addressName })),
    key: ["brandName", "name", "cityName"],
    summary: ["exShowroomPrice", "type"],
  },
  traders: {
    label: "Dealers and manufacturers",
    singular: "dealer or manufacturer",
    schema: bounded("traders", E.TraderSchema.extend({ tName: addressName, traderName: required })),
    key: ["tName"],
    summary: ["traderName", "traderType", "cityName"],
  },
  blogs: {
    label: "Blogs",
    singular: "blog",
    schema: bounded("blogs", E.BlogSchema.extend({ url: addressName, category: required, name: required })),
    key: ["url"],
    summary: ["name", "category", "activate"],
  },
  articles: {
    label: "Articles",
    singular: "article",
    schema: bounded("articles", E.ArticleSchema.extend({ name: z.enum(["article", "trending"]), url: addressName, h1: required })),
    key: ["name", "url"],
    summary: ["h1"],
  },
  // Purchase incentives with their dates (docs/decisions/117): the rule's id is ASCII, like a name.
  subsidies: {
    label: "Subsidy rules",
    singular: "subsidy rule",
    schema: bounded("subsidies", E.SubsidyRuleSchema.extend({ ruleId: addressName, scheme: required, source: required })),
    key: ["ruleId"],
    summary: ["scheme", "segment", "validFrom", "validTo"],
  },
} as const satisfies Record<CatalogueEntity, EntityDefinition>;

export type CatalogueItem = Record<string, unknown>;

/** How a field is written in a CSV cell and edited in a form. */
export type FieldKind = "text" | "integer" | "boolean" | "list" | "choice";
export type Field = { name: string; kind: FieldKind; choices: readonly string[]; required: boolean };

const fieldCache = new Map<CatalogueEntity, Field[]>();

/** The entity's fields in the spec's order, with their kinds (read from the schema itself). */
export function fieldsOf(entity: CatalogueEntity): Field[] {
  let fields = fieldCache.get(entity);
  if (!fields) {
    const json = z.toJSONSchema(catalogueEntities[entity].schema, { io: "input" }) as {
      properties: Record<string, { type?: string; enum?: string[] }>;
      required?: string[];
    };
    fields = Object.entries(json.properties).map(([name, p]) => ({
      name,
      kind: p.enum ? "choice" : p.type === "integer" ? "integer" : p.type === "boolean" ? "boolean" : p.type === "array" ? "list" : "text",
      choices: p.enum ?? [],
      required: (json.required ?? []).includes(name),
    }));
    fieldCache.set(entity, fields);
  }
  return fields;
}

/**
 * The English field a field is the Hindi version of ("aboutProductHi" → "aboutProduct"), or null:
 * each sits right after its English field in the schema, so the form and the CSV show them side by side.
 */
export function englishFieldOf(entity: CatalogueEntity, name: string): string | null {
  const shape = catalogueEntities[entity].schema.shape;
  if (!name.endsWith("Hi") || !(name in shape)) return null;
  const english = name.slice(0, -2);
  return english in shape ? english : null;
}

export const columnsOf = (entity: CatalogueEntity) => fieldsOf(entity).map((f) => f.name);

/** The record's key as one string: "Mahindra|Treo". */
export const keyOf = (entity: CatalogueEntity, item: CatalogueItem) =>
  catalogueEntities[entity].key.map((k) => String(item[k] ?? "")).join("|");

/** The record's display name: "Mahindra Treo in Noida". */
export function titleOf(entity: CatalogueEntity, item: CatalogueItem): string {
  const [a, b, c] = catalogueEntities[entity].key.map((k) => String(item[k] ?? ""));
  if (entity === "prices") return `${a} ${b} in ${c}`;
  if (entity === "articles") return `${b} (${a})`;
  return [a, b].filter(Boolean).join(" ");
}

/**
 * A record as the catalogue keeps it: a trader's products belong to the trader (their tName is
 * its tName) and are listed by brand and model, as the origin lists them.
 */
export function normalizeItem(entity: CatalogueEntity, item: CatalogueItem): CatalogueItem {
  if (entity !== "traders" || !Array.isArray(item.brandList)) return item;
  const byName = (p: Record<string, unknown>) => `${String(p.brandName).toLowerCase()}|${String(p.modelName).toLowerCase()}`;
  const brandList = (item.brandList as Record<string, unknown>[])
    .map((p) => ({ ...p, tName: item.tName }))
    .sort((a, b) => (byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : 0));
  return { ...item, brandList };
}
