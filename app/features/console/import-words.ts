import * as messages from "#app/features/console/messages";
import { isMoney } from "#app/features/console/components/field-words";
import type { CatalogueEntity } from "#app/features/catalogue/rules/entities";
import type { ImportPlan, ImportProblem, Rejection, RowProblem } from "#app/features/console/rules/import-plan";
import type { Lang } from "#app/shared/i18n/lang";
import type { Names } from "#app/shared/i18n/names";
import { fill } from "#app/shared/i18n/use-messages";
import { columnName } from "./import-columns";
import { problemWords } from "./problem-words";
import { valueText } from "./record-words";

// An import's preview in the operator's language (docs/decisions/130): each row added, changed
// (each field by its column's name, old → new, in the list's plain words), unchanged, or refused
// with a sentence saying why; and a whole file's refusal. Worded on the server, where the names
// of types and towns are at hand, so the page only shows strings.

export type PreviewRow = { row: number; title: string; changes: string[] };
export type ImportView = {
  entity: CatalogueEntity;
  added: PreviewRow[];
  changed: PreviewRow[];
  unchanged: PreviewRow[];
  /** One sentence per refused row: "Row 7: Ex-showroom price (₹): write the amount in rupees…". */
  rejected: { row: number; text: string }[];
  /** After an apply: how many cached answers were cleared; null in a preview. */
  purged: number | null;
  /** How many rows each list has: a list shows its first SHOWN_ROWS only. */
  counts: { added: number; changed: number; unchanged: number; rejected: number };
};

/**
 * Rows a list of the report shows: a file of 50,000 rows would otherwise be a page of several
 * megabytes for a phone to load (docs/decisions/138); the counts say how many more there are.
 */
export const SHOWN_ROWS = 200;

/** How much of a long value a change shows. */
export const SHOWN_CHARACTERS = 60;

/** A record named by its key's parts: "Mahindra · Treo · Noida". */
const titleOfKey = (lang: Lang, key: string) => key.split("|").filter(Boolean).join(messages[lang].records.separator);

/** A value as a change shows it: in the list's plain words, tags left out, cut short. */
export function shownValue(lang: Lang, entity: CatalogueEntity, field: string, value: unknown, names: Names): string {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) return messages[lang].report.empty;
  const raw = typeof value === "object" ? JSON.stringify(value) : valueText(lang, entity, field, value, names);
  const text = raw.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  if (text === "") return messages[lang].report.empty;
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS - 1)}…` : text;
}

/** Why a row is refused, in a sentence after its row number. */
export function rowProblemText(lang: Lang, entity: CatalogueEntity, problem: RowProblem): string {
  const t = messages[lang];
  const r = t.report;
  switch (problem.key) {
    case "fields":
      return problem.fields
        .map(({ field, problem: p }) => {
          const words = p.key === "wholeNumber" && field && isMoney(entity, field) ? r.wholeRupees : problemWords(t, p);
          return field ? fill(r.fieldProblem, { label: columnName(lang, entity, field), problem: words }) : words;
        })
        .join(" ");
    case "cells":
    case "sameAs":
    case "spelling":
    case "noBrand":
    case "noModel":
      return fill(r[problem.key], problem.values);
  }
}

export function rejectionText(lang: Lang, entity: CatalogueEntity, rejection: Rejection): string {
  const r = messages[lang].report;
  const key = titleOfKey(lang, rejection.key);
  const reason = rowProblemText(lang, entity, rejection.problem);
  return fill(key ? r.rowRejectedNamed : r.rowRejected, { row: rejection.row, key, reason });
}

export function importView(lang: Lang, plan: ImportPlan, names: Names, purged: number | null = null): ImportView {
  const { entity } = plan;
  const r = messages[lang].report;
  const shown = <T>(rows: readonly T[]) => rows.slice(0, SHOWN_ROWS);
  return {
    entity,
    counts: { added: plan.added.length, changed: plan.changed.length, unchanged: plan.same.length, rejected: plan.rejected.length },
    added: shown(plan.added).map((a) => ({ row: a.row, title: titleOfKey(lang, a.key), changes: [] })),
    changed: shown(plan.changed).map((c) => ({
      row: c.row,
      title: titleOfKey(lang, c.key),
      changes: c.fields.map((field) =>
        fill(r.change, {
          label: columnName(lang, entity, field),
          from: shownValue(lang, entity, field, c.before[field], names),
          to: shownValue(lang, entity, field, c.item[field], names),
        }),
      ),
    })),
    unchanged: shown(plan.same).map((s) => ({ row: s.row, title: titleOfKey(lang, s.key), changes: [] })),
    rejected: shown(plan.rejected).map((rejection) => ({ row: rejection.row, text: rejectionText(lang, entity, rejection) })),
    purged,
  };
}

/** A whole file's refusal, or an apply's, in a sentence (`fields` worded as the file's columns). */
export function importProblemText(lang: Lang, entity: CatalogueEntity, problem: ImportProblem): string {
  const t = messages[lang].import;
  const values: Record<string, string | number> = { ...problem.values };
  if ("fields" in problem && problem.fields) {
    const columns = problem.fields.map((f) => `“${columnName(lang, entity, f)}”`).join(messages[lang].records.separator);
    values.columns = columns;
    values.column = problem.fields.map((f) => columnName(lang, entity, f)).join(messages[lang].records.separator);
  }
  return fill(t[problem.key], values);
}
