// Turns generated rows into INSERT OR REPLACE statements for D1.
// Values are written as literals (not bound parameters) because D1 allows at most 100 bound
// parameters per statement; a literal statement only has to stay under D1's 100 KB limit.

export type SqlValue = string | number | boolean | readonly unknown[] | Record<string, unknown>;
export type Row = Record<string, SqlValue>;

/** One SQL literal. Lists and objects are stored as JSON text, booleans as 0/1. */
export function literal(value: SqlValue): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** Statements are kept well below D1's 100 KB so that a long row never tips one over. */
export const MAX_STATEMENT_BYTES = 60_000;
const MAX_ROWS_PER_STATEMENT = 200;

/** UTF-8 length of a string (computed by hand: TextEncoder is not in every lib this is typed against). */
function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * Multi-row INSERT OR REPLACE statements for one table. Every table of the catalogue has a
 * primary key, so running the statements twice leaves the same rows. `IGNORE` keeps the rows
 * already there instead (sample settings an operator may have changed).
 */
export function insertStatements(table: string, columns: readonly string[], rows: readonly Row[], conflict: "REPLACE" | "IGNORE" = "REPLACE"): string[] {
  const head = `INSERT OR ${conflict} INTO ${table} (${columns.join(", ")}) VALUES\n`;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = utf8Length(head);
  const flush = () => {
    if (tuples.length > 0) statements.push(head + tuples.join(",\n"));
    tuples = [];
    bytes = utf8Length(head);
  };
  for (const row of rows) {
    const tuple = `(${columns.map((c) => {
      const v = row[c];
      if (v === undefined) throw new Error(`${table}: row without column ${c}`);
      return literal(v);
    }).join(", ")})`;
    const size = utf8Length(tuple) + 2;
    if (size + bytes > MAX_STATEMENT_BYTES && tuples.length > 0) flush();
    if (size + bytes > MAX_STATEMENT_BYTES) throw new Error(`${table}: one row is too large (${size} bytes)`);
    tuples.push(tuple);
    bytes += size;
    if (tuples.length >= MAX_ROWS_PER_STATEMENT) flush();
  }
  flush();
  return statements;
}
