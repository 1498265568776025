import type { Api } from "#app/domain/contract";
import type { Location, Product } from "#app/domain/entities";
import { nameToSlug, slugToName } from "#app/domain/rules/slug";
import { formatInr, istDate } from "#app/domain/rules/format";
import { subsidyWords } from "#app/components/subsidy/messages";
import { formatDayIn } from "#app/i18n/dates";
import type { Lang } from "#app/i18n/lang";
import { fill } from "#app/i18n/use-messages";
import { checkSubsidy, readDay, type SubsidyCheck } from "#app/domain/tools/subsidy";

// What the subsidy check page and the price breakup need from the catalogue (docs/decisions/117):
// the rules, the towns with their states, the models a scheme can cover, and one model.

/** The vehicle types a scheme's segment can cover: the form's model list. */
export const SUBSIDY_TYPES = [
  "e rickshaw", "e rickshaw loader", "closed body e rickshaw loader", "electric auto rickshaw",
  "electric school van", "electric food van", "electric garbage van", "electric scooter", "electric bike",
] as const;

/** A model in the form's query: "Mahindra/e-Alfa-Mini" (each name as its page address writes it). */
export const modelParam = (brandName: string, name: string) => `${nameToSlug(brandName)}/${nameToSlug(name)}`;

export function readModelParam(value: string): { brandName: string; name: string } | null {
  const at = value.indexOf("/");
  if (at <= 0 || at === value.length - 1) return null;
  const brandName = slugToName(value.slice(0, at)).trim();
  const name = slugToName(value.slice(at + 1)).trim();
  return brandName && name ? { brandName, name } : null;
}

export type ModelOption = { value: string; label: string };
export type ModelGroup = { typeName: string; models: ModelOption[] };
export type TownGroup = { stateName: string; towns: string[] };

/** The form's choices: models by type, towns by state. */
export async function subsidyChoices(api: Api): Promise<{ models: ModelGroup[]; towns: TownGroup[] }> {
  const [lists, towns] = await Promise.all([
    Promise.all(SUBSIDY_TYPES.map((typeName) => api.call("getModelByType", { typeName, count: 200 }))),
    api.call("getCity", {}),
  ]);
  const models = SUBSIDY_TYPES.map((typeName, i) => ({
    typeName,
    models: lists[i]!.map((p) => ({ value: modelParam(p.brandName, p.name), label: `${p.brandName} ${p.name}` })),
  })).filter((g) => g.models.length > 0);
  return { models, towns: townsByState(towns) };
}

export function townsByState(locations: readonly Location[]): TownGroup[] {
  const byState = new Map<string, string[]>();
  for (const l of locations) if (l.cityName) byState.set(l.stateName, [...(byState.get(l.stateName) ?? []), l.cityName]);
  return [...byState.entries()].map(([stateName, towns]) => ({ stateName, towns: [...new Set(towns)].sort() }));
}

/** A town of the catalogue and its state, in any spelling of its name; null when unknown. */
export function townOf(locations: readonly Location[], town: string): { cityName: string; stateName: string } | null {
  const key = town.trim().toLowerCase();
  const found = locations.find((l) => l.cityName.toLowerCase() === key);
  return found ? { cityName: found.cityName, stateName: found.stateName } : null;
}

/** The check of one model in one town on one day, with the catalogue's rules. */
export async function subsidyFor(api: Api, product: Product, cityName: string, day: string): Promise<{ stateName: string; check: SubsidyCheck } | null> {
  const [rules, towns] = await Promise.all([api.call("getSubsidyRule", {}), api.call("getCity", {})]);
  const town = townOf(towns, cityName);
  if (!town) return null;
  return { stateName: town.stateName, check: checkSubsidy(product, town.stateName, day, rules) };
}

export type SubsidyQuery = {
  /** The query asked something (the answer is then never stored). */
  asked: boolean;
  model: string;
  town: string;
  /** The day asked for, or today in India. */
  day: string;
  /** The date field as typed, shown again when it could not be read. */
  dateInput: string;
  badDate: boolean;
};

export function readSubsidyQuery(params: URLSearchParams, now: number = Date.now()): SubsidyQuery {
  const model = (params.get("model") ?? "").trim();
  const town = (params.get("town") ?? "").trim();
  const dateInput = (params.get("date") ?? "").trim();
  const day = dateInput ? readDay(dateInput) : istDate(now);
  return { asked: Boolean(model || town || dateInput), model, town, day: day ?? istDate(now), dateInput, badDate: day === null };
}

/**
 * The breakup's subsidy lines (docs/decisions/117): each scheme that pays this model in the city's
 * state today (IST), with its source, and where the check answers for other dates.
 */
export async function breakupSubsidy(api: Api, product: Parameters<typeof subsidyFor>[1], cityName: string, lang: Lang, breakupShown: boolean) {
  const today = istDate(Date.now());
  const found = await subsidyFor(api, product, cityName, today);
  // A scheme that pays today is a line; one whose status is not known today says so.
  const shown = (found?.check.schemes ?? []).filter((s) => (s.status === "open" && s.amount > 0) || s.status === "unknown");
  const w = subsidyWords[lang];
  return {
    lines: shown.map((s) => ({
      label: fill(w.breakupLine, { scheme: s.scheme }),
      amount: s.status === "open" ? s.amount : null,
      text: s.status === "open" ? formatInr(-s.amount) : fill(w.status.unknown, { end: formatDayIn(lang, s.rule.validTo) }),
      source: fill(w.breakupSource, { source: s.rule.source, date: formatDayIn(lang, s.rule.sourceDate), to: s.rule.validTo ? formatDayIn(lang, s.rule.validTo) : "-" }),
    })),
    after: w.breakupAfter,
    check: shown.length && breakupShown ? w.breakupCheck : w.checkLink,
    // No link for a vehicle no scheme covers (cycles, golf carts, fuel autos).
    href: found?.check.segment == null ? null : `/subsidy?${new URLSearchParams({ model: modelParam(product.brandName, product.name), town: cityName })}`,
  };
}
