import { type CatalogueEntity, type CatalogueItem, catalogueEntities } from "#app/features/catalogue/rules/entities";
import { type Rename, isRenamable, movedPaths, renameOf, renameProblem, renamedItem } from "#app/features/console/rules/rename";
import { identityKey } from "#app/features/leads/rules/identity-key";
import { ApiFailure } from "../../../../shared/server/errors";
import { MAX_BATCH_STATEMENTS, type Purged, assertCatalogueIsOurs, renewCaches } from "./import";
import { findRecord } from "./records";
import { type Named, copyPictures, movePictureIndex, movedPictures, redirectStatements, renameMetadata, renamePairs } from "./references";
import { readCatalogue } from "./store";

// A rename in one D1 batch (one transaction): the record's key and every row that names it —
// prices, a brand's models, dealers' brand lists and products, page data, counted comparisons,
// the picture index, the redirects from the old addresses — and the leads' link to the catalogue
// (their catalogue names and duplicate-rule keys; what the visitor sent stays as sent). Pictures
// are copied in R2 before the batch and the old copies deleted after it; then exactly the cache
// tags of the records before and after are purged, as an import purges them.

const names = async (db: D1Database, sql: string, ...params: string[]) =>
  (await db.prepare(sql).bind(...params).all<{ n: string }>()).results.map((r) => r.n);

/** The names a new name must differ from. */
function namesBeside(db: D1Database, rename: Rename): Promise<string[]> {
  switch (rename.kind) {
    case "brand":
      return names(db, "SELECT brandName AS n FROM brand");
    case "model":
      return names(db, "SELECT name AS n FROM product WHERE brandName = ?1 COLLATE NOCASE", rename.brandName);
    case "trader":
      return names(db, "SELECT tName AS n FROM trader");
    case "town":
      return names(db, "SELECT cityName AS n FROM price UNION SELECT cityName FROM trader WHERE cityName <> '' UNION SELECT cityName FROM city");
  }
}

export async function namedOf(db: D1Database, rename: Pick<Rename, "kind" | "from" | "brandName">): Promise<Named> {
  const models = rename.kind === "brand" ? await names(db, "SELECT name AS n FROM product WHERE brandName = ?1 COLLATE NOCASE", rename.from) : [];
  return { kind: rename.kind, name: rename.from, brandName: rename.brandName, models };
}

/** A model's texts that name it (and its brand): rewritten by a rename as page data's are. */
const PRODUCT_TEXTS = ["h2", "aboutProduct", "aboutProductHi"];

/** The key columns' updates of the catalogue, the trader's own tables and the leads' catalogue identity. */
function keyStatements(db: D1Database, r: Rename): D1PreparedStatement[] {
  const run = (sql: string, ...params: string[]) => db.prepare(sql).bind(...params);
  const set = (table: string, column: string, or = "") => run(`UPDATE ${or} ${table} SET ${column} = ?2 WHERE ${column} = ?1 COLLATE NOCASE`, r.from, r.to);
  switch (r.kind) {
    case "brand":
      return [
        run(`UPDATE product SET ${PRODUCT_TEXTS.map((t) => `${t} = replace(${t}, ?1, ?2)`).join(", ")} WHERE brandName = ?1 COLLATE NOCASE`, r.from, r.to),
        ...["brand", "product", "price", "trader_product"].map((t) => set(t, "brandName")),
        run(
          `UPDATE lead SET catalogueBrand = ?2, modelKey = CASE WHEN instr(modelKey, '|') > 0 THEN ?3 || substr(modelKey, instr(modelKey, '|')) ELSE modelKey END
           WHERE catalogueBrand = ?1 COLLATE NOCASE`,
          r.from, r.to, identityKey(r.to),
        ),
      ];
    case "model": {
      const where = "brandName = ?1 COLLATE NOCASE AND";
      return [
        // the model's own headings and about texts name it too, as its page data's do (references.ts)
        run(`UPDATE product SET name = ?3, ${PRODUCT_TEXTS.map((t) => `${t} = replace(${t}, ?2, ?3)`).join(", ")} WHERE ${where} name = ?2 COLLATE NOCASE`, r.brandName, r.from, r.to),
        run(`UPDATE price SET name = ?3 WHERE ${where} name = ?2 COLLATE NOCASE`, r.brandName, r.from, r.to),
        run(`UPDATE trader_product SET modelName = ?3 WHERE ${where} modelName = ?2 COLLATE NOCASE`, r.brandName, r.from, r.to),
        run(
          "UPDATE lead SET catalogueModel = ?3, modelKey = ?4 WHERE catalogueBrand = ?1 COLLATE NOCASE AND catalogueModel = ?2 COLLATE NOCASE",
          r.brandName, r.from, r.to, `${identityKey(r.brandName)}|${identityKey(r.to)}`,
        ),
      ];
    }
    case "town":
      return ["price", "trader", "product", "city", "area"].map((t) => set(t, "cityName"));
    case "trader":
      return [
        ...["trader", "trader_product", "lead_link", "trader_api_key", "trader_profile_change"].map((t) => set(t, "tName")),
        // one row per trader, which a deleted trader of the new name may have left (its terms stay)
        ...["trader_webhook", "trader_terms", "trader_contact", "trader_profile"].map((t) => set(t, "tName", "OR REPLACE")),
        run("UPDATE lead SET traderTName = ?2, traderKey = ?3 WHERE traderTName = ?1 COLLATE NOCASE", r.from, r.to, identityKey(r.to)),
      ];
  }
}

