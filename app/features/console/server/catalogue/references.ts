import type { MovedPath, RenameKind } from "#app/features/console/rules/rename";
import { brandImage, modelImage, traderLogo } from "#app/shared/images";
import { pictureKey } from "#app/shared/pictures";
import { canonicalOrder, pairKey } from "#app/features/tools/rules/compare";

// Where else a brand, a model, a town or a trader is named, beyond its own tables: page data
// rows, uploaded pictures (R2 and their index), counted comparisons and the redirects of earlier
// renames. A rename rewrites them and a delete removes them, so both read them from here.

/** Who is named: a brand, a model of a brand, a town, a trader (dealer or manufacturer). */
export type Named = { kind: RenameKind; name: string; brandName: string; models: readonly string[] };

/** Page data names that are no town: rows whose value is a brand, a trader, a blog, an article. */
const NOT_TOWNS = ["brand", "blog", "article", "trending", "L0", ...["dealer", "trader"].flatMap((p) => [`${p}-about`, `${p}-auto`, `${p}-contact`])];
const TRADER_PAGES = NOT_TOWNS.filter((n) => /-(about|auto|contact)$/.test(n));
const list = (names: readonly string[], from: number) => names.map((_, i) => `?${from + i}`).join(", ");

/** A set of page data rows: how they are found, and what their name or value becomes on a rename. */
type MetadataRows = { where: string; params: unknown[]; rename: (to: string) => { name?: string; value?: string; from: string; to: string } };

export function metadataRows(named: Named): MetadataRows[] {
  const { kind, name, brandName, models } = named;
  switch (kind) {
    case "brand":
      return [
        { where: "name = 'brand' AND value = ?1 COLLATE NOCASE", params: [name], rename: (to) => ({ value: to, from: name, to }) },
        { where: "name = ?1 COLLATE NOCASE", params: [name], rename: (to) => ({ name: to, from: name, to }) },
        ...models.map((m) => ({ where: "name = ?1 COLLATE NOCASE", params: [`${name} ${m}`], rename: (to: string) => ({ name: `${to} ${m}`, from: name, to }) })),
      ];
    case "model": {
      const title = `${brandName} ${name}`;
      return [
        { where: "name = ?1 COLLATE NOCASE", params: [title], rename: (to) => ({ name: `${brandName} ${to}`, from: title, to: `${brandName} ${to}` }) },
        // the brand's city list names its lead model in its texts
        { where: "name = ?1 COLLATE NOCASE", params: [brandName], rename: (to) => ({ from: title, to: `${brandName} ${to}` }) },
      ];
    }
    case "town":
      return [{ where: `value = ?1 COLLATE NOCASE AND name NOT IN (${list(NOT_TOWNS, 2)})`, params: [name, ...NOT_TOWNS], rename: (to) => ({ value: to, from: name, to }) }];
    case "trader":
      return [{ where: `value = ?1 COLLATE NOCASE AND name IN (${list(TRADER_PAGES, 2)})`, params: [name, ...TRADER_PAGES], rename: (to) => ({ value: to, from: name, to }) }];
  }
}

const TEXTS = ["h1", "h2", "about", "title", "description", "keywords"];

/** The updates of the page data that names who is renamed (texts follow the name too). */
export function renameMetadata(db: D1Database, named: Named, to: string) {
  const statements = metadataRows(named).map((s) => {
    const change = s.rename(to);
    const n = s.params.length;
    const texts = TEXTS.map((t) => `${t} = replace(${t}, ?${n + 3}, ?${n + 4})`).join(", ");
    return db
      .prepare(`UPDATE OR REPLACE metadata SET name = COALESCE(?${n + 1}, name), value = COALESCE(?${n + 2}, value), ${texts} WHERE ${s.where}`)
      .bind(...s.params, change.name ?? null, change.value ?? null, change.from, change.to);
  });
  return { statements };
}

export function deleteMetadata(db: D1Database, named: Named): D1PreparedStatement[] {
  return metadataRows(named).map((s) => db.prepare(`DELETE FROM metadata WHERE ${s.where}`).bind(...s.params));
}

export async function countMetadata(db: D1Database, named: Named): Promise<number> {
  const counts = await db.batch<{ n: number }>(metadataRows(named).map((s) => db.prepare(`SELECT COUNT(*) AS n FROM metadata WHERE ${s.where}`).bind(...s.params)));
  return counts.reduce((sum, r) => sum + (r.results[0]?.n ?? 0), 0);
}

/** The R2 keys of the pictures that show who is named (as they are now, or under a new name). */
function pictureKeys(named: Named, name = named.name): string[] {
  const { kind, brandName, models } = named;
  const srcs =
    kind === "brand" ? [brandImage(name), ...models.map((m) => modelImage(name, m))]
    : kind === "model" ? [modelImage(brandName, name)]
    : kind === "trader" ? [traderLogo(name)]
    : [];
  return srcs.map((src) => pictureKey(src)!);
}

