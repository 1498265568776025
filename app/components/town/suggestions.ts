import type { Api } from "#app/domain/contract";
import { CITY_LINKS } from "#app/domain/rules/lists";
import { type TownPlace, hindiTownName } from "#app/domain/rules/town";
import { categoryCityPath } from "#app/domain/rules/paths";
import type { Lang } from "#app/i18n/lang";

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

/** The vehicle a town's own page is about when the visitor comes from home: the site's first family. */
export const TOWN_PAGE_TYPE = "e rickshaw";
/** A town whose name a page address can carry (app/domain/rules/city-route.ts). */
const ADDRESSABLE = /^[A-Za-z][A-Za-z ]*$/;

/** The town's own page: its e-rickshaw prices, or the page of a town without dealers; home when its name cannot be an address. */
export function townPagePath(town: Pick<TownPlace, "name" | "catalogueTown">): string {
  const name = town.catalogueTown ?? town.name;
  return ADDRESSABLE.test(name) ? categoryCityPath(TOWN_PAGE_TYPE, name) : "/";
}
