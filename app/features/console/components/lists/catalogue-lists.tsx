import type { Console } from "#app/features/console/context";
import { editHref } from "#app/features/console/record-links";
import { readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS, type ListPage, type ModelRow, type PriceRow, type QueryOf, type TraderRow } from "#app/features/console/rules/lists";
import { ConsoleList, type ListField, ListRows } from "./console-list";
import { useListWords } from "#app/features/console/use-console-words";
import { TraderList } from "./trader-list";

// The catalogue's models, city prices and traders as console lists (docs/decisions/126): a page of
// 50, searched by name and narrowed by brand (models: and vehicle type; prices: and town; traders:
// kind, town, activation), each row opening the record's edit form.

export type CatalogueListData =
  | { list: "models"; query: QueryOf<"models">; page: ListPage<ModelRow>; brands: string[]; types: string[] }
  | { list: "prices"; query: QueryOf<"prices">; page: ListPage<PriceRow>; brands: string[]; types: string[] }
  | { list: "traders"; query: QueryOf<"traders">; page: ListPage<TraderRow> };

/** The lists of the catalogue that grow with it, paged in the database. */
export const PAGED_ENTITIES = ["models", "prices", "traders"] as const;
export const isPaged = (entity: string): entity is (typeof PAGED_ENTITIES)[number] => (PAGED_ENTITIES as readonly string[]).includes(entity);

/** The page of models, prices or traders the address asks for (the loader's half). */
export async function catalogueList(console: Console, list: (typeof PAGED_ENTITIES)[number], params: URLSearchParams): Promise<CatalogueListData> {
  if (list === "traders") {
    const query = readListQuery(params, LIST_FILTERS.traders);
    return { list, query, page: await console.lists.traders(query) };
  }
  const [brands, types] = await Promise.all([console.lists.brands(), list === "models" ? console.vehicleTypes().catch(() => []) : Promise.resolve([])]);
  if (list === "models") {
    const query = readListQuery(params, LIST_FILTERS.models);
    return { list, query, page: await console.lists.models(query), brands, types };
  }
  const query = readListQuery(params, LIST_FILTERS.prices);
  return { list, query, page: await console.lists.prices(query), brands, types };
}

const pairs = (values: readonly string[]) => values.map((v) => [v, v] as const);

/** A page of the list, with each row's facts in plain words (app/features/console/record-words.ts). */
export function CatalogueList({ data }: { data: CatalogueListData & { summaries: readonly string[] } }) {
  const t = useListWords();
  if (data.list === "traders") return <TraderList query={data.query} page={data.page} href={(r) => editHref("traders", r)} testId="catalogue-records" />;
  // A brand asked for that is not in the catalogue's list is still shown as chosen.
  const chosen = data.query.filters.brand;
  const brand: ListField = { name: "brand", label: t.brand, choices: pairs(chosen && !data.brands.includes(chosen) ? [chosen, ...data.brands] : data.brands) };
  if (data.list === "models") {
    const rows = data.page.rows.map((m, i) => ({
      key: `${m.brandName}|${m.name}`,
      title: `${m.brandName} ${m.name}`,
      href: editHref("models", m),
      cells: [data.summaries[i] ?? ""],
    }));
    return (
      <ConsoleList query={data.query} page={data.page} searchLabel={t.findModel} fields={[brand, { name: "type", label: t.type, choices: pairs(data.types) }]}>
        <ListRows rows={rows} testId="catalogue-records" />
      </ConsoleList>
    );
  }
  const rows = data.page.rows.map((p, i) => ({
    key: `${p.brandName}|${p.name}|${p.cityName}`,
    title: `${p.brandName} ${p.name}`,
    href: editHref("prices", p),
    cells: [p.cityName, data.summaries[i] ?? ""],
  }));
  return (
    <ConsoleList query={data.query} page={data.page} searchLabel={t.findPrice} fields={[brand, { name: "town", label: t.town }]}>
      <ListRows rows={rows} testId="catalogue-records" />
    </ConsoleList>
  );
}
