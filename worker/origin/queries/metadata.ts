import type { CallQuery } from "#app/shared/contract";
import type { Metadata, MetadataName } from "#app/shared/entities";
import { metadataColumns, toMetadata, type MetadataRow } from "../rows";
import { sameName } from "../names";

// Page metadata, looked up by (name, value) pairs, and the listed name/value pairs that
// make the city link lists.

export async function getMetadata(
  db: D1Database,
  { name, value }: CallQuery<"getMetadata">,
): Promise<Metadata[]> {
  const { results } = await db
    .prepare(
      `SELECT ${metadataColumns} FROM metadata
       WHERE ${sameName("name", "?1")} AND value = ?2 COLLATE NOCASE`,
    )
    .bind(name, value)
    .all<MetadataRow>();
  return results.map(toMetadata);
}

/**
 * Only pairs marked `listed`, in their curated order: page-data rows share the table. Names
 * match as model names do (hyphens and spaces alike): "{brand} {model}" lists come from URLs.
 */
export async function getMetadataByName(
  db: D1Database,
  { name, count }: CallQuery<"getMetadataByName">,
): Promise<MetadataName[]> {
  const { results } = await db
    .prepare(
      `SELECT name, value FROM metadata WHERE ${sameName("name", "?1")} AND listed = 1
       ORDER BY position, value COLLATE NOCASE LIMIT ?2`,
    )
    .bind(name, count)
    .all<MetadataName>();
  return results;
}
