import { contract, type GetCallName } from "./contract";

// Tags of a cached answer: the kinds it is made of, plus `kind:value` for each parameter that
// names one thing, so that an operator can purge "everything about brand X".

const norm = (v: unknown) => String(v).trim().toLowerCase();

export function tagsOf(call: GetCallName, query: Record<string, unknown>): string[] {
  const row = contract[call];
  const tags = new Set<string>([...row.kinds, `call:${call}`]);
  const add = (kind: string, value: unknown) => {
    if (value !== undefined && value !== "") tags.add(`${kind}:${norm(value)}`);
  };
  add("brand", query.brandName);
  if (query.brandName !== undefined && query.name !== undefined) {
    add("model", `${norm(query.brandName)}/${norm(query.name)}`);
  }
  add("type", query.typeName ?? query.category);
  add("city", query.city ?? query.cityName);
  if (query.tName !== undefined) add(query.traderType === "Manufacturer" ? "trader" : "dealer", query.tName);
  if (query.url !== undefined) add(row.kinds.includes("article") ? "article" : "blog", query.url);
  if (call === "getMetadata") add("metadata", `${norm(query.name)}/${norm(query.value)}`);
  // a list of listed pairs (city links, articles) by its name, so adding a pair purges the list
  if (call === "getMetadataByName") add("metadata", query.name);
  return [...tags];
}
