// Lists that grow with the catalogue (every brand, a state's towns) are read and shown one page
// at a time, A to Z from a name (docs/decisions/136): `?from=` is where a page starts, a plain
// link a buyer and a crawler both follow. Each page reads one page of rows and one more, which
// names where the next page starts.

/** The names a page of an A–Z list shows (the bounded-reads rule's page). */
export const LIST_PAGE = 50;

/** The letters a paged A–Z list offers as places to start. */
export const PAGE_LETTERS: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** `?from=` as the lists take it: trimmed, at most 120 characters; none is "" (the first page). */
export function readPageStart(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, 120);
}

/**
 * Where a page asked from `from` (whose first name is `first`) belongs: null when its address is
 * already its own; else the `from` to send the visitor to. One address per page, so a link naming
 * any letters between two names cannot make a new page: only the first page (""), a letter
 * (`?from=M`) and each name that starts a page it leads to.
 */
export function pageStartFor(from: string, first: string | undefined): string | null {
  if (from === "") return null;
  if (first === undefined) return "";
  if (PAGE_LETTERS.includes(from)) return null;
  return first === from ? null : first;
}

/** A page's items and where the next page starts (the one row read beyond the page), or null. */
export function pageOf<T>(rows: readonly T[], nameOf: (row: T) => string): { items: T[]; next: string | null } {
  const beyond = rows[LIST_PAGE];
  return { items: rows.slice(0, LIST_PAGE), next: beyond === undefined ? null : nameOf(beyond) };
}

/** The query of a page starting at `from` ("" is the first page, no parameter). */
export function pageStartQuery(from: string, rest: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...rest, ...(from ? { from } : {}) });
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The models of a type a tool's form lists (the subsidy check, the battery chooser), the most
 * popular first: more than any type the tools cover has on the sample (26 scooters, 22
 * e-rickshaws), and a size the answer cache fetches whole (a power of two: count-sizes.ts). Each
 * is read as a whole record, cleaned of unsafe HTML whenever it comes from the origin, so a
 * form's work grows with their number (docs/decisions/140).
 */
export const FORM_MODELS = 32;
