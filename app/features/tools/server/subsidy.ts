import type { Api } from "#app/shared/contract";
import type { Product } from "#app/shared/entities";
import { FORM_MODELS } from "#app/shared/rules/list-pages";
import { englishTownName } from "#app/features/town/rules/town";
import { isAscii } from "#app/shared/rules/ascii";
import { townSuggestions } from "#app/features/town/components/suggestions";
import { nameToSlug, slugToName } from "#app/shared/rules/slug";
import { formatInr } from "#app/shared/rules/money";
import { subsidyWords } from "#app/features/tools/components/subsidy/messages";
import { formatDayIn, istDate } from "#app/shared/i18n/dates";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { checkSubsidy, readDay, ruleTexts, schemeEnds, schemeEndsFor, type SubsidyCheck } from "#app/features/tools/rules/subsidy";
import type { WithOperatorPart } from "#app/shared/rules/operator-language";
import type { TypeName } from "#app/shared/glossary";

// What the subsidy check page and the price breakup need from the catalogue (docs/decisions/117):
// the rules, the towns with their states, the models a scheme can cover, and one model.

/** The vehicle types a scheme's segment can cover: the form's model list. */
export const SUBSIDY_TYPES = [
  "e rickshaw", "e rickshaw loader", "closed body e rickshaw loader", "electric auto rickshaw",
  "electric school van", "electric food van", "electric garbage van", "electric scooter", "electric bike",
] as const satisfies readonly TypeName[];

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

/** The type whose models the form lists: the one asked, else the asked model's, else the first. */
export function shownType(asked: string, product: Pick<Product, "typeName"> | null): (typeof SUBSIDY_TYPES)[number] {
  const known = (name: string | undefined) => SUBSIDY_TYPES.find((t) => t === name?.trim().toLowerCase());
  return known(asked) ?? known(product?.typeName) ?? SUBSIDY_TYPES[0];
}

/**
 * The form's choices, a type at a time (docs/decisions/136): the covered types, and the shown
 * type's FORM_MODELS most popular models (docs/decisions/140; the asked model among them), so the
 * form reads and draws a bounded list at any size of the catalogue; the towns: the picker's
 * suggestions, any catalogue town typed.
 */
export async function subsidyChoices(api: Api, lang: Lang, typeName: string, asked: Product | null): Promise<{ types: readonly string[]; typeName: string; models: ModelGroup[]; towns: string[] }> {
  const [models, towns] = await Promise.all([api.call("getModelByType", { typeName, count: FORM_MODELS }), townSuggestions(api, lang)]);
  return { types: SUBSIDY_TYPES, typeName, models: withAsked(modelGroups([typeName], [models]), asked), towns };
}

/** Each type's models as a form's options (`Brand/Model`), types without any left out. */
export function modelGroups(types: readonly string[], lists: readonly (readonly Product[])[]): ModelGroup[] {
  return types
    .map((typeName, i) => ({ typeName, models: (lists[i] ?? []).map((p) => ({ value: modelParam(p.brandName, p.name), label: `${p.brandName} ${p.name}` })) }))
    .filter((g) => g.models.length > 0);
}

/**
 * The groups with the asked model in its type's group, where the type's first page did not have
 * it (a model's own breakup links to its check): the form shows what was asked.
 */
export function withAsked(groups: readonly ModelGroup[], product: Pick<Product, "brandName" | "name" | "typeName"> | null): ModelGroup[] {
  if (!product) return [...groups];
  const option = { value: modelParam(product.brandName, product.name), label: `${product.brandName} ${product.name}` };
  if (groups.some((g) => g.models.some((m) => m.value === option.value))) return [...groups];
  const own = groups.find((g) => g.typeName.toLowerCase() === product.typeName.toLowerCase());
  if (!own) return [...groups, { typeName: product.typeName, models: [option] }];
  return groups.map((g) => (g === own ? { ...g, models: [...g.models, option] } : g));
}

/**
 * A town of the catalogue and its state, by its name in any case or its Hindi spelling (one row
 * read); null when unknown.
 */
