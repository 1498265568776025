import { type CatalogueEntity, type CatalogueItem, catalogueEntities } from "#app/features/catalogue/rules/entities";
import { guidePath, modelCityPath, traderPath } from "#app/shared/rules/paths";
import { brandPath } from "#app/shared/rules/slug";

// Addresses around one catalogue record in the console: its edit form, its public page, its picture.

/** The record's key as an address's query: brandName=Mahindra&name=Treo. */
export const keyQuery = (entity: CatalogueEntity, item: CatalogueItem) =>
  new URLSearchParams(catalogueEntities[entity].key.map((k) => [k, String(item[k] ?? "")]));

/** The record's key from an address's query, or null when a key field is missing. */
export function keyFromQuery(entity: CatalogueEntity, url: URL): Record<string, string> | null {
  const key = catalogueEntities[entity].key;
  const values = key.map((k) => url.searchParams.get(k));
  return values.every((v): v is string => v !== null) ? Object.fromEntries(key.map((k, i) => [k, values[i]!])) : null;
}

export function editHref(entity: CatalogueEntity, item: CatalogueItem): string {
  return `/admin/catalogue/${entity}/edit?${keyQuery(entity, item)}`;
}

export function publicHref(entity: CatalogueEntity, item: CatalogueItem): string | null {
  const text = (field: string) => String(item[field] ?? "");
  switch (entity) {
    case "brands":
      return brandPath(text("brandName"));
    case "models":
      return brandPath(text("brandName"), text("name"));
    case "prices":
      return modelCityPath(text("brandName"), text("name"), text("cityName"));
    case "traders":
      return traderPath(text("traderType") === "Manufacturer" ? "manufacturer" : "dealer", text("tName"));
    case "blogs":
      return guidePath("blog", text("url"));
    case "articles":
      return guidePath(text("name") === "trending" ? "trending" : "article", text("url"));
    case "subsidies":
      return "/subsidy";
  }
}

export function pictureHref(entity: CatalogueEntity, item: CatalogueItem): string | null {
  if (entity === "brands") return `/admin/pictures?${new URLSearchParams({ brand: String(item.brandName) })}`;
  if (entity === "models") return `/admin/pictures?${new URLSearchParams({ brand: String(item.brandName), model: String(item.name) })}`;
  return null;
}
