import { brandImage, modelImage } from "#app/shared/images";
import { pageOfList } from "#app/features/console/rules/list-query";
import type { ListPage, PictureRow, QueryOf, TraderRow } from "#app/features/console/rules/lists";
import { pictureKey } from "#app/shared/pictures";
import type { Bff } from "#worker/bff/api";
import { catalogueList } from "../../../leads/server/catalogue";

// The traders and picture lists when the catalogue belongs to a remote origin: its names come
// through the BFF's cached lists (this Worker's D1 has no catalogue then), so the list is
// narrowed and paged here by the same rule as the database's pages. A remote catalogue is the
// size the remote origin answers in one list call.

const has = (text: string, q: string) => !q || text.toLowerCase().includes(q.toLowerCase());
const same = (a: string, b: string) => !b || a.toLowerCase() === b.toLowerCase();
const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
const text = (item: unknown, key: string) => String((item as Record<string, unknown>)[key] ?? "");

export async function remoteTraderPage(bff: Pick<Bff, "get">, { q, filters, page }: QueryOf<"traders">): Promise<ListPage<TraderRow>> {
  const kinds = filters.kind ? [filters.kind] : ["Dealer", "Manufacturer"];
  const lists = await Promise.all(kinds.map((traderType) => catalogueList(bff, "getTrader", { traderType: traderType as "Dealer" })));
  const rows: TraderRow[] = lists.flat().map((t) => ({
    tName: text(t, "tName"),
    traderName: text(t, "traderName"),
    traderType: text(t, "traderType"),
    cityName: text(t, "cityName"),
    activated: text(t, "activate") === "1",
  }));
  const wanted = rows
    .filter((r) => has(`${r.traderName} ${r.tName}`, q) && same(r.cityName, filters.town))
    .filter((r) => !filters.activated || r.activated === (filters.activated === "yes"))
    .sort((a, b) => byName(a.traderName, b.traderName));
  return pageOfList(wanted, page);
}

export async function remotePicturePage(
  db: D1Database,
  choices: { brands: string[]; models: { brandName: string; name: string }[] },
  { q, filters, page }: QueryOf<"pictures">,
): Promise<ListPage<PictureRow>> {
  const targets = [
    ...choices.brands.map((brandName) => ({ kind: "brand" as const, brandName, name: "", key: pictureKey(brandImage(brandName))! })),
    ...choices.models.map((m) => ({ kind: "model" as const, brandName: m.brandName, name: m.name, key: pictureKey(modelImage(m.brandName, m.name))! })),
  ].filter((t) => has(`${t.brandName} ${t.name}`, q) && (!filters.kind || t.kind === filters.kind));
  const keys = JSON.stringify(targets.map((t) => t.key));
  const [{ results }, counted] = await db.batch([
    db.prepare("SELECT key, version FROM image_version WHERE key IN (SELECT value FROM json_each(?1))").bind(keys),
    db.prepare("SELECT ownerKey || '.jpg' AS key, COUNT(*) AS n FROM photo WHERE ownerKey || '.jpg' IN (SELECT value FROM json_each(?1)) GROUP BY ownerKey").bind(keys),
  ]) as [D1Result<{ key: string; version: string }>, D1Result<{ key: string; n: number }>];
  const versions = new Map(results.map((r) => [r.key, r.version]));
  const photos = new Map(counted.results.map((r) => [r.key, r.n]));
  const rows = targets
    .map((t) => ({ ...t, version: versions.get(t.key) ?? null, photos: photos.get(t.key) ?? 0 }))
    .filter((t) => !filters.photo || (t.version !== null) === (filters.photo === "has"))
    .sort((a, b) => byName(a.brandName, b.brandName) || a.kind.localeCompare(b.kind) || byName(a.name, b.name));
  return pageOfList(rows, page);
}
