import type { z } from "zod";
import { identityKey } from "../../leads/rules/identity-key";
import { cityBasePath } from "../../../shared/rules/city-route";
import { categoryCityPath, modelCityPath, traderPath } from "../../../shared/rules/paths";
import { brandPath } from "../../../shared/rules/slug";
import { type CatalogueEntity, type CatalogueItem, catalogueEntities } from "../../catalogue/rules/entities";

// Renaming is renaming (docs/decisions/125-rename-is-rename.md): a brand, a model, a town or a
// trader takes a new name everywhere it is named, and its old addresses answer with a permanent
// redirect to the new ones. Pure rules: which name a record's rename changes, whether a new name
// may be taken, what a record looks like under the new name, and which addresses move.

export type RenameKind = "brand" | "model" | "town" | "trader";

/** What each record's rename renames: a city price's is its town's (every price and dealer in it). */
export const RENAMES = {
  brands: { kind: "brand", field: "brandName" },
  models: { kind: "model", field: "name" },
  prices: { kind: "town", field: "cityName" },
  traders: { kind: "trader", field: "tName" },
} as const satisfies Partial<Record<CatalogueEntity, { kind: RenameKind; field: string }>>;

export type RenamableEntity = keyof typeof RENAMES;
export const isRenamable = (entity: CatalogueEntity): entity is RenamableEntity => entity in RENAMES;

/** The same four are deleted from the console, each with what goes with it. */
export const isDeletable = isRenamable;

/** One rename: a model's brand is `brandName`; a trader's kind decides its addresses. */
export type Rename = { kind: RenameKind; from: string; to: string; brandName: string; traderKind: "dealer" | "manufacturer" };

const text = (item: CatalogueItem, field: string) => String(item[field] ?? "");

export function renameOf(entity: RenamableEntity, item: CatalogueItem, to: string): Rename {
  const { kind, field } = RENAMES[entity];
  return {
    kind,
    from: text(item, field),
    to: to.trim(),
    brandName: kind === "model" ? text(item, "brandName") : "",
    traderKind: text(item, "traderType") === "Manufacturer" ? "manufacturer" : "dealer",
  };
}

/**
 * Why the new name cannot be given (taken: another record has it), or null. The name is checked by the catalogue's own rule for
 * that field (ASCII, address-safe, its length limit); `names` are the names it must differ from
 * (the other brands, the brand's other models, the towns, the traders), compared as the import
 * compares them, so "TREO" is taken by "Treo" unless it is the record's own name in other letters.
 */
export function renameProblem(entity: RenamableEntity, item: CatalogueItem, to: string, names: readonly string[]): { message: string; taken: boolean } | null {
  const { field } = RENAMES[entity];
  const rule = (catalogueEntities[entity].schema as z.ZodObject).shape[field] as z.ZodType;
  const checked = rule.safeParse(to);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const followsName = (issue as { params?: { followsName?: boolean } }).params?.followsName;
    return { message: followsName ? `The name ${issue.message}` : issue.message, taken: false };
  }
  const current = text(item, field);
  const wanted = to.trim();
  if (wanted === current) return { message: "That is its name already.", taken: false };
  // the record's own name in other spellings (a town is named in several tables) is no other record's
  const own = identityKey(current);
  const taken = names.find((n) => identityKey(n) !== own && identityKey(n) === identityKey(wanted));
  return taken === undefined ? null : { message: `"${taken}" is taken: choose a name no other ${RENAMES[entity].kind} has.`, taken: true };
}

