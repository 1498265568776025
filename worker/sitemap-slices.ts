import type { GroupData } from "#app/seo/sitemap";
import { PAGES_PER_FILE, type SitemapSlices, type SlicedGroup } from "#app/seo/sitemap-slices";

// The embedded origin's sitemap slices (docs/decisions/138): file n of a group is the rows whose
// rowid is in ((n − 1) × pagesPerFile, n × pagesPerFile], read as one range of the table's own
// B-tree, so a file costs one query that reads at most its own rows, whatever the catalogue's
// size. The index counts the rows of each range in one query. A row keeps its rowid through the
// console's upserts, renames and edits (ON CONFLICT … DO UPDATE), so a page stays in its file;
// a deleted row leaves its range a row shorter, and a range left empty is no file.

const TABLES: Record<SlicedGroup, { table: string; columns: string }> = {
  models: { table: "product", columns: "brandName, name" },
  "model-city": { table: "price", columns: "brandName, name, cityName" },
};

export function d1SitemapSlices(db: D1Database, pagesPerFile = PAGES_PER_FILE): SitemapSlices {
  return {
    pagesPerFile,
    async files(group) {
      const { table } = TABLES[group];
      const { results } = await db
        .prepare(`SELECT (rowid - 1) / CAST(?1 AS INTEGER) + 1 AS file FROM ${table} GROUP BY file ORDER BY file`)
        .bind(pagesPerFile)
        .all<{ file: number }>();
      return results.map((r) => r.file);
    },
    async rows(group, file) {
      const { table, columns } = TABLES[group];
      const { results } = await db
        .prepare(`SELECT ${columns} FROM ${table} WHERE rowid > ?1 AND rowid <= ?2 ORDER BY rowid`)
        .bind((file - 1) * pagesPerFile, file * pagesPerFile)
        .all();
      return results as unknown as GroupData[typeof group];
    },
  };
}
