import { Notice } from "#app/features/console/components/notice";
import { MAX_FILTER, MAX_SEARCH, type ListPage, type ListQuery, PAGE_SIZE, pageCount, pageHref } from "#app/features/console/rules/list-query";
import { fill } from "#app/shared/i18n/use-messages";
import { useListWords } from "#app/features/console/use-console-words";

// Every console list (docs/decisions/126): a GET form with a search box and the list's filters —
// it works without JavaScript and its address can be shared — the count, the page's rows, and
// previous/next links that keep the query. The rows are the caller's.

type Choice = readonly [value: string, label: string];
/** A filter of the form: a choice of values (a select, "any" first) or a name typed. */
export type ListField = { name: string; label: string; choices?: readonly Choice[] };

type Props = {
  query: ListQuery;
  page: Omit<ListPage<unknown>, "rows"> & { rows: readonly unknown[] };
  searchLabel: string;
  fields: readonly ListField[];
  children: React.ReactNode;
};

export function ConsoleList({ query, page, searchLabel, fields, children }: Props) {
  const t = useListWords();
  const pages = pageCount(page.total);
  const from = (query.page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <ListForm query={query} searchLabel={searchLabel} fields={fields} />
      {query.problem ? <Notice tone="error" message={fill(t.searchTooLong, { max: MAX_SEARCH })} /> : null}
      <p className="muted" data-testid="list-count">
        {page.rows.length ? fill(t.counted, { from, to: from + page.rows.length - 1, total: page.total }) : page.total ? fill(t.pastEnd, { page: query.page, pages }) : t.none}
      </p>
      {page.rows.length ? children : null}
      {pages > 1 || query.page > 1 ? <Pager query={query} pages={pages} /> : null}
    </>
  );
}

function ListForm({ query, searchLabel, fields }: Pick<Props, "query" | "searchLabel" | "fields">) {
  const t = useListWords();
  const narrowed = Boolean(query.q) || Object.values(query.filters).some(Boolean);
  return (
    <form method="get" className="console-card console-filters" role="search" aria-label={t.filters}>
      <label className="console-field console-field--wide">
        <span>{searchLabel}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={MAX_SEARCH} autoComplete="off" />
      </label>
      {fields.map((field) => (
        <label key={field.name} className="console-field">
          <span>{field.label}</span>
          {field.choices ? (
            <select name={field.name} defaultValue={query.filters[field.name] ?? ""}>
              <option value="">{t.any}</option>
              {field.choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          ) : (
            <input type="text" name={field.name} defaultValue={query.filters[field.name] ?? ""} maxLength={MAX_FILTER} autoComplete="off" />
          )}
        </label>
      ))}
      <div className="console-actions">
        <button type="submit" className="button">
          {t.show}
        </button>
        {narrowed ? (
          <a className="button button-secondary" href="?">
            {t.clear}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** Previous and next links of a list, keeping its query. */
export function Pager({ query, pages }: { query: ListQuery; pages: number }) {
  const t = useListWords();
  const previous = Math.min(query.page - 1, pages);
  return (
    <nav className="console-pager" aria-label={t.pager}>
      {query.page > 1 ? (
        <a className="button button-secondary" rel="prev" href={pageHref(query, previous)}>
          {t.previous}
        </a>
      ) : null}
      <span>{fill(t.pageOf, { page: query.page, pages })}</span>
      {query.page < pages ? (
        <a className="button button-secondary" rel="next" href={pageHref(query, query.page + 1)}>
          {t.next}
        </a>
      ) : null}
    </nav>
  );
}

/** A compact row: its name (a link when it opens something) and its few facts. */
export type ListRow = { key: string; title: string; href?: string; cells: readonly string[] };

export function ListRows({ rows, testId }: { rows: readonly ListRow[]; testId: string }) {
  return (
    <ul className={`console-rows console-rows--${Math.min(3, rows[0]?.cells.length ?? 3)}`} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className="console-row">
          {row.href ? (
            <a className="console-row__title" href={row.href}>
              {row.title}
            </a>
          ) : (
            <span className="console-row__title">{row.title}</span>
          )}
          {row.cells.map((cell, i) => (
            <span key={i} className="console-row__cell">
              {cell}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
