import type { Location } from "#app/domain/entities";
import { type TownPlace, hindiTownName } from "#app/domain/rules/town";
import { categoryCityPath } from "#app/domain/rules/paths";
import type { Lang } from "#app/i18n/lang";

/**
 * The towns the picker suggests: the catalogue's, by name, in the page's script where the site
 * knows the Hindi spelling (the picker reads either back). Server-side: the spellings stay here.
 */
export function townSuggestions(towns: readonly Location[], lang: Lang): string[] {
  const names = [...new Set(towns.map((t) => t.cityName))].sort((a, b) => a.localeCompare(b));
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