/** The records the rename changes, before and after (for their cache tags), and the dealers' brand lists to rewrite. */
async function affected(db: D1Database, r: Rename) {
  const entities: CatalogueEntity[] = r.kind === "trader" ? ["traders"] : ["brands", "models", "prices", "traders"];
  const changes: { entity: CatalogueEntity; before: CatalogueItem; after: CatalogueItem }[] = [];
  for (const entity of entities) {
    for (const before of await readCatalogue(db, entity)) {
      const after = renamedItem(r, entity, before);
      if (JSON.stringify(after) !== JSON.stringify(before)) changes.push({ entity, before, after });
    }
  }
  return changes;
}

export type RenameResult = { item: CatalogueItem; purged: Purged };

export async function renameRecord(env: Env, entity: CatalogueEntity, key: Record<string, string>, to: string): Promise<RenameResult> {
  assertCatalogueIsOurs(env);
  const db = env.DB;
  const item = await findRecord(db, entity, key);
  if (!item || !isRenamable(entity)) throw new ApiFailure(404, "not_found", `No such ${catalogueEntities[entity].singular}`);
  const rename = renameOf(entity, item, to);
  const problem = renameProblem(entity, item, to, await namesBeside(db, rename));
  if (problem) throw new ApiFailure(problem.taken ? 409 : 400, problem.taken ? "name_taken" : "invalid_name", problem.message, [{ path: "to", message: problem.message }]);

  const named = await namedOf(db, rename);
  const changes = await affected(db, rename);
  const townPrices = rename.kind === "town" ? changes.filter((c) => c.entity === "prices").map((c) => c.before as { brandName: string; name: string; type: string }) : [];
  const metadata = renameMetadata(db, named, rename.to);
  const pictures = await movedPictures(db, named, rename.to);
  const brandLists = changes
    .filter((c) => c.entity === "traders" && rename.kind === "brand")
    .map((c) => db.prepare("UPDATE trader SET brandDeal = ?2 WHERE tName = ?1").bind(c.before.tName, JSON.stringify(c.after.brandDeal ?? [])));
  const statements = [
    ...keyStatements(db, rename),
    ...brandLists,
    ...metadata.statements,
    ...(await renamePairs(db, named, rename.to)),
    ...movePictureIndex(db, pictures),
    ...redirectStatements(db, movedPaths(rename, townPrices), Date.now()),
  ];
  if (statements.length > MAX_BATCH_STATEMENTS) {
    throw new ApiFailure(400, "too_many_changes", `This rename changes more rows than one batch writes (${statements.length} statements)`);
  }
  await copyPictures(env.IMAGES, pictures);
  await db.batch(statements).catch((error: unknown) => {
    // a row of the new name the checks did not see (a stray price or product): nothing was written
    if (/UNIQUE constraint/i.test(String(error))) throw new ApiFailure(409, "name_taken", `Rows named "${rename.to}" exist already: nothing was renamed`, [{ path: "to", message: `Rows named "${rename.to}" exist already: nothing was renamed` }]);
    throw error;
  });
  const moved = pictures.filter((p) => p.from !== p.to).map((p) => p.from);
  if (moved.length) await env.IMAGES.delete(moved);

  return { item: renamedItem(rename, entity, item), purged: await renewCaches(env) };
}
