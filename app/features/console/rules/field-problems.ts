import type { z } from "zod";
import { recordValues } from "./csv";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, fieldsOf } from "../../catalogue/rules/entities";
import type { LimitIssue } from "../../catalogue/rules/limits";
import type { FactIssue } from "../../catalogue/rules/plausible";

// The console's record form checked on the server, field by field: the same schema an import row
// meets (entities.ts), its issues turned into a message key and figures, so the form shows each
// one beside its field in the operator's language (app/features/console/messages.ts,
// `problems`). And the fields chosen from the catalogue's own names: a brand, category, type,
// town or state the catalogue does not have is refused, unless it is the value already stored.

/** The catalogue's own names a field is chosen from. */
export type CatalogueChoices = { brands: string[]; categories: string[]; types: string[]; towns: string[]; states: string[] };
export type ChoiceList = keyof CatalogueChoices;

/** The fields the form offers as a choice of the catalogue's names. */
export const CHOICE_FIELDS: { readonly [E in CatalogueEntity]: Readonly<Record<string, ChoiceList>> } = {
  brands: {},
  models: { brandName: "brands", categoryName: "categories", typeName: "types", cityName: "towns" },
  prices: { brandName: "brands", cityName: "towns", type: "types" },
  traders: { cityName: "towns" },
  blogs: {},
  articles: {},
  subsidies: { stateName: "states" },
};

export type ProblemKey =
  | "required"
  | "wholeNumber"
  | "yesNo"
  | "list"
  | "choose"
  | "format"
  | "ascii"
  | "tooLong"
  | "nul"
  | "tab"
  | "lineBreak"
  | "control"
  | "markup"
  | "price"
  | "notInList"
  | "invalid"
  | FactIssue["code"];
export type FieldProblem = { key: ProblemKey; values: Record<string, string | number> };

/** A schema issue as a message key with its figures. */
export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const params = (issue as { params?: { limit?: LimitIssue; fact?: FactIssue } }).params;
  if (issue.code === "custom" && params?.fact) {
    const { code, field: _field, ...figures } = params.fact;
    return { key: code, values: figures };
  }
  if (issue.code === "custom" && params?.limit) {
    const { code, ...figures } = params.limit;
    const values = Object.fromEntries(Object.entries(figures).filter((entry): entry is [string, string | number] => typeof entry[1] !== "boolean"));
    return { key: code, values };
  }
  switch (issue.code) {
    case "custom":
      return { key: "ascii", values: {} };
    case "too_small":
      return { key: issue.origin === "number" || issue.origin === "int" ? "wholeNumber" : "required", values: {} };
    case "invalid_value":
      return { key: "choose", values: {} };
    case "invalid_format":
    case "invalid_union":
      return { key: "format", values: {} };
    case "invalid_type":
      if (issue.expected === "number" || issue.expected === "int") return { key: "wholeNumber", values: {} };
      if (issue.expected === "boolean") return { key: "yesNo", values: {} };
      if (issue.expected === "array" || issue.expected === "object") return { key: "list", values: {} };
      return { key: "required", values: {} };
    default:
      return { key: "invalid", values: {} };
  }
}

/**
 * The problems of a record's form, by field (the first of each field): its cells read as an import
 * reads them, over the stored record, then checked with the entity's schema and its choice lists.
 */
export function fieldProblems(
  entity: CatalogueEntity,
  cells: Record<string, string>,
  stored: CatalogueItem | null,
  choices: CatalogueChoices,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const values = recordValues(entity, { row: 1, cells, width: Object.keys(cells).length });
  const parsed = catalogueEntities[entity].schema.safeParse(stored ? { ...stored, ...values } : values);
  const required = new Set(fieldsOf(entity).filter((f) => f.required).map((f) => f.name));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || problems[field]) continue;
    // a required field left empty is "required", whatever the schema expected in it
    const empty = field in cells && cells[field]!.trim() === "";
    problems[field] = required.has(field) && empty ? { key: "required", values: {} } : problemOf(issue);
  }
  for (const [field, list] of Object.entries(CHOICE_FIELDS[entity])) {
    const value = (cells[field] ?? "").trim();
    if (problems[field] || value === "" || choices[list].includes(value) || value === String(stored?.[field] ?? "")) continue;
    problems[field] = { key: "notInList", values: {} };
  }
  return problems;
}

/** A field's choices: the catalogue's names, with the stored value kept even if the list lacks it. */
export function choicesFor(list: readonly string[], stored: string): string[] {
  return stored && !list.includes(stored) ? [stored, ...list] : [...list];
}
