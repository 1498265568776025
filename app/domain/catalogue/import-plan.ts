import type { z } from "zod";
import { identityKey } from "../leads/identity-key";
import { type CsvRecord, recordValues } from "./csv";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities, columnsOf, keyOf, normalizeItem, titleOf } from "./entities";

// What an import would do: each row of the file is added, changed, unchanged
// or rejected with its row number and the reason. A row gives the fields of its columns; a field
// whose column the file leaves out keeps its stored value (or its default, for a new record). Rows
// are checked with the entity's schema — the contract's item schema — after that merge.

export type Addition = { row: number; key: string; title: string; item: CatalogueItem };
export type Change = Addition & { before: CatalogueItem; fields: string[] };
export type Rejection = { row: number; key: string; reason: string };
export type ImportPlan = {
  entity: CatalogueEntity;
  added: Addition[];
  changed: Change[];
  unchanged: number;
  rejected: Rejection[];
};

/** What other records the rows may name: a model's brand, a price's model. */
export type CatalogueReferences = { brands: readonly string[]; models: readonly (readonly [brand: string, model: string])[] };

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

/** A reason the record names something the catalogue does not have, or null. */
function missingReference(entity: CatalogueEntity, item: CatalogueItem, refs: CatalogueReferences): string | null {
  const brand = identityKey(String(item.brandName ?? ""));
  if (entity === "models" && !refs.brands.some((b) => identityKey(b) === brand)) {
    return `brandName: no brand "${String(item.brandName)}" in the catalogue (import it with the brands first)`;
  }
  const model = identityKey(String(item.name ?? ""));
  if (entity === "prices" && !refs.models.some(([b, m]) => identityKey(b) === brand && identityKey(m) === model)) {
    return `name: no model "${String(item.brandName)} ${String(item.name)}" in the catalogue (import it with the models first)`;
  }
  return null;
}

export function planImport(
  entity: CatalogueEntity,
  columnCount: number,
  records: readonly CsvRecord[],
  existing: readonly CatalogueItem[],
  refs: CatalogueReferences,
): ImportPlan {
  const { schema } = catalogueEntities[entity];
  const stored = new Map(existing.map((item) => [keyOf(entity, item), item]));
  const byIdentity = new Map(existing.map((item) => [identity(entity, item), item]));
  const seen = new Map<string, number>();
  const plan: ImportPlan = { entity, added: [], changed: [], unchanged: 0, rejected: [] };
  const fields = columnsOf(entity);

  for (const record of records) {
    const values = recordValues(entity, record);
    const rawKey = catalogueEntities[entity].key.map((k) => String(values[k] ?? "").trim()).join("|");
    const reject = (reason: string) => plan.rejected.push({ row: record.row, key: rawKey, reason });
    if (record.width !== columnCount) {
      reject(`${record.width} cells where the header has ${columnCount} columns`);
      continue;
    }
    const before = stored.get(rawKey) ?? null;
    const parsed = schema.safeParse(before ? { ...before, ...values } : values);
    if (!parsed.success) {
      reject(issuesText(parsed.error));
      continue;
    }
    const item = normalizeItem(entity, parsed.data as CatalogueItem);
    const key = keyOf(entity, item);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      reject(`the same ${catalogueEntities[entity].singular} as row ${earlier}`);
      continue;
    }
    seen.set(key, record.row);
    const twin = before ? null : byIdentity.get(identity(entity, item));
    if (twin) {
      reject(`"${titleOf(entity, item)}" is in the catalogue as "${titleOf(entity, twin)}": use that spelling`);
      continue;
    }
    const missing = missingReference(entity, item, refs);
    if (missing) {
      reject(missing);
      continue;
    }
    const entry = { row: record.row, key, title: titleOf(entity, item), item };
    if (!before) {
      plan.added.push(entry);
      continue;
    }
    const changedFields = fields.filter((f) => canonical(item[f]) !== canonical(before[f]));
    if (changedFields.length) plan.changed.push({ ...entry, before, fields: changedFields });
    else plan.unchanged++;
  }
  return plan;
}
