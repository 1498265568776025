import { EXCLUDED_CATEGORIES } from "#app/shared/rules/lists";
import type { GroupData } from "#app/features/seo/rules/sitemap";
import { PAGES_PER_FILE, SLICED_GROUPS, type SitemapSlices, type SlicedGroup, rowsPerFile } from "#app/features/seo/rules/sitemap-slices";

// The embedded origin's sitemap slices (docs/decisions/138, 141): file n of a group is the rows
// whose rowid is in ((n − 1) × r, n × r] (r: the group's rows a file, `rowsPerFile`), read as one
// range of the table's own B-tree, so a file costs one query that reads at most its own range,
// whatever the catalogue's size. The index learns every group's files in one query (a count of
// each range that holds the group's rows). A row keeps its rowid through the console's upserts,
// renames and edits (ON CONFLICT … DO UPDATE), so a page stays in its file; a deleted row leaves
// its range a row shorter, and a range left empty is no file. The towns' pages share the metadata
// table with every page's own data: their ranges hold only the listed pairs of a listable type
// (the type screen's city links, getMetadataByName's rows), so a range may hold fewer pages than r.

/** A listable type's name as the metadata names it, hyphens and spaces alike (getMetadataByName's match). */
const typeNames = (suffix: string) =>
  `REPLACE(name, '-', ' ') COLLATE NOCASE IN (SELECT REPLACE(typeName, '-', ' ')${suffix} FROM vehicle_type WHERE lower(trim(categoryName)) NOT IN (SELECT value FROM json_each(?3)))`;

const SOURCES: Record<SlicedGroup, { table: string; columns: string; where: string }> = {
  models: { table: "product", columns: "brandName, name", where: "1" },
  "model-city": { table: "price", columns: "brandName, name, cityName", where: "1" },
  "category-city": { table: "metadata", columns: "name, value", where: `listed = 1 AND ${typeNames("")}` },
  "city-dealers": { table: "metadata", columns: "name, value", where: `listed = 1 AND ${typeNames(" || ' dealers'")}` },
  dealers: { table: "trader", columns: "tName", where: "traderType = 'Dealer'" },
};

const excluded = JSON.stringify(EXCLUDED_CATEGORIES);

export function d1SitemapSlices(db: D1Database, pagesPerFile = PAGES_PER_FILE): SitemapSlices {
  const per = (group: SlicedGroup) => rowsPerFile(group, pagesPerFile);
  let every: Promise<Map<SlicedGroup, number[]>> | undefined;
  // Every group's files in one statement: the index's one query (?1 and ?2 are unused by some
  // parts; each part binds the rows a file of its own group holds).
  const allFiles = () =>
    (every ??= (async () => {
      const parts = SLICED_GROUPS.map((group, i) => {
        const { table, where } = SOURCES[group];
        return `SELECT ${i} AS g, (rowid - 1) / ${per(group)} + 1 AS file FROM ${table} WHERE ${where.replaceAll("?3", "?1")} GROUP BY file`;
      });
      const { results } = await db.prepare(`${parts.join(" UNION ALL ")} ORDER BY g, file`).bind(excluded).all<{ g: number; file: number }>();
      const files = new Map<SlicedGroup, number[]>(SLICED_GROUPS.map((g) => [g, []]));
      for (const { g, file } of results) files.get(SLICED_GROUPS[g]!)!.push(file);
      return files;
    })());
  return {
    pagesPerFile,
    async files(group) {
      return (await allFiles()).get(group) ?? [];
    },
    async rows(group, file) {
      const { table, columns, where } = SOURCES[group];
      const { results } = await db
        // NOT INDEXED: the range of the table's own B-tree, never an index of the whole group
        .prepare(`SELECT ${columns} FROM ${table} NOT INDEXED WHERE rowid > ?1 AND rowid <= ?2 AND ${where} ORDER BY rowid`)
        .bind(...[(file - 1) * per(group), file * per(group), ...(where.includes("?3") ? [excluded] : [])])
        .all();
      return results as unknown as GroupData[typeof group];
    },
  };
}
