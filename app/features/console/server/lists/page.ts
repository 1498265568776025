import { type ListPage, containsPattern, pageSpan } from "#app/features/console/rules/list-query";

// One page of a console list from D1 (docs/decisions/126): the count of the matching rows and the
// page's rows, in one batch, with LIMIT and OFFSET — the Worker never holds more than a page.
// Every list states its table, columns, conditions and order; the values go in as parameters.

export type PageSpec = {
  /** A table, or a subquery with its alias. */
  from: string;
  columns: string;
  /** Conditions joined with AND, each with its own `?` parameters, in `binds`' order. */
  where: string[];
  binds: unknown[];
  order: string;
};

/** The statements of a page: what the test explains and what the list runs. */
export function pageSql(spec: PageSpec) {
  const where = spec.where.length ? ` WHERE ${spec.where.join(" AND ")}` : "";
  return {
    count: `SELECT COUNT(*) AS n FROM ${spec.from}${where}`,
    rows: `SELECT ${spec.columns} FROM ${spec.from}${where} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
  };
}

export async function pageRows<T>(db: D1Database, spec: PageSpec, page: number): Promise<ListPage<T>> {
  const { count, rows } = pageSql(spec);
  const { limit, offset } = pageSpan(page);
  const [counted, found] = await db.batch([db.prepare(count).bind(...spec.binds), db.prepare(rows).bind(...spec.binds, limit, offset)]);
  return { rows: (found?.results ?? []) as T[], total: Number((counted?.results[0] as { n: number } | undefined)?.n ?? 0), page };
}

/** A condition: the column contains the search, any case (LIKE; the pattern escapes its wildcards). */
export const containing = (column: string) => `${column} LIKE ? ESCAPE '\\'`;

/** A condition of a list and its values (the value itself unless named): used when the value is given. */
export type Narrowing = readonly [value: string, condition: string, binds?: readonly unknown[]];

/** The search `q` anywhere in the text of `columns`. */
export const searching = (q: string, columns: string): Narrowing => [q, containing(columns), [containsPattern(q)]];

/** A list's page spec: its table, columns and order, and the conditions whose value is given. */
export function listSpec(base: Pick<PageSpec, "from" | "columns" | "order">, narrowings: readonly Narrowing[]): PageSpec {
  const spec: PageSpec = { ...base, where: [], binds: [] };
  for (const [value, condition, binds = [value]] of narrowings) {
    if (!value) continue;
    spec.where.push(condition);
    spec.binds.push(...binds);
  }
  return spec;
}
