import type { Api } from "#app/shared/contract";
import { CITY_LINKS } from "#app/shared/rules/lists";
import { type TownPlace } from "#app/features/town/rules/town";
import { hindiTownName } from "#app/shared/i18n/town-names-hi";
import { addressableTown } from "#app/shared/rules/city-route";
import { categoryCityPath, townPath } from "#app/shared/rules/paths";
import type { Lang } from "#app/shared/i18n/lang";
import type { TypeName } from "#app/shared/glossary";

/**
 * The towns the picker suggests: the towns of the site's first family's pages (its type screen's
 * city links, one page: the list a buyer reaches most, whatever the catalogue's size,
 * docs/decisions/136), by name, in the page's script where the site knows the Hindi spelling (the
 * picker reads either back, and any other town or PIN code typed). Server-side: the spellings stay here.
 */
export async function townSuggestions(api: Api, lang: Lang): Promise<string[]> {
  const links = await api.call("getMetadataByName", { name: TOWN_PAGE_TYPE, count: CITY_LINKS });
  const names = [...new Set(links.map((l) => l.value))].sort((a, b) => a.localeCompare(b));
  return lang === "hi" ? names.map((name) => hindiTownName(name) ?? name) : names;
}

/** The type whose towns the picker suggests: the site's first family. */
export const TOWN_PAGE_TYPE: TypeName = "e rickshaw";

/** The name a town's pages are addressed by: the catalogue town it is, else its own. */
const addressName = (town: Pick<TownPlace, "name" | "catalogueTown">) => town.catalogueTown ?? town.name;

/**
 * The town's own page: every vehicle type sold near it (/town/{town}, docs/decisions/147); home
 * when its name cannot be an address.
 */
export function townPagePath(town: Pick<TownPlace, "name" | "catalogueTown">): string {
  const name = addressName(town);
  return addressableTown(name) ? townPath(name) : "/";
}

/** A type in the town: its prices there, or the page of a town without its dealers; home when the town's name cannot be an address. */
export function typeInTownPath(typeName: string, town: Pick<TownPlace, "name" | "catalogueTown">): string {
  const name = addressName(town);
  return addressableTown(name) ? categoryCityPath(typeName, name) : "/";
}
