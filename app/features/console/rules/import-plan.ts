import type { z } from "zod";
import { identityKey } from "../../leads/rules/identity-key";
import { echoed } from "../../../shared/rules/echo";
import { type CsvRecord, type FileProblem, recordValues } from "./csv";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, columnsOf, keyOf, normalizeItem, titleOf } from "../../catalogue/rules/entities";
import { type FieldProblem, problemOf } from "./field-problems";

// What an import would do: each row of the file is added, changed, unchanged
// or rejected with its row number and the reason. A row gives the fields of its columns; a field
// whose column the file leaves out keeps its stored value (or its default, for a new record). Rows
// are checked with the entity's schema — the contract's item schema — after that merge.

export type Addition = { row: number; key: string; title: string; item: CatalogueItem };
export type Change = Addition & { before: CatalogueItem; fields: string[] };
/**
 * Why a row is refused, by message key with its figures, for the console to word in the
 * operator's language (`fields`: each field refused, with the form's own problem key).
 */
export type RowProblem =
  | { key: "cells"; values: { cells: number; columns: number } }
  | { key: "fields"; fields: { field: string; problem: FieldProblem }[] }
  | { key: "sameAs"; values: { row: number } }
  | { key: "spelling"; values: { title: string; stored: string } }
  | { key: "noBrand"; values: { brand: string } }
  | { key: "noModel"; values: { model: string } };
/** Why a console import is refused as a whole: the file's own problem, its kept copy gone, or a catalogue changed since its preview. */
export type ImportProblem = FileProblem | { key: "gone" | "stale"; values: Record<string, never> };

/** `reason`: the API's English; `problem`: the same, keyed. */
export type Rejection = { row: number; key: string; reason: string; problem: RowProblem };
export type ImportPlan = {
  entity: CatalogueEntity;
  added: Addition[];
  changed: Change[];
  unchanged: number;
  /** The unchanged rows themselves, for a preview that lists every row. */
  same: { row: number; key: string; title: string }[];
  rejected: Rejection[];
};

/** What other records the rows may name: a model's brand, a price's model (with its type, when known). */
export type CatalogueReferences = { brands: readonly string[]; models: readonly (readonly [brand: string, model: string, type?: string])[] };

/** A field's issues after its name: "price: Invalid input", or a limit's "aboutProduct is 40,000 characters; …". */
const issueText = (issue: z.core.$ZodIssue) => {
  if (!issue.path.length) return issue.message;
  const followsName = issue.code === "custom" && (issue.params as { followsName?: boolean } | undefined)?.followsName;
  return `${issue.path.join(".")}${followsName ? " " : ": "}${issue.message}`;
};
const issuesText = (error: z.ZodError) => error.issues.map(issueText).join("; ");

/** JSON with object keys sorted: two values are the same whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const identity = (entity: CatalogueEntity, item: CatalogueItem) =>
  catalogueEntities[entity].key.map((k) => identityKey(String(item[k] ?? ""))).join("|");

/** The references as sets of identities, made once per plan: a file of 50,000 rows looks each row up, it does not walk the lists. */
type KnownReferences = { brands: Set<string>; models: Map<string, string> };
const modelIdentity = (brand: string, model: string) => `${identityKey(brand)}|${identityKey(model)}`;
const knownReferences = (refs: CatalogueReferences): KnownReferences => ({
  brands: new Set(refs.brands.map(identityKey)),
  models: new Map(refs.models.map(([b, m, type]) => [modelIdentity(b, m), type ?? ""])),
});

/** A reason the record names something the catalogue does not have, or null. */
function missingReference(entity: CatalogueEntity, item: CatalogueItem, refs: KnownReferences): [string, RowProblem] | null {
  const brand = identityKey(String(item.brandName ?? ""));
  if (entity === "models" && !refs.brands.has(brand)) {
    return [
      `brandName: no brand "${String(item.brandName)}" in the catalogue (import it with the brands first)`,
      { key: "noBrand", values: { brand: String(item.brandName) } },
    ];
  }
  if (entity === "prices" && !refs.models.has(modelIdentity(String(item.brandName ?? ""), String(item.name ?? "")))) {
    const name = `${String(item.brandName)} ${String(item.name)}`;
    return [`name: no model "${name}" in the catalogue (import it with the models first)`, { key: "noModel", values: { model: name } }];
  }
  return null;
}

