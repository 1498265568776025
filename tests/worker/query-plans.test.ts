import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { contract, type OriginGetCallName } from "#app/shared/contract";
import { originGet } from "#worker/origin";
import { SAMPLE_PARAMS, sampleTables } from "../../seed";
import { DERIVED_TABLES } from "../../seed/reset";

// Every D1 query a page makes uses an index (docs/decisions/127), so a page costs the same on a
// catalogue a hundred times the sample. Each contract call the embedded origin answers is run
// with the sample's parameters; every statement it sends D1 is planned by SQLite (EXPLAIN QUERY
// PLAN, the plan of the statement as bound), and a step that reads a catalogue table whole fails.

type Statement = { sql: string; params: unknown[] };
type PlanRow = { id: number; parent: number; detail: string };

/** The tables a seed fills: the catalogue, which grows with it, and what is kept from it (trader_brand). */
const CATALOGUE_TABLES = new Set([...Object.keys(sampleTables()), ...DERIVED_TABLES]);

/** Catalogue tables small and fixed enough to be read whole, and why. */
const READ_WHOLE: Record<string, string> = {
  vehicle_type: "the spec's 14 types and the 2 the lists leave out: fixed, not data that grows",
  subsidy_rule: "a few dozen purchase-incentive rules, read whole and evaluated by the page (docs/decisions/117)",
};

/** Calls whose answer is every row of a table (or every value of a column of it), and why. */
const WHOLE_LISTS: Partial<Record<OriginGetCallName, string>> = {
  getBrand: "every brand, A to Z (the brand index page)",
  getCity: "every town with its district and state (the town picker)",
};

/** The calls answered without SQL, and why. */
const NO_SQL: Partial<Record<OriginGetCallName, string>> = {
  getTypeByName: "the spec's fixed type-name table, in code",
};

/** A D1Database that runs every statement on `db` and notes it with the parameters it was bound to. */
function noting(db: D1Database, noted: Statement[]): D1Database {
  const method = (target: object, key: PropertyKey) => {
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const statement = (target: D1PreparedStatement, entry: Statement): D1PreparedStatement =>
    new Proxy(target, {
      get: (t, key) =>
        key === "bind"
          ? (...params: unknown[]) => {
              entry.params = params;
              return statement(t.bind(...params), entry);
            }
          : method(t, key),
    });
  return new Proxy(db, {
    get: (t, key) =>
      key === "prepare"
        ? (sql: string) => {
            const entry: Statement = { sql, params: [] };
            noted.push(entry);
            return statement(t.prepare(sql), entry);
          }
        : method(t, key),
  });
}

async function planOf({ sql, params }: Statement): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<PlanRow>();
  return results;
}

const NOT_ALIASES = new Set(["where", "on", "left", "join", "inner", "order", "group", "limit", "using", "natural", "cross"]);

/** alias → table, for the FROM and JOIN clauses of a statement. */
function aliasesOf(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, table = "", alias] of sql.matchAll(/\b(?:FROM|JOIN)\s+([A-Za-z_]+)(?:\s+(?:AS\s+)?([A-Za-z_]+))?/gi)) {
    aliases.set(table, table);
    if (alias && !NOT_ALIASES.has(alias.toLowerCase())) aliases.set(alias, table);
  }
  return aliases;
}

/**
 * The steps of a plan that read a catalogue table whole. A SEARCH reads what an index finds; a
 * SCAN reads every row (through an index or not) and is allowed only for a table read whole on
 * purpose, a call whose answer is the whole list, or an index read in the order asked for that
 * stops at the statement's LIMIT (no sort step: nothing after the limit is read).
 */
function wholeTableReads(call: OriginGetCallName, statement: Statement, plan: readonly PlanRow[]): string[] {
  const aliases = aliasesOf(statement.sql);
  const sorted = plan.some((row) => /USE TEMP B-TREE FOR .*ORDER BY/.test(row.detail));
  const limited = /\bLIMIT\b/i.test(statement.sql);
  return plan.flatMap(({ detail }) => {
    const scan = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(detail);
    if (!scan) return [];
    const table = aliases.get(scan[1] ?? "") ?? scan[1] ?? "";
    if (!CATALOGUE_TABLES.has(table) || READ_WHOLE[table] || WHOLE_LISTS[call]) return [];
    const inIndexOrder = /USING (?:COVERING )?INDEX/.test(scan[3] ?? "");
    return inIndexOrder && limited && !sorted ? [] : [`${call}: ${detail}`];
  });
}

async function statementsOf<N extends OriginGetCallName>(call: N): Promise<Statement[]> {
  const noted: Statement[] = [];
  const query = contract[call].query.parse(SAMPLE_PARAMS[call]);
  const answer = originGet[call] as unknown as (db: D1Database, query: unknown) => Promise<unknown[]>;
  await answer(noting(env.DB, noted), query);
  return noted;
}

const CALLS = Object.keys(originGet) as OriginGetCallName[];
const SQL_CALLS = CALLS.filter((call) => !NO_SQL[call]);

test.each(SQL_CALLS)("%s reads the catalogue through its indexes", async (call) => {
  const statements = await statementsOf(call);
  expect(statements.length, `${call} sent D1 no statement`).toBeGreaterThan(0);
  const reads: string[] = [];
  for (const statement of statements) reads.push(...wholeTableReads(call, statement, await planOf(statement)));
  expect(reads, statements.map((s) => s.sql).join("\n---\n")).toEqual([]);
});

test("the calls said to answer without SQL send D1 nothing", async () => {
  for (const call of CALLS.filter((c) => NO_SQL[c])) expect(await statementsOf(call), call).toEqual([]);
});

test("the check fails a lookup without an index, and one whose only index is in another collation", async () => {
  const noIndex = { sql: "SELECT tName FROM trader t WHERE t.about = ?1", params: ["x"] };
  expect(wholeTableReads("getTraderByCity", noIndex, await planOf(noIndex))).toEqual([expect.stringMatching(/^getTraderByCity: SCAN t\b|^getTraderByCity: SCAN trader\b/)]);
  // area's primary key compares town names exactly (BINARY): it cannot answer a NOCASE comparison
  // (city's has had an index in the collation since migration 0019)
  const otherCollation = { sql: "SELECT areaName FROM area WHERE cityName = ?1 COLLATE NOCASE", params: ["noida"] };
  expect(wholeTableReads("getArea", otherCollation, await planOf(otherCollation))).toHaveLength(1);
});

test("the check fails a read in an order no index gives, even under a LIMIT; a whole list may scan", async () => {
  const sortedScan = { sql: "SELECT name FROM product ORDER BY speed LIMIT ?1", params: [6] };
  expect(wholeTableReads("getModelByType", sortedScan, await planOf(sortedScan))).toHaveLength(1);
  const indexOrder = { sql: "SELECT brandName FROM brand ORDER BY popularity DESC, brandName COLLATE NOCASE LIMIT ?1", params: [6] };
  expect(wholeTableReads("getBrandByOrder", indexOrder, await planOf(indexOrder))).toEqual([]);
  const everyTown = { sql: "SELECT cityName FROM city", params: [] };
  expect(wholeTableReads("getCity", everyTown, await planOf(everyTown))).toEqual([]);
});
