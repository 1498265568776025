import { catalogueCsv } from "#app/features/console/rules/csv";
import { CATALOGUE_ENTITIES, type CatalogueEntity, type CatalogueItem, catalogueEntities } from "#app/features/catalogue/rules/entities";
import { assertCatalogueIsOurs } from "./import";
import { TABLES, readCatalogue } from "./store";

// Reading the catalogue for the console: a whole entity as CSV, a searched list, one record.

export async function exportCsv(env: Env, entity: CatalogueEntity): Promise<string> {
  assertCatalogueIsOurs(env);
  return catalogueCsv(entity, await readCatalogue(env.DB, entity));
}

/** Records whose key or summary fields contain the words searched for (all of them, any case). */
export async function findRecords(db: D1Database, entity: CatalogueEntity, search: string, limit = 100) {
  const { key, summary } = catalogueEntities[entity];
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = (await readCatalogue(db, entity)).filter((item) => {
    const text = [...key, ...summary].map((f) => String(item[f] ?? "")).join(" ").toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return { items: matching.slice(0, limit), total: matching.length };
}

export async function findRecord(db: D1Database, entity: CatalogueEntity, wanted: Record<string, string>): Promise<CatalogueItem | null> {
  const { key } = catalogueEntities[entity];
  const items = await readCatalogue(db, entity);
  return items.find((item) => key.every((k) => String(item[k]) === wanted[k])) ?? null;
}

export async function catalogueCounts(db: D1Database): Promise<Record<CatalogueEntity, number>> {
  const rows = await db.batch(CATALOGUE_ENTITIES.map((e) => db.prepare(`SELECT COUNT(*) AS n FROM ${TABLES[e]}`)));
  return Object.fromEntries(CATALOGUE_ENTITIES.map((e, i) => [e, (rows[i]!.results[0] as { n: number }).n])) as Record<CatalogueEntity, number>;
}
