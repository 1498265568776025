import type { PageMetadata } from "#app/features/seo/rules/page-metadata";

// Page data for new records (app/features/seo/rules/page-metadata.ts) into the embedded origin's
// metadata table: only where none exists; a listed pair goes last in its list.

export function pageMetadataStatements(db: D1Database, rows: readonly PageMetadata[]): D1PreparedStatement[] {
  return rows.map((row) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO metadata (name, value, h1, h2, about, title, description, keywords, listed, position)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, CASE WHEN ?9 = 1 THEN COALESCE((SELECT MAX(position) FROM metadata WHERE name = ?1), 0) + 1 ELSE 0 END
         WHERE NOT EXISTS (SELECT 1 FROM metadata WHERE name = ?1 COLLATE NOCASE AND value = ?2 COLLATE NOCASE)`,
      )
      .bind(row.name, row.value, row.h1, JSON.stringify(row.h2), row.about, row.title, row.description, row.keywords, row.listed ? 1 : 0),
  );
}
