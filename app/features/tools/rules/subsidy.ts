import type { Lang } from "#app/shared/i18n/lang";
import type { Product, SubsidyRule } from "../../../shared/entities";
import { type OperatorVersion, operatorVersion } from "../../../shared/rules/operator-language";
import type { TypeName } from "../../../shared/glossary";

// Which purchase incentives apply to a model registered in a state on a date (docs/decisions/117).
// The rules are data with effective dates (the catalogue's `subsidy_rule` table); this module only
// reads them. It returns codes and amounts; the page picks the words.

export type Segment = SubsidyRule["segment"];
export type BatteryKind = "advanced" | "lead-acid" | "unknown";
/** open: a rule covers the date; closed: a source says it ended; unknown: no source after its end. */
export type SchemeStatus = "open" | "closed" | "unknown" | "not-started";
/** Why an open scheme pays nothing for this model. */
export type Refusal = "lead-acid" | "battery-unknown" | "price-above-limit" | "capacity-unknown";

export type SchemeAnswer = {
  scheme: string;
  level: SubsidyRule["level"];
  stateName: string;
  status: SchemeStatus;
  /** The rule that covers the date; else the one whose end (or start) decides the status. */
  rule: SubsidyRule;
  /** ₹ this model gets; 0 when refused or not open. */
  amount: number;
  refusal: Refusal | null;
};

export type SubsidyCheck = {
  segment: Segment | null;
  battery: BatteryKind;
  kwh: number | null;
  schemes: SchemeAnswer[];
  /** What the open schemes pay together. */
  total: number;
};

export type SubsidyModel = Pick<
  Product,
  "typeName" | "vehicleCategory" | "batteryType" | "batteryCapacity" | "batteryVoltage" | "price"
>;

const L3_TYPES = new Set<string>([
  "e rickshaw", "battery operated rickshaw", "e rickshaw loader", "open body e rickshaw loader",
  "closed body e rickshaw loader", "electric food van", "electric school van", "electric garbage van",
] satisfies TypeName[]);
const L5_TYPE: TypeName = "electric auto rickshaw";
const E2W_TYPES = new Set<string>(["electric scooter", "electric bike"] satisfies TypeName[]);

/**
 * The class a scheme names: the model's stated vehicle category (L3…, L5…) first, else its type.
 * Cycles, golf carts, cars and fuel vehicles are in none.
 */
export function segmentOf(p: Pick<Product, "typeName" | "vehicleCategory">): Segment | null {
  const stated = /\bL([35])/i.exec(p.vehicleCategory);
  if (stated) return stated[1] === "3" ? "l3" : "l5";
  const type = p.typeName.trim().toLowerCase().replace(/\s+/g, " ");
  if (L3_TYPES.has(type)) return "l3";
  if (type === L5_TYPE) return "l5";
  if (E2W_TYPES.has(type)) return "e2w";
  return null;
}

/** Lead-acid or not, from the stated battery type ("Lead acid (tubular)", "Lithium-ion (LFP)"). */
export function batteryKindOf(batteryType: string): BatteryKind {
  if (/lead|tubular|\bvrla\b|\bsla\b/i.test(batteryType)) return "lead-acid";
  if (/lithium|li-?ion|\blfp\b|\bnmc\b|sodium|solid/i.test(batteryType)) return "advanced";
  return "unknown";
}

/** The battery's energy in kWh: "7.37 kWh", or "120 Ah" × "48 V" (the voltage field or the capacity's own). */
export function batteryKwh(p: Pick<Product, "batteryCapacity" | "batteryVoltage">): number | null {
  const kwh = /([\d.]+)\s*kWh/i.exec(p.batteryCapacity);
  if (kwh) return Number(kwh[1]) || null;
  const ah = /([\d.]+)\s*Ah/i.exec(p.batteryCapacity);
  const volts = /([\d.]+)\s*V\b/.exec(p.batteryVoltage) ?? /([\d.]+)\s*V\b/.exec(p.batteryCapacity);
  if (!ah || !volts) return null;
  return (Number(ah[1]) * Number(volts[1])) / 1000 || null;
}

/**
 * What the operator wrote of a rule, in the page's language: the scheme's name, the source and the
 * note, each its Hindi version on a Hindi page where there is one, else the English marked as
 * English (docs/decisions/122 and 151).
 */
export function ruleTexts(lang: Lang, rule: Pick<SubsidyRule, "scheme" | "schemeHi" | "source" | "sourceHi" | "note" | "noteHi">): Record<"scheme" | "source" | "note", OperatorVersion<string>> {
  return {
    scheme: operatorVersion(lang, rule.scheme, rule.schemeHi),
    source: operatorVersion(lang, rule.source, rule.sourceHi),
    note: operatorVersion(lang, rule.note, rule.noteHi),
  };
}

/** A real calendar day written YYYY-MM-DD (2000–2099), or null. */
export function readDay(text: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? "").trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2099) return null;
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? m[0] : null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const covers = (rule: SubsidyRule, day: string) => rule.validFrom <= day && (rule.validTo === "" || day <= rule.validTo);

