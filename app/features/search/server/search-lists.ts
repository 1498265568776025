import type { TownPages } from "#app/features/search/rules/index-data";
import type { LongLists } from "#app/features/search/server/search-catalogue";

// The search index's long lists read whole from the embedded origin's D1 (docs/decisions/141):
// every brand, every model of each type and every listed town page, in the orders the contract's
// calls answer them (getBrandByOrder, getModelByType, getMetadataByName), without the contract's
// `count` bound of 1,000, which at a hundred times the sample left 2,200 brands and the towns of
// each type past the first fifty out of the search. Only the columns the index reads are read, so
// the 12,500 models of that catalogue are a few hundred KB, not every field of every model. The
// index is built in the search-index queue's consumer, never in a visitor's request at that size.

export function d1SearchLists(db: D1Database): LongLists {
  return {
    async brands() {
      const { results } = await db
        .prepare("SELECT brandName FROM brand ORDER BY popularity DESC, brandName COLLATE NOCASE")
        .all<{ brandName: string }>();
      return results;
    },
    async models(typeName) {
      const { results } = await db
        .prepare(
          `SELECT brandName, name, typeName FROM product WHERE typeName = ?1 COLLATE NOCASE
           ORDER BY popularity DESC, brandName COLLATE NOCASE, position, name COLLATE NOCASE`,
        )
        .bind(typeName)
        .all<{ brandName: string; name: string; typeName: string }>();
      return results;
    },
    async townPages(typeNames) {
      const names = typeNames.flatMap((t) => [t, `${t} dealers`]);
      // one query for every type (the listed index, metadata_listed, answers each name)
      const { results } = await db
        .prepare(
          `SELECT lower(REPLACE(name, '-', ' ')) AS name, value FROM metadata
           WHERE REPLACE(name, '-', ' ') COLLATE NOCASE IN (SELECT value FROM json_each(?1)) AND listed = 1
           ORDER BY position, value COLLATE NOCASE`,
        )
        .bind(JSON.stringify(names))
        .all<{ name: string; value: string }>();
      const pages = new Map(typeNames.map((t) => [t, { priceTowns: [] as string[], dealerTowns: [] as string[] }]));
      for (const { name, value } of results) {
        const price = pages.get(name);
        if (price) price.priceTowns.push(value);
        else pages.get(name.replace(/ dealers$/, ""))?.dealerTowns.push(value);
      }
      return pages satisfies TownPages;
    },
  };
}
