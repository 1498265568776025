import { ConsoleList, ListRows } from "#app/features/console/components/lists/console-list";
import type { PictureWords } from "#app/features/console/components/pictures/messages";
import type { ListPage, ListQuery } from "#app/features/console/rules/list-query";
import type { LIST_FILTERS, PictureRow } from "#app/features/console/rules/lists";
import { fill } from "#app/shared/i18n/use-messages";

// The pictures page's list (decision 126): every model, brand and trader, searchable and paged,
// each saying how many photos it has; a row opens its gallery.

/** A list row's address: its gallery chosen, the list's search, filters and page kept. */
function chooseHref(kept: Record<string, string>, row: PictureRow) {
  const query = new URLSearchParams(Object.entries(kept).filter(([, v]) => v));
  const target =
    row.kind === "trader"
      ? { trader: row.name }
      : row.kind === "model"
        ? { brand: row.brandName, model: row.name }
        : { brand: row.brandName };
  for (const [name, value] of Object.entries(target)) query.set(name, value);
  return `?${query}`;
}

type Props = { query: ListQuery<(typeof LIST_FILTERS)["pictures"]>; page: ListPage<PictureRow>; w: PictureWords };

export function PictureTargets({ query, page, w }: Props) {
  const kept = { q: query.q, photo: query.filters.photo, kind: query.filters.kind, page: query.page > 1 ? String(query.page) : "" };
  const rows = page.rows.map((p) => ({
    key: `${p.kind}:${p.key}`,
    title: p.kind === "model" ? `${p.brandName} ${p.name}` : `${p.brandName} (${w.rowKinds[p.kind]})`,
    href: chooseHref(kept, p),
    cells: [p.photos > 1 ? fill(w.has, { n: p.photos }) : p.photos || p.version ? w.hasOne : w.none],
  }));
  const kinds = (["model", "brand", "trader"] as const).map((k) => [k, w.kinds[k]] as const);
  return (
    <ConsoleList
      query={query}
      page={page}
      searchLabel={w.find}
      fields={[
        { name: "photo", label: w.photo, choices: [["has", w.hasOne], ["lacks", w.none]] },
        { name: "kind", label: w.kind, choices: kinds },
      ]}
    >
      <ListRows rows={rows} testId="picture-targets" />
    </ConsoleList>
  );
}