/** Each refused field once, with its first issue as the form words it. */
function fieldsRefused(error: z.ZodError): RowProblem {
  const fields = new Map<string, FieldProblem>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!fields.has(field)) fields.set(field, problemOf(issue));
  }
  return { key: "fields", fields: [...fields].map(([field, problem]) => ({ field, problem })) };
}

/**
 * `existing`: the stored records the rows may name (every record, or only those whose key a row
 * gives exactly); `others`: every stored record's key fields at least, for the check that a new
 * row is not a stored record spelt another way (by default `existing`, when it holds them all).
 */
export function planImport(
  entity: CatalogueEntity,
  columnCount: number,
  records: readonly CsvRecord[],
  existing: readonly CatalogueItem[],
  refs: CatalogueReferences,
  others: readonly CatalogueItem[] = existing,
): ImportPlan {
  const { schema } = catalogueEntities[entity];
  const stored = new Map(existing.map((item) => [keyOf(entity, item), item]));
  const byIdentity = new Map(others.map((item) => [identity(entity, item), item]));
  const known = knownReferences(refs);
  const seen = new Map<string, number>();
  const plan: ImportPlan = { entity, added: [], changed: [], unchanged: 0, same: [], rejected: [] };
  const fields = columnsOf(entity);

  for (const record of records) {
    const values = recordValues(entity, record);
    // The row's key as the answer names it: each cell at most a line (../rules/echo.ts).
    const rawKey = catalogueEntities[entity].key.map((k) => echoed(String(values[k] ?? "").trim())).join("|");
    const reject = (reason: string, problem: RowProblem) => plan.rejected.push({ row: record.row, key: rawKey, reason, problem });
    if (record.width !== columnCount) {
      reject(`${record.width} cells where the header has ${columnCount} columns`, { key: "cells", values: { cells: record.width, columns: columnCount } });
      continue;
    }
    const before = stored.get(rawKey) ?? null;
    const parsed = schema.safeParse(before ? { ...before, ...values } : values);
    if (!parsed.success) {
      reject(issuesText(parsed.error), fieldsRefused(parsed.error));
      continue;
    }
    const item = normalizeItem(entity, parsed.data as CatalogueItem);
    const key = keyOf(entity, item);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      reject(`the same ${catalogueEntities[entity].singular} as row ${earlier}`, { key: "sameAs", values: { row: earlier } });
      continue;
    }
    seen.set(key, record.row);
    const twin = before ? null : byIdentity.get(identity(entity, item));
    if (twin) {
      const [title, storedTitle] = [titleOf(entity, item), titleOf(entity, twin)];
      reject(`"${title}" is in the catalogue as "${storedTitle}": use that spelling`, { key: "spelling", values: { title, stored: storedTitle } });
      continue;
    }
    const missing = missingReference(entity, item, known);
    if (missing) {
      reject(...missing);
      continue;
    }
    // a price without a type lists under its model's: the type and town lists read prices by type
    if (entity === "prices" && String(item.type ?? "").trim() === "") {
      item.type = known.models.get(modelIdentity(String(item.brandName), String(item.name))) ?? "";
    }
    const entry = { row: record.row, key, title: titleOf(entity, item), item };
    if (!before) {
      plan.added.push(entry);
      continue;
    }
    const changedFields = fields.filter((f) => canonical(item[f]) !== canonical(before[f]));
    if (changedFields.length) plan.changed.push({ ...entry, before, fields: changedFields });
    else {
      plan.unchanged++;
      plan.same.push({ row: record.row, key, title: entry.title });
    }
  }
  return plan;
}

/**
 * What a plan would write and why it refuses what it refuses, as one SHA-256 (hex): a preview
 * carries it to its Apply, and an apply whose plan, made again from the same file, has another
 * fingerprint is refused, since the catalogue changed under it (docs/decisions/130).
 */
export async function planFingerprint(plan: ImportPlan): Promise<string> {
  const text = canonical({
    entity: plan.entity,
    added: plan.added.map((a) => [a.row, a.key, a.item]),
    changed: plan.changed.map((c) => [c.row, c.key, c.before, c.item]),
    unchanged: plan.unchanged,
    rejected: plan.rejected.map((r) => [r.row, r.reason]),
  });
  return sha256Hex(new TextEncoder().encode(text));
}

/** The SHA-256 of bytes, as 64 hex digits. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
