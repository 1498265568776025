import type { ListPage, QueryOf, TraderRow } from "#app/features/console/rules/lists";
import { LIST_FILTERS } from "#app/features/console/rules/lists";
import { ConsoleList, ListRows } from "./console-list";
import { useListWords } from "#app/features/console/use-console-words";

// Dealers and manufacturers as compact rows (name, kind, town, activated), searched by name and
// narrowed by kind, town and activation (docs/decisions/126). The traders page opens a trader's
// console page from a row; the catalogue's list opens its record.


type Props = {
  query: QueryOf<"traders">;
  page: ListPage<TraderRow>;
  href: (row: TraderRow) => string;
  testId: string;
  /** A last cell of the row where the page has one (the traders page: the median time to first contact). */
  more?: (row: TraderRow) => string | null;
};

export function TraderList({ query, page, href, testId, more }: Props) {
  const t = useListWords();
  const fields = [
    { name: "kind", label: t.kind, choices: LIST_FILTERS.traders.kind.map((k) => [k, t[k]] as const) },
    { name: "town", label: t.town },
    { name: "activated", label: t.activated, choices: [["yes", t.yes], ["no", t.no]] as const },
  ];
  const rows = page.rows.map((r) => ({
    key: `${r.traderType}:${r.tName}`,
    title: r.traderName,
    href: href(r),
    cells: [r.traderType === "Manufacturer" ? t.Manufacturer : t.Dealer, r.cityName, `${t.activated}: ${r.activated ? t.yes : t.no}`, more?.(r) ?? null].filter(
      (cell): cell is string => cell !== null,
    ),
  }));
  return (
    <ConsoleList query={query} page={page} searchLabel={t.findTrader} fields={fields}>
      <ListRows rows={rows} testId={testId} />
    </ConsoleList>
  );
}