/** A record as it reads after the rename (for the cache tags it touches), or itself when not named. */
export function renamedItem(rename: Rename, entity: CatalogueEntity, item: CatalogueItem): CatalogueItem {
  const { kind, from, to, brandName } = rename;
  const swap = (value: string) => (value === from ? to : value);
  const products = (item.brandList as Record<string, string>[] | undefined) ?? [];
  switch (kind) {
    case "brand": {
      if (entity === "traders") {
        const brandDeal = ((item.brandDeal as string[] | undefined) ?? []).map(swap);
        return { ...item, brandDeal, brandList: products.map((p) => ({ ...p, brandName: swap(p.brandName ?? "") })) };
      }
      return { ...item, brandName: swap(text(item, "brandName")) };
    }
    case "model": {
      const ofBrand = (b: unknown) => String(b ?? "") === brandName;
      if (entity === "traders") return { ...item, brandList: products.map((p) => (ofBrand(p.brandName) ? { ...p, modelName: swap(p.modelName ?? "") } : p)) };
      return ofBrand(item.brandName) ? { ...item, name: swap(text(item, "name")) } : item;
    }
    case "town":
      return { ...item, cityName: swap(text(item, "cityName")) };
    case "trader":
      return { ...item, tName: swap(text(item, "tName")), brandList: products.map((p) => ({ ...p, tName: swap(p.tName ?? "") })) };
  }
}

/** An address (or the start of addresses) that moved: `/brand/Old` → `/brand/New` covers its models too. */
export type MovedPath = { from: string; to: string };

/** The first part of a trader's addresses: /dealer/{tName}, before its tab. */
const traderBase = (kind: Rename["traderKind"], tName: string) => traderPath(kind, tName).replace(/\/About$/, "");

/** What moves: a brand's, a model's and a trader's addresses by their start; a town's one by one (its prices and type lists). */
export function movedPaths(rename: Rename, townPrices: readonly { brandName: string; name: string; type: string }[] = []): MovedPath[] {
  const { kind, from, to, brandName } = rename;
  switch (kind) {
    case "brand":
      return [{ from: brandPath(from), to: brandPath(to) }];
    case "model":
      return [{ from: brandPath(brandName, from), to: brandPath(brandName, to) }];
    case "trader":
      return [{ from: traderBase(rename.traderKind, from), to: traderBase(rename.traderKind, to) }];
    case "town": {
      const types = [...new Set(townPrices.map((p) => p.type).filter(Boolean))];
      return [
        ...townPrices.map((p) => ({ from: modelCityPath(p.brandName, p.name, from), to: modelCityPath(p.brandName, p.name, to) })),
        ...types.map((t) => ({ from: categoryCityPath(t, from), to: categoryCityPath(t, to) })),
        // the town's dealer lists, whatever their type: by their start
        { from: cityBasePath(from), to: cityBasePath(to) },
      ].filter((m) => m.from !== m.to);
    }
  }
}

/**
 * The addresses a not-found path may have moved from, longest first: the path itself and each of
 * its starts of at least two segments (`/brand/Old/Treo/Price-In-Noida`, `/brand/Old/Treo`, `/brand/Old`).
 */
export function movedFromCandidates(path: string): string[] {
  const segments = path.replace(/\/+$/, "").split("/").slice(1);
  const out: string[] = [];
  for (let n = segments.length; n >= 2; n--) out.push(`/${segments.slice(0, n).join("/")}`);
  return out;
}

/** The new address of a path under a moved start (compared without regard to case, as the routes are). */
export function movedTo(path: string, moved: MovedPath): string | null {
  const bare = path.replace(/\/+$/, "");
  const head = bare.slice(0, moved.from.length);
  if (head.toLowerCase() !== moved.from.toLowerCase()) return null;
  const rest = bare.slice(moved.from.length);
  return rest === "" || rest.startsWith("/") ? moved.to + rest : null;
}

/**
 * The model addresses a comparison names (`/compare/Mahindra/Treo/vs/Piaggio/Ape-E-City` →
 * `/brand/Mahindra/Treo`, `/brand/Piaggio/Ape-E-City`), each of which a rename may have moved; null
 * for a path that is no comparison.
 */
export function comparedModelPaths(path: string): string[] | null {
  const compared = /^\/compare\/(.+)$/.exec(path.replace(/\/+$/, ""))?.[1];
  const parts = compared?.split("/vs/") ?? [];
  if (parts.length === 0 || parts.some((part) => part.split("/").length !== 2)) return null;
  return parts.map((part) => `/brand/${part}`);
}

/** A comparison's address again, from its models' addresses. */
export function comparisonOf(modelPaths: readonly string[]): string {
  return `/compare/${modelPaths.map((p) => p.slice("/brand/".length)).join("/vs/")}`;
}

