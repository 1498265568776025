import { z } from "zod";
import { mobileProblem, nationalMobile } from "#app/shared/rules/mobile";
import { type OpeningHours, hoursText } from "./opening-hours";

// What a seller may change of its own profile, each field as one canonical text: the value the
// change queue keeps as old and new, the value compared to find a stale change, and the value an
// approval writes. The form's problems are keys the seller's words module puts beside the field.

export const PROFILE_FIELDS = ["address", "hours", "publicPhone", "notifyPhone", "brands", "offers", "photo"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The fields a text form changes; the photo comes as a file of its own form. */
export const TEXT_FIELDS = PROFILE_FIELDS.filter((f): f is Exclude<ProfileField, "photo"> => f !== "photo");

/** Every field's live value, canonical. */
export type ProfileValues = Record<ProfileField, string>;

export const ADDRESS_MAX = 300;
export const OFFER_MAX = 280;
/** The brands a seller deals in: a dealer sells a handful; the list stays readable on a phone. */
export const BRANDS_MAX = 30;

export type ProfileProblem =
  | "tooLong"
  | "mobileInvalid"
  | "mobileNotReal"
  | "timeInvalid"
  | "hoursIncomplete"
  | "hoursOrder"
  | "hoursNoDay"
  | "unknownBrand"
  | "tooManyBrands";

/** Text in English and in Hindi, either may be empty: the address and the offers. */
export type TwoLanguages = { en: string; hi: string };

/** Lines kept, spaces inside a line folded: what the public page prints as written. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

const bounded = (max: number) => z.string().default("").transform(tidy).pipe(z.string().max(max, "tooLong" satisfies ProfileProblem));

const twoLanguages = (max: number) =>
  z.object({ en: bounded(max), hi: bounded(max) }).transform(({ en, hi }) => JSON.stringify({ en, hi }));

const mobile = z
  .string()
  .default("")
  .transform((typed, ctx) => {
    if (typed.trim() === "") return "";
    const problem = mobileProblem(typed);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem satisfies ProfileProblem });
      return z.NEVER;
    }
    return nationalMobile(typed)!;
  });

const clock = z
  .string()
  .default("")
  .transform((typed, ctx) => {
    const text = typed.trim();
    if (text === "") return null;
    const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "timeInvalid" satisfies ProfileProblem });
      return z.NEVER;
    }
    return Number(match[1]) * 60 + Number(match[2]);
  });

const hours = z
  .object({ from: clock, until: clock, days: z.array(z.enum(["0", "1", "2", "3", "4", "5", "6"])).default([]) })
  .transform(({ from, until, days }, ctx) => {
    if (from === null && until === null) return "";
    const problem: ProfileProblem | null =
      from === null || until === null ? "hoursIncomplete" : from >= until ? "hoursOrder" : days.length === 0 ? "hoursNoDay" : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem, path: problem === "hoursNoDay" ? ["days"] : [] });
      return z.NEVER;
    }
    const open = [0, 1, 2, 3, 4, 5, 6].map((d) => days.includes(String(d) as never));
    return hoursText({ open, from: from!, until: until! } satisfies OpeningHours);
  });

/** The form's fields as typed; the form sends them all, and a field left empty (or out) is an empty value. */
export type ProfileForm = {
  addressEn?: string;
  addressHi?: string;
  hoursFrom?: string;
  hoursUntil?: string;
  hoursDays?: string[];
  publicPhone?: string;
  notifyPhone?: string;
  brands?: string[];
  offerEn?: string;
  offerHi?: string;
};

export type FormReading = { ok: true; values: Omit<ProfileValues, "photo"> } | { ok: false; problems: Partial<Record<ProfileField, ProfileProblem>> };

/**
 * The seller's form as canonical values, or each field's problem. Brands are checked against the
 * catalogue's brands and kept in the catalogue's spelling, sorted.
 */
export function readProfileForm(form: ProfileForm, catalogueBrands: readonly string[]): FormReading {
  const spelling = new Map(catalogueBrands.map((b) => [b.toLowerCase(), b]));
  const brands = z
    .array(z.string())
    .default([])
    .transform((typed, ctx) => {
      const named = [...new Set(typed.map((b) => b.trim()).filter(Boolean))];
      if (named.length > BRANDS_MAX) ctx.addIssue({ code: "custom", message: "tooManyBrands" satisfies ProfileProblem });
      const known = named.map((b) => spelling.get(b.toLowerCase()));
      if (known.some((b) => b === undefined)) ctx.addIssue({ code: "custom", message: "unknownBrand" satisfies ProfileProblem });
      return JSON.stringify((known as string[]).sort((a, b) => a.localeCompare(b, "en")));
    });
  const schema = z.object({
    address: twoLanguages(ADDRESS_MAX),
    hours,
    publicPhone: mobile,
    notifyPhone: mobile,
    brands,
    offers: twoLanguages(OFFER_MAX),
  });
  const parsed = schema.safeParse({
    address: { en: form.addressEn, hi: form.addressHi },
    hours: { from: form.hoursFrom, until: form.hoursUntil, days: form.hoursDays },
    publicPhone: form.publicPhone,
    notifyPhone: form.notifyPhone,
    brands: form.brands,
    offers: { en: form.offerEn, hi: form.offerHi },
  });
  if (parsed.success) return { ok: true, values: parsed.data };
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    problems[field] ??= issue.message as ProfileProblem;
  }
  return { ok: false, problems };
}

export type AskedChange = { field: ProfileField; oldValue: string; newValue: string };

/** The fields whose asked value differs from the live one, in the form's order. */
export function changesAsked(live: ProfileValues, asked: Partial<ProfileValues>): AskedChange[] {
  return PROFILE_FIELDS.flatMap((field) => {
    const value = asked[field];
    return value === undefined || value === live[field] ? [] : [{ field, oldValue: live[field], newValue: value }];
  });
}

/** A change is stale when the live value is no longer the one the seller saw when asking. */
export const isStale = (change: Pick<AskedChange, "field" | "oldValue">, live: ProfileValues) => live[change.field] !== change.oldValue;

/** An address's or offer's two texts from its canonical value ('' reads as both empty). */
export function twoLanguagesOf(value: string): TwoLanguages {
  if (value === "") return { en: "", hi: "" };
  const { en = "", hi = "" } = JSON.parse(value) as Partial<TwoLanguages>;
  return { en, hi };
}

/** Two texts as the canonical value the queue compares. */
export const twoLanguagesValue = (text: TwoLanguages) => JSON.stringify({ en: text.en, hi: text.hi });

/** A brands value's names. */
export const brandsOf = (value: string): string[] => (value === "" ? [] : (JSON.parse(value) as string[]));
