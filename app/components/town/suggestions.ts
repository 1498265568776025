import type { Location } from "#app/domain/entities";
import { hindiTownName } from "#app/domain/rules/town";
import type { Lang } from "#app/i18n/lang";

/**
 * The towns the picker suggests: the catalogue's, by name, in the page's script where the site
 * knows the Hindi spelling (the picker reads either back). Server-side: the spellings stay here.
 */
export function townSuggestions(towns: readonly Location[], lang: Lang): string[] {
  const names = [...new Set(towns.map((t) => t.cityName))].sort((a, b) => a.localeCompare(b));
  return lang === "hi" ? names.map((name) => hindiTownName(name) ?? name) : names;
}
