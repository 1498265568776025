import { MAPPED_TYPE_NAMES, mapTypeName } from "../rules/type-mapping";
import { nameToSlug, slugToName } from "../rules/slug";
import type { CatalogueEntity, CatalogueItem } from "./entities";

// The cache tags a changed record touches (app/domain/cache-tags.ts builds them from each call's
// parameters): purging exactly these after an import makes every page that shows the record
// render it anew, and leaves the rest of the cache warm. Both the record before and after the
// change count (a model moved to another type leaves the old type's lists too).

const norm = (value: string) => value.trim().toLowerCase();
const text = (item: CatalogueItem, field: string) => String(item[field] ?? "");

/**
 * The spellings a name reaches the calls in: as stored (the catalogue's own lookups) and as a page
 * address gives it back (spec §2 slug rules: "e-Alfa Mini" → "e-Alfa-Mini" → "e Alfa Mini").
 */
export function nameForms(name: string): string[] {
  return [...new Set([norm(name), norm(slugToName(nameToSlug(name.trim())))])].filter(Boolean);
}

/** A type name and every type name of the same canonical category (the type lists share rows). */
export function typeForms(typeName: string): string[] {
  const category = mapTypeName(typeName)[0]?.categoryName;
  const related = category ? MAPPED_TYPE_NAMES.filter((t) => mapTypeName(t)[0]?.categoryName === category) : [];
  return [...new Set([typeName, ...related].flatMap(nameForms))];
}

const tag = (kind: string) => (value: string) => `${kind}:${value}`;
const modelTags = (brand: string, model: string) => nameForms(brand).flatMap((b) => nameForms(model).map((m) => `model:${b}/${m}`));

/** The tags of one state of a record. */
function recordTags(entity: CatalogueEntity, item: CatalogueItem): string[] {
  const brand = text(item, "brandName");
  switch (entity) {
    case "brands":
      return [...nameForms(brand).map(tag("brand")), "call:getBrand", "call:getBrandByOrder", "call:getBrandByPopularity", "call:getBrandFrom"];
    case "models":
      return [
        ...nameForms(brand).map(tag("brand")),
        ...modelTags(brand, text(item, "name")),
        ...typeForms(text(item, "typeName")).map(tag("type")),
        "call:getProductByPromotion",
      ];
    case "prices":
      return [
        ...nameForms(brand).map(tag("brand")),
        ...modelTags(brand, text(item, "name")),
        ...nameForms(text(item, "cityName")).map(tag("city")),
        ...typeForms(text(item, "type")).map(tag("type")),
      ];
    case "traders": {
      const kind = text(item, "traderType") === "Manufacturer" ? "trader" : "dealer";
      const brands = [
        ...((item.brandDeal as string[] | undefined) ?? []),
        ...((item.brandList as { brandName: string }[] | undefined) ?? []).map((p) => p.brandName),
      ];
      return [
        ...nameForms(text(item, "tName")).map(tag(kind)),
        ...nameForms(text(item, "cityName")).map(tag("city")),
        ...brands.flatMap(nameForms).map(tag("brand")),
        "call:getTrader",
      ];
    }
    case "blogs":
      return [...nameForms(text(item, "url")).map(tag("blog")), "call:getBlogByActivate"];
    case "articles":
      return nameForms(text(item, "url")).map(tag("article"));
    case "subsidies":
      return ["subsidy", "call:getSubsidyRule"];
  }
}

export function tagsTouched(entity: CatalogueEntity, before: CatalogueItem | null, after: CatalogueItem): string[] {
  return [...new Set([...(before ? recordTags(entity, before) : []), ...recordTags(entity, after)])].sort();
}
