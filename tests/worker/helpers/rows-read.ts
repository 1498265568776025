import { env } from "cloudflare:workers";
import { contract, type OriginGetCallName } from "#app/shared/contract";
import { originGet } from "#worker/origin";

// The rows D1 read (`meta.rows_read`) beside the rows it returned, statement by statement: how the
// tests hold a page to reading what it shows plus one page (docs/decisions/133).

export type Noted = { sql: string; returned: number; read: number };

/** A D1Database whose statements note the rows each returned and the rows D1 read for it. */
export function metered(db: D1Database, noted: Noted[]): D1Database {
  const statement = (s: D1PreparedStatement, sql: string): D1PreparedStatement =>
    ({
      bind: (...params: unknown[]) => statement(s.bind(...params), sql),
      all: async <T,>() => {
        const result = await s.all<T>();
        noted.push({ sql, returned: result.results.length, read: result.meta.rows_read });
        return result;
      },
    }) as unknown as D1PreparedStatement;
  return { prepare: (sql: string) => statement(db.prepare(sql), sql) } as unknown as D1Database;
}

/** One origin call answered by the embedded origin from D1: its rows and the rows D1 read for them. */
export async function originRowsRead(call: OriginGetCallName, params: unknown): Promise<{ rows: unknown[]; read: number }> {
  const noted: Noted[] = [];
  const answer = originGet[call] as unknown as (db: D1Database, query: unknown) => Promise<unknown[]>;
  const rows = await answer(metered(env.DB, noted), contract[call].query.parse(params));
  return { rows, read: noted.reduce((sum, n) => sum + n.read, 0) };
}