export async function townNamed(api: Api, town: string): Promise<{ cityName: string; stateName: string } | null> {
  const name = englishTownName(town) ?? town.trim();
  // a name the catalogue could hold (the contract refuses other text)
  if (!name || name.length > 120 || !isAscii(name)) return null;
  const [found] = await api.call("getCityByName", { cityName: name });
  return found ? { cityName: found.cityName, stateName: found.stateName } : null;
}

/**
 * The check of one model registered in a state on one day, with the catalogue's rules, at the
 * price the buyer pays there (the town's own price, or the nearest priced town's: the one price
 * truth, docs/decisions/145).
 */
export async function subsidyFor(api: Api, product: Product, where: { stateName: string; price: number }, day: string): Promise<SubsidyCheck> {
  const rules = await api.call("getSubsidyRule", {});
  return checkSubsidy({ ...product, price: where.price }, where.stateName, day, rules);
}

export type SubsidyQuery = {
  /** The query asked something (the answer is then never stored). */
  asked: boolean;
  model: string;
  /** The type whose models the form lists (docs/decisions/136); "" for the asked model's. */
  type: string;
  town: string;
  /** The day asked for, or today in India. */
  day: string;
  /** The date field as typed, shown again when it could not be read. */
  dateInput: string;
  badDate: boolean;
};

export function readSubsidyQuery(params: URLSearchParams, now: number = Date.now()): SubsidyQuery {
  const model = (params.get("model") ?? "").trim();
  const type = (params.get("type") ?? "").trim();
  const town = (params.get("town") ?? "").trim();
  const dateInput = (params.get("date") ?? "").trim();
  const day = dateInput ? readDay(dateInput) : istDate(now);
  return { asked: Boolean(model || town || dateInput), model, type, town, day: day ?? istDate(now), dateInput, badDate: day === null };
}

/** A breakup line's label and source: the site's words with the operator's scheme name or source in them. */
export type BreakupSubsidyLine = { label: WithOperatorPart; amount: number | null; text: string; source: WithOperatorPart };

/**
 * The breakup's subsidy lines (docs/decisions/117): each scheme that pays this model in the city's
 * state today (IST), with its source, and where the check answers for other dates. The scheme's
 * name and source are in the page's language where the operator wrote them so (decision 151).
 */
export async function breakupSubsidy(api: Api, product: Product, row: { cityName: string; exShowroomPrice: number }, lang: Lang, breakupShown: boolean) {
  const today = istDate(Date.now());
  const { cityName } = row;
  // the rules are the same call subsidyFor makes, shared in flight: the ended schemes a specification may name
  const [rules, town] = await Promise.all([api.call("getSubsidyRule", {}), townNamed(api, cityName)]);
  const check = town ? await subsidyFor(api, product, { stateName: town.stateName, price: row.exShowroomPrice }, today) : null;
  // A scheme that pays today is a line; one whose status is not known today says so.
  const shown = (check?.schemes ?? []).filter((s) => (s.status === "open" && s.amount > 0) || s.status === "unknown");
  const w = subsidyWords[lang];
  return {
    lines: shown.map((s): BreakupSubsidyLine => {
      const texts = ruleTexts(lang, s.rule);
      return {
        label: { message: w.breakupLine, values: {}, name: "scheme", part: texts.scheme },
        amount: s.status === "open" ? s.amount : null,
        text: s.status === "open" ? formatInr(-s.amount) : fill(w.status.unknown, { end: formatDayIn(lang, s.rule.validTo) }),
        source: {
          message: s.rule.validTo ? w.breakupSource : w.breakupSourceOpen,
          values: { date: formatDayIn(lang, s.rule.sourceDate), to: s.rule.validTo ? formatDayIn(lang, s.rule.validTo) : "" },
          name: "source",
          part: texts.source,
        },
      };
    }),
    after: w.breakupAfter,
    check: shown.length && breakupShown ? w.breakupCheck : w.checkLink,
    // No link for a vehicle no scheme covers (cycles, golf carts, fuel autos).
    href: check?.segment == null ? null : `/subsidy?${new URLSearchParams({ model: modelParam(product.brandName, product.name), town: cityName })}`,
    schemeEnds: schemeEndsFor(schemeEnds(rules, today), product),
  };
}
