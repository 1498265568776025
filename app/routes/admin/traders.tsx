import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ConsoleList, ListRows } from "#app/components/console/lists/console-list";
import { listWords as t } from "#app/components/console/lists/messages";
import { readListQuery } from "#app/domain/console/list-query";
import { LIST_FILTERS } from "#app/domain/console/lists";
import type { Route } from "./+types/traders";

// Every dealer and manufacturer of the catalogue, a page of compact rows at a time (name, kind,
// town, activated), searched by name and narrowed by kind, town and whether it is activated; each
// opens its page, where the operator manages it (docs/decisions/126).

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, LIST_FILTERS.traders);
  return { query, page: await context.get(consoleContext).lists.traders(query) };
}

const KINDS = LIST_FILTERS.traders.kind.map((k) => [k, t[k]] as const);
const ACTIVATED = [["yes", t.yes], ["no", t.no]] as const;

export default function Traders({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  const rows = page.rows.map((r) => ({
    key: `${r.traderType}:${r.tName}`,
    title: r.traderName,
    href: `/admin/traders/${encodeURIComponent(r.tName)}`,
    cells: [r.traderType === "Manufacturer" ? t.Manufacturer : t.Dealer, r.cityName, `${t.activated}: ${r.activated ? t.yes : t.no}`],
  }));
  return (
    <section aria-labelledby="traders-title">
      <h1 id="traders-title">Dealers and manufacturers</h1>
      <ConsoleList
        query={query}
        page={page}
        searchLabel={t.findTrader}
        fields={[
          { name: "kind", label: t.kind, choices: KINDS },
          { name: "town", label: t.town },
          { name: "activated", label: t.activated, choices: ACTIVATED },
        ]}
      >
        <ListRows rows={rows} testId="console-traders" />
      </ConsoleList>
    </section>
  );
}

export function meta() {
  return consoleMeta("Traders");
}