/** What one rule pays this model, or why it pays nothing. */
export function ruleAmount(rule: SubsidyRule, battery: BatteryKind, kwh: number | null, price: number): { amount: number; refusal: Refusal | null } {
  if (rule.battery === "advanced" && battery === "lead-acid") return { amount: 0, refusal: "lead-acid" };
  if (rule.battery === "advanced" && battery === "unknown") return { amount: 0, refusal: "battery-unknown" };
  // The catalogue knows the ex-showroom price, which is above the ex-factory one: a model under the
  // limit at ex-showroom is under it at ex-factory too (a model above it may still qualify: the
  // page tells the buyer to ask).
  if (rule.maxExFactory > 0 && price > rule.maxExFactory) return { amount: 0, refusal: "price-above-limit" };
  if (rule.perKwh === 0) return { amount: rule.cap, refusal: null };
  if (kwh === null) return { amount: 0, refusal: "capacity-unknown" };
  const raw = Math.round(rule.perKwh * kwh);
  return { amount: rule.cap > 0 ? Math.min(raw, rule.cap) : raw, refusal: null };
}

/** One scheme's answer on a day from its rules (same scheme, level, state and segment). */
function schemeOn(rules: SubsidyRule[], day: string, battery: BatteryKind, kwh: number | null, price: number): SchemeAnswer {
  const sorted = [...rules].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const first = sorted[0]!;
  const base = { scheme: first.scheme, level: first.level, stateName: first.stateName };
  const current = sorted.find((r) => covers(r, day));
  if (current) return { ...base, status: "open", rule: current, ...ruleAmount(current, battery, kwh, price) };
  if (day < first.validFrom) return { ...base, status: "not-started", rule: first, amount: 0, refusal: null };
  // After the end of the latest rule that ended before the day: what is known of that end.
  const ended = sorted.filter((r) => r.validTo !== "" && r.validTo < day).at(-1) ?? first;
  return { ...base, status: ended.afterEnd, rule: ended, amount: 0, refusal: null };
}

/**
 * The central and state incentives for a model registered in `stateName` on `day` (YYYY-MM-DD):
 * every scheme of the model's segment that is central or of that state, with its status that day.
 * Central schemes come first, then the state's, each in name order.
 */
export function checkSubsidy(model: SubsidyModel, stateName: string, day: string, rules: readonly SubsidyRule[]): SubsidyCheck {
  const segment = segmentOf(model);
  const battery = batteryKindOf(model.batteryType);
  const kwh = batteryKwh(model);
  if (!segment) return { segment, battery, kwh, schemes: [], total: 0 };
  const groups = new Map<string, SubsidyRule[]>();
  for (const rule of rules) {
    if (rule.segment !== segment) continue;
    if (rule.level === "state" && !same(rule.stateName, stateName)) continue;
    const key = [rule.level, rule.stateName.toLowerCase(), rule.scheme.toLowerCase()].join("|");
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  const schemes = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => schemeOn(group, day, battery, kwh, model.price));
  return { segment, battery, kwh, schemes, total: schemes.reduce((sum, s) => sum + s.amount, 0) };
}

/** A scheme whose every rule (of a segment, or of all: `segment` null) has ended before a day. */
export type SchemeEnd = { scheme: string; schemeHi: string; segment: Segment | null; end: string; status: "closed" | "unknown" };

/**
 * The schemes that have ended before `day`: per scheme and segment, and per scheme over all its
 * segments, the last rule's end and what a source says after it (closed, or not known). A scheme
 * with a rule covering the day, or one without an end, is not among them.
 */
export function schemeEnds(rules: readonly SubsidyRule[], day: string): SchemeEnd[] {
  const groups = new Map<string, { scheme: string; segment: Segment | null; rules: SubsidyRule[] }>();
  for (const rule of rules) {
    for (const segment of [rule.segment, null]) {
      const key = `${rule.scheme.trim().toLowerCase()}|${segment ?? ""}`;
      const group = groups.get(key) ?? { scheme: rule.scheme.trim(), segment, rules: [] };
      group.rules.push(rule);
      groups.set(key, group);
    }
  }
  return [...groups.values()].flatMap(({ scheme, segment, rules: group }) => {
    if (group.some((r) => r.validTo === "" || r.validTo >= day)) return [];
    const last = group.reduce((a, b) => (b.validTo > a.validTo ? b : a));
    // the scheme's Hindi name as its rules give it (the last that has one)
    const schemeHi = group.map((r) => r.schemeHi?.trim() ?? "").filter(Boolean).at(-1) ?? "";
    return [{ scheme, schemeHi, segment, end: last.validTo, status: last.afterEnd }];
  });
}

/**
 * The ended schemes a model's specification may name, one per scheme: the end for the model's own
 * segment where the scheme had rules for it, else the scheme's end over all its segments.
 */
export function schemeEndsFor(ends: readonly SchemeEnd[], model: Pick<Product, "typeName" | "vehicleCategory">): SchemeEnd[] {
  const segment = segmentOf(model);
  // a scheme still open for the model's segment has no entry of its own nor one over all segments
  const names = [...new Set(ends.map((e) => e.scheme.toLowerCase()))];
  return names.flatMap((name) => {
    const of = ends.filter((e) => e.scheme.toLowerCase() === name);
    const end = of.find((e) => segment !== null && e.segment === segment) ?? of.find((e) => e.segment === null);
    return end ? [end] : [];
  });
}
