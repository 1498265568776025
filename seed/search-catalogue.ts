// The sample catalogue as the search reads it (app/features/search/rules/documents.ts), for the search's
// unit tests and `npm --prefix tools run bench:search`; `times` > 1 makes a catalogue that many
// times larger, each copy's names made new words (so the index grows as a real catalogue's would,
// not by repeating the same words). SAMPLE DATA.

import type { SearchCatalogue } from "../app/features/search/rules/documents";
import type { TownPages } from "../app/features/search/rules/index-data";
import { guideHref } from "../app/features/content/rules/guides";
import { sampleTables } from "./index";

type Row = Record<string, unknown>;

const SYLLABLES = ["ka", "ve", "ro", "ni", "sa", "tu", "me", "da", "li", "po", "ra", "ju", "ne", "ha", "bi", "go"];

/** A made-up word of copy `n` (n ≥ 1): "Kave", "Rosa", …, always the same for the same n. */
export function madeUpWord(n: number): string {
  let word = "";
  for (let k = n; k > 0; k = Math.floor(k / SYLLABLES.length)) word += SYLLABLES[k % SYLLABLES.length];
  word += SYLLABLES[(n * 7) % SYLLABLES.length];
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The sample's town pages of every type (TownPages), `times` over as the catalogue. */
export function sampleTownPages(times = 1): TownPages {
  const t = sampleTables();
  const metadata = t.metadata as Row[];
  const townsOf = (name: string) => metadata.filter((m) => m.name === name).map((m) => String(m.value));
  const copies = Array.from({ length: times }, (_, i) => i);
  const named = (name: string, copy: number) => (copy === 0 ? name : `${name} ${madeUpWord(copy)}`);
  return new Map(
    (t.vehicle_type as Row[]).map((v) => {
      const [price, dealers] = [townsOf(String(v.typeName)), townsOf(`${v.typeName} dealers`)];
      return [
        String(v.typeName),
        {
          priceTowns: copies.flatMap((c) => price.map((town) => named(town, c))),
          dealerTowns: copies.flatMap((c) => dealers.map((town) => named(town, c))),
        },
      ];
    }),
  );
}

export function sampleSearchCatalogue(times = 1): SearchCatalogue {
  const t = sampleTables();
  const copies = Array.from({ length: times }, (_, i) => i);
  const named = (name: string, copy: number) => (copy === 0 ? name : `${name} ${madeUpWord(copy)}`);
  const brands = [...(t.brand as Row[])].sort((a, b) => Number(b.popularity) - Number(a.popularity));
  const types = (t.vehicle_type as Row[]).filter((v) => !["spare parts", "dealership"].includes(String(v.categoryName)));
  const traders = t.trader as Row[];
  const towns = (t.city as Row[]).map((c) => String(c.cityName));
  const trader = (r: Row, copy: number) => ({
    tName: named(String(r.tName), copy).replaceAll(" ", "-"),
    traderName: named(String(r.traderName), copy),
    cityName: named(String(r.cityName ?? ""), copy),
    typeName: r.typeName as string[],
    activate: String(r.activate),
  });
  return {
    brands: copies.flatMap((c) => brands.map((b) => ({ brandName: named(String(b.brandName), c) }))),
    types: types.map((v) => ({ typeName: String(v.typeName), categoryName: String(v.categoryName) })),
    models: copies.flatMap((c) =>
      (t.product as Row[]).map((p) => ({ brandName: named(String(p.brandName), c), name: String(p.name), typeName: String(p.typeName) })),
    ),
    towns: copies.flatMap((c) => towns.map((town) => named(town, c))),
    dealers: copies.flatMap((c) => traders.filter((r) => r.traderType === "Dealer").map((r) => trader(r, c))),
    manufacturers: copies.flatMap((c) => traders.filter((r) => r.traderType === "Manufacturer").map((r) => trader(r, c))),
    guides: copies.flatMap((c) => [
      ...(t.blog as Row[])
        .filter((b) => b.activate === "1" && b.category !== "offer")
        .map((b) => ({ title: named(String(b.name), c), category: String(b.category), href: guideHref({ section: "blog", url: `${b.url}${c ? `-${c}` : ""}` }) })),
      ...(t.article as Row[]).map((a) => ({ title: named(String(a.h1), c), category: String(a.name), href: guideHref({ section: "article", url: `${a.url}${c ? `-${c}` : ""}` }) })),
    ]),
  };
}