/** The uploaded pictures (by their index) with their keys under the new name. */
export async function movedPictures(db: D1Database, named: Named, to: string | null): Promise<{ from: string; to: string }[]> {
  const before = pictureKeys(named);
  if (before.length === 0) return [];
  const after = to === null ? before : pictureKeys(named, to);
  const { results } = await db.prepare("SELECT key FROM image_version").all<{ key: string }>();
  const uploaded = new Set(results.map((r) => r.key));
  return before.map((from, i) => ({ from, to: after[i]! })).filter((p) => uploaded.has(p.from));
}

/** Copies each picture to its new key (before the batch: R2 is no part of D1's transaction). */
export async function copyPictures(images: R2Bucket, moves: readonly { from: string; to: string }[]): Promise<void> {
  for (const { from, to } of moves) {
    if (from === to) continue;
    const object = await images.get(from);
    if (object) await images.put(to, await object.arrayBuffer(), { httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
  }
}

export const movePictureIndex = (db: D1Database, moves: readonly { from: string; to: string }[]) =>
  moves.filter((m) => m.from !== m.to).map((m) => db.prepare("UPDATE OR REPLACE image_version SET key = ?2 WHERE key = ?1").bind(m.from, m.to));

type Pair = { pairKey: string; typeName: string; brand1: string; model1: string; brand2: string; model2: string; views: number };

function pairsWhere(named: Named): { where: string; params: string[] } | null {
  if (named.kind === "brand") return { where: "brand1 = ?1 COLLATE NOCASE OR brand2 = ?1 COLLATE NOCASE", params: [named.name] };
  if (named.kind === "model") {
    return { where: "(brand1 = ?1 COLLATE NOCASE AND model1 = ?2 COLLATE NOCASE) OR (brand2 = ?1 COLLATE NOCASE AND model2 = ?2 COLLATE NOCASE)", params: [named.brandName, named.name] };
  }
  return null;
}

/** Counted comparisons of the brand's or model's pairs, keyed anew under the new name (views add up). */
export async function renamePairs(db: D1Database, named: Named, to: string): Promise<D1PreparedStatement[]> {
  const found = pairsWhere(named);
  if (!found) return [];
  const { results } = await db.prepare(`SELECT * FROM compare_view WHERE ${found.where}`).bind(...found.params).all<Pair>();
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const swap = (brandName: string, name: string) =>
    named.kind === "brand" ? { brandName: same(brandName, named.name) ? to : brandName, name }
    : { brandName, name: same(brandName, named.brandName) && same(name, named.name) ? to : name };
  return results.flatMap((row) => {
    const [a, b] = canonicalOrder([swap(row.brand1, row.model1), swap(row.brand2, row.model2)]);
    return [
      db.prepare("DELETE FROM compare_view WHERE pairKey = ?1").bind(row.pairKey),
      db
        .prepare(
          `INSERT INTO compare_view (pairKey, typeName, brand1, model1, brand2, model2, views) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (pairKey) DO UPDATE SET views = views + excluded.views`,
        )
        .bind(pairKey(a!, b!), row.typeName, a!.brandName, a!.name, b!.brandName, b!.name, row.views),
    ];
  });
}

export async function countPairs(db: D1Database, named: Named): Promise<number> {
  const found = pairsWhere(named);
  return found ? ((await db.prepare(`SELECT COUNT(*) AS n FROM compare_view WHERE ${found.where}`).bind(...found.params).first<number>("n")) ?? 0) : 0;
}

export function deletePairs(db: D1Database, named: Named): D1PreparedStatement[] {
  const found = pairsWhere(named);
  return found ? [db.prepare(`DELETE FROM compare_view WHERE ${found.where}`).bind(...found.params)] : [];
}

/** Rows leading to the start of addresses `base` (or under it). */
const LEADS_TO = "(lower(toPath) = lower(?1) OR lower(substr(toPath, 1, length(?1) + 1)) = lower(?1 || '/'))";

/** The redirects of a rename: earlier ones that led to the old addresses now lead to the new. */
export function redirectStatements(db: D1Database, moved: readonly MovedPath[], now: number): D1PreparedStatement[] {
  return [
    ...moved.map((m) => db.prepare(`UPDATE renamed_path SET toPath = ?2 || substr(toPath, length(?1) + 1) WHERE ${LEADS_TO}`).bind(m.from, m.to)),
    ...moved.map((m) => db.prepare("INSERT OR REPLACE INTO renamed_path (fromPath, toPath, createdAt) VALUES (?1, ?2, ?3)").bind(m.from, m.to, now)),
    // renamed back: the address is a page again, and must never lead to itself
    db.prepare("DELETE FROM renamed_path WHERE lower(fromPath) = lower(toPath)"),
  ];
}

/** A deleted record's addresses: redirects that led there would lead to the 404 page. */
export const forgetRedirects = (db: D1Database, base: string) => db.prepare(`DELETE FROM renamed_path WHERE ${LEADS_TO}`).bind(base);

export const forgetPictureIndex = (db: D1Database, keys: readonly string[]) =>
  keys.map((key) => db.prepare("DELETE FROM image_version WHERE key = ?1").bind(key));
