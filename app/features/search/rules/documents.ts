import { TYPE_WORDS } from "../../../shared/glossary";
import { titleCase } from "../../../shared/rules/display-name";
import { hindiTownName } from "../../../shared/i18n/town-names-hi";
import { typePath, traderPath } from "../../../shared/rules/paths";
import { brandPath } from "../../../shared/rules/slug";

// What the search finds: one document per thing in the catalogue that has a page (a type, a
// brand, a model, a dealer, a manufacturer, a guide) and one per town, each with the names it is
// found by and how popular it is. Built from the catalogue's own lists, the ones the pages use.

export type DocKind = "type" | "town" | "brand" | "model" | "dealer" | "manufacturer" | "guide";

export type SearchDoc = {
  kind: DocKind;
  title: string;
  /** The Hindi name where there is one (types and towns from the glossary, guides as written). */
  titleHi?: string;
  /** What tells two hits apart: a model's type, a dealer's town, a guide's section. */
  detail?: string;
  detailHi?: string;
  href: string;
  /** Every spelling the thing is found by. */
  names: string[];
  /** 0 to 1: the catalogue's own order (popularity, position, newest first). */
  popularity: number;
  /** A type's name; a dealer's types. */
  types?: string[];
  /** A town's name; a dealer's town. */
  town?: string;
};

type Named = { brandName: string; name: string; typeName: string };
type TraderLike = { tName: string; traderName: string; cityName?: string; typeName?: readonly string[]; activate?: string };

export type SearchCatalogue = {
  /** In popularity order. */
  brands: readonly { brandName: string }[];
  /** In display order. */
  types: readonly { typeName: string; categoryName: string }[];
  /** Each type's models in popularity order. */
  models: readonly Named[];
  towns: readonly string[];
  dealers: readonly TraderLike[];
  manufacturers: readonly TraderLike[];
  /** Newest first. */
  guides: readonly { title: string; titleHi?: string; href: string; category: string }[];
};

/** 1 for the first of a list, towards 0 for the last. */
const rank = (i: number, n: number) => (n <= 1 ? 1 : 1 - i / n);

export function searchDocuments(c: SearchCatalogue): SearchDoc[] {
  const typeLabel = new Map(c.types.map((t) => [t.typeName.toLowerCase(), titleCase(t.typeName)]));
  const typeHi = (typeName: string) => TYPE_WORDS[typeName.toLowerCase()]?.hi;
  const docs: SearchDoc[] = [];

  c.types.forEach((t, i) => {
    const key = t.typeName.toLowerCase();
    const words = TYPE_WORDS[key];
    docs.push({
      kind: "type",
      title: titleCase(t.typeName),
      titleHi: words?.hi,
      href: typePath(t.categoryName, t.typeName),
      names: [t.typeName, ...(words ? [words.hi, ...words.spellings] : [])],
      popularity: rank(i, c.types.length),
      types: [key],
    });
  });

  c.brands.forEach((b, i) => {
    docs.push({ kind: "brand", title: b.brandName, href: brandPath(b.brandName), names: [b.brandName], popularity: rank(i, c.brands.length) });
  });

  const seenModels = new Set<string>();
  const perType = new Map<string, number>();
  for (const m of c.models) perType.set(m.typeName.toLowerCase(), (perType.get(m.typeName.toLowerCase()) ?? 0) + 1);
  const placeInType = new Map<string, number>();
  for (const m of c.models) {
    const id = `${m.brandName}\n${m.name}`.toLowerCase();
    const type = m.typeName.toLowerCase();
    const place = placeInType.get(type) ?? 0;
    placeInType.set(type, place + 1);
    if (seenModels.has(id)) continue;
    seenModels.add(id);
    docs.push({
      kind: "model",
      title: `${m.brandName} ${m.name}`,
      detail: typeLabel.get(type) ?? titleCase(m.typeName),
      detailHi: typeHi(type),
      href: brandPath(m.brandName, m.name),
      names: [`${m.brandName} ${m.name}`, m.name],
      popularity: rank(place, perType.get(type) ?? 1),
      types: [type],
    });
  }

  // a town with dealers before one without
  const dealersIn = new Map<string, number>();
  for (const d of c.dealers) if (d.cityName) dealersIn.set(d.cityName.toLowerCase(), (dealersIn.get(d.cityName.toLowerCase()) ?? 0) + 1);
  const most = Math.max(1, ...dealersIn.values());
  for (const town of new Set(c.towns)) {
    // found by its Hindi spelling too ("लखनऊ"), where the site knows one
    const hindi = hindiTownName(town) ?? undefined;
    const names = hindi ? [town, hindi] : [town];
    docs.push({ kind: "town", title: town, titleHi: hindi, href: "", names, popularity: (dealersIn.get(town.toLowerCase()) ?? 0) / most, town });
  }

  const traders = (kind: "dealer" | "manufacturer", list: readonly TraderLike[]) =>
    list.forEach((t, i) => {
      const town = t.cityName?.trim() || undefined;
      docs.push({
        kind,
        title: t.traderName,
        detail: town,
        detailHi: town ? (hindiTownName(town) ?? undefined) : undefined,
        href: traderPath(kind, t.tName),
        names: town ? [t.traderName, `${t.traderName} ${town}`] : [t.traderName],
        // an active dealer (one who takes calls) before the rest, then the list's order
        popularity: (t.activate === "1" ? 0.5 : 0) + rank(i, list.length) / 2,
        types: (t.typeName ?? []).map((n) => n.toLowerCase()),
        town,
      });
    });
  traders("dealer", c.dealers);
  traders("manufacturer", c.manufacturers);

  c.guides.forEach((g, i) => {
    const names = g.titleHi ? [g.title, g.titleHi] : [g.title];
    docs.push({ kind: "guide", title: g.title, titleHi: g.titleHi, detail: g.category, href: g.href, names, popularity: rank(i, c.guides.length) });
  });
  return docs;
}
