import Papa from "papaparse";
import { csvDocument } from "../../leads/rules/csv";
import { echoed } from "../../../shared/rules/echo";
import { type CatalogueEntity, type CatalogueItem, type Field, catalogueEntities, fieldsOf } from "../../catalogue/rules/entities";

// Catalogue records as CSV: a header row of the spec's field names, one row
// per record. Whole numbers as digits, flags as true/false, lists as JSON. Parsing is Papa Parse
// (RFC 4180: quoted cells with commas, quotes and line breaks); the cells a spreadsheet would run
// as a formula are written with a leading apostrophe (app/features/leads/rules/csv.ts), which reading
// removes again, so an exported file imports as exactly what was exported.

/** row: the record's row in a spreadsheet (the header is row 1); width: how many cells it has. */
export type CsvRecord = { row: number; cells: Record<string, string>; width: number };
/**
 * Why a whole file is refused, by message key with its figures, so the console words it in the
 * operator's language (`fields`: storage names, worded as the file's columns); `message` is the
 * API's English.
 */
export type FileProblemKey = "notUtf8" | "notUtf8Header" | "notUtf8File" | "quote" | "empty" | "unknownColumns" | "repeatedColumn" | "missingColumns" | "tooManyRows" | "tooManyChanges";
export type FileProblem = { key: FileProblemKey; values: Record<string, string | number>; fields?: string[] };
export type FileRefusal = { ok: false; message: string; problem: FileProblem };

export type ParsedCsv = { ok: true; columns: string[]; records: CsvRecord[] } | FileRefusal;

/** A file's bytes as text, or why not: a file that is not UTF-8 is refused, naming its first bad row. */
export type DecodedCsv = { ok: true; text: string } | FileRefusal;

const refused = (message: string, key: FileProblemKey, values: FileProblem["values"] = {}, fields?: string[]): FileRefusal => ({
  ok: false,
  message,
  problem: fields ? { key, values, fields } : { key, values },
});

const LF = 0x0a;

/**
 * Decodes an uploaded file as UTF-8, strictly: a lenient decoder would turn each bad byte into "�"
 * and import it without a word. The first bad row is found line by line (a line feed is never
 * part of a multi-byte character), then counted as Papa Parse counts rows, so a quoted cell
 * spanning lines does not shift it.
 */
export function decodeCsvFile(bytes: Uint8Array): DecodedCsv {
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // found below
  }
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let start = 0;
  while (start <= bytes.length) {
    const end = bytes.indexOf(LF, start);
    const stop = end === -1 ? bytes.length : end + 1;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      if (start === 0 && end === -1) break; // no line feed at all: the bad byte is somewhere in "the file"
      const before = new TextDecoder("utf-8").decode(bytes.subarray(0, start));
      const row = start === 0 ? 1 : Papa.parse<string[]>(before, { header: false, skipEmptyLines: false, delimiter: "," }).data.length;
      const where = row === 1 ? "The first row (the column names)" : `Row ${row}`;
      const message = `${where} is not UTF-8 text: save the file as "CSV UTF-8" and import it again. Nothing was imported.`;
      return row === 1 ? refused(message, "notUtf8Header") : refused(message, "notUtf8", { row });
    }
    start = stop;
    if (end === -1) break;
  }
  return refused(`The file is not UTF-8 text: save it as "CSV UTF-8" and import it again. Nothing was imported.`, "notUtf8File");
}

/** A cell the export guarded against formula injection: the apostrophe is not part of the value. */
const GUARDED = /^'[=+\-@\t\r]/;
const unguard = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell);

/** How a header cell is compared with a column's other spellings: whatever the case, spacing or Unicode form. */
export const headerKey = (cell: string) => cell.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The records of a file. `aliases` maps other spellings of a column (by `headerKey`) to its
 * field: the console's plain column names (app/features/console/import-columns.ts); the storage names are
 * always understood.
 */
export function parseCatalogueCsv(entity: CatalogueEntity, text: string, aliases: ReadonlyMap<string, string> = new Map()): ParsedCsv {
  // The export's delimiter, named: Papa Parse otherwise guesses it from the first rows, and text
  // with semicolons (Hindi intros use them) made it guess ";" and read the header as one column.
  const { data, errors } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: false, delimiter: "," });
  const quoteError = errors.find((e) => e.type === "Quotes");
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    return refused(`Row ${row}: a quoted cell is not closed`, "quote", { row });
  }
  const [header, ...rows] = data;
  if (!header || header.every((h) => h.trim() === "")) return refused("The file is empty: the first row must name the columns", "empty");
  const known = new Set(fieldsOf(entity).map((f) => f.name));
  const written = header.map((h) => h.trim());
  const columns = written.map((h) => (known.has(h) ? h : (aliases.get(headerKey(h)) ?? h)));
  const unknown = written.filter((_, i) => !known.has(columns[i]!));
  if (unknown.length) {
    const names = unknown.map((c) => `"${echoed(c)}"`).join(", ");
    return refused(`Unknown column ${names}: columns are named as the spec's fields (${[...known].join(", ")}) or as the template names them`, "unknownColumns", { columns: names });
  }
  const repeatedAt = columns.findIndex((c, i) => columns.indexOf(c) !== i);
  if (repeatedAt !== -1) return refused(`Column "${echoed(written[repeatedAt]!)}" appears twice`, "repeatedColumn", {}, [columns[repeatedAt]!]);
  const missing = catalogueEntities[entity].key.filter((k) => !columns.includes(k));
  if (missing.length) return refused(`Missing column ${missing.map((c) => `"${c}"`).join(", ")}: it names the record`, "missingColumns", {}, missing);
  const records: CsvRecord[] = [];
  rows.forEach((cells, i) => {
    // a blank line (often the last) is no record
    if (cells.length === 1 && cells[0]!.trim() === "") return;
    const row = i + 2;
    const record: Record<string, string> = {};
    columns.forEach((column, c) => {
      if (c < cells.length) record[column] = unguard(cells[c]!);
    });
    records.push({ row, cells: record, width: cells.length });
  });
  return { ok: true, columns, records };
}

/** A cell's value as the schema reads it; a cell it cannot read is passed on for the schema to refuse. */
export function cellValue(field: Field, cell: string): unknown {
  const trimmed = cell.trim();
  switch (field.kind) {
    case "integer":
      return trimmed === "" ? undefined : /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : cell;
    case "boolean": {
      const word = trimmed.toLowerCase();
      if (word === "") return undefined;
      // the console's own words for a flag, in English and Hindi, read as well as true and false
      if (["true", "1", "yes", "हाँ", "हां"].includes(word)) return true;
      if (["false", "0", "no", "नहीं"].includes(word)) return false;
      return cell;
    }
    case "list":
      if (trimmed === "") return undefined;
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return cell;
      }
    default:
      return cell;
  }
}

/** A value as its cell. */
export function cellOf(field: Field, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field.kind === "boolean") return value ? "true" : "false";
  if (field.kind === "list") return JSON.stringify(value);
  return String(value);
}

/** The fields a record's cells give (a cell left out of the file leaves its field out). */
export function recordValues(entity: CatalogueEntity, record: CsvRecord): CatalogueItem {
  const values: CatalogueItem = {};
  for (const field of fieldsOf(entity)) {
    if (field.name in record.cells) values[field.name] = cellValue(field, record.cells[field.name]!);
  }
  return values;
}

export function catalogueCsv(entity: CatalogueEntity, items: readonly CatalogueItem[]): string {
  const fields = fieldsOf(entity);
  return csvDocument([fields.map((f) => f.name), ...items.map((item) => fields.map((f) => cellOf(f, item[f.name])))]);
}
