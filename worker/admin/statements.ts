import { type BilledLead, type MonthStatement, type StatementTrader, DEFAULT_TERMS, monthRange, monthStatement } from "#app/domain/billing/statement";
import { leadModel } from "#app/domain/leads/lead";
import type { TraderType } from "#app/domain/leads/identity";
import { allTerms } from "./traders";

// A month's statement from the ledger (issue 17, point 3): the billable leads received in the
// IST month, each trader's terms (D1 trader_terms) and the time of its first lead (for a
// manufacturer's two free weeks); the rules are app/domain/billing/statement.ts.

type Row = {
  id: string; receivedAt: number; cityName: string; brandName: string; modelName: string; catalogueBrand: string; catalogueModel: string;
  traderTName: string; traderName: string; traderType: TraderType | "";
};

export async function statementOf(db: D1Database, month: string): Promise<MonthStatement | null> {
  const range = monthRange(month);
  if (!range) return null;
  const [{ results: leads }, terms] = await Promise.all([
    db
      .prepare(
        `SELECT id, receivedAt, cityName, brandName, modelName, catalogueBrand, catalogueModel, traderTName, traderName, traderType
         FROM lead WHERE billable = 1 AND traderTName <> '' AND receivedAt >= ?1 AND receivedAt < ?2 ORDER BY receivedAt`,
      )
      .bind(range.start, range.end)
      .all<Row>(),
    allTerms(db),
  ]);
  const byTrader = new Map<string, { first: Row; leads: BilledLead[] }>();
  for (const row of leads) {
    const entry = byTrader.get(row.traderTName) ?? { first: row, leads: [] };
    entry.leads.push({ id: row.id, receivedAt: row.receivedAt, model: leadModel(row), cityName: row.cityName });
    byTrader.set(row.traderTName, entry);
  }
  const { results: firsts } = await db
    .prepare(
      `SELECT traderTName, MIN(receivedAt) AS firstLeadAt FROM lead
       WHERE traderTName IN (SELECT value FROM json_each(?1)) AND originState <> 'refused' GROUP BY traderTName`,
    )
    .bind(JSON.stringify([...byTrader.keys()]))
    .all<{ traderTName: string; firstLeadAt: number }>();
  const firstLead = new Map(firsts.map((f) => [f.traderTName, f.firstLeadAt]));
  const traders: StatementTrader[] = [...byTrader].map(([tName, { first, leads }]) => ({
    tName,
    traderName: first.traderName,
    traderType: first.traderType,
    terms: terms.get(tName) ?? DEFAULT_TERMS,
    firstLeadAt: firstLead.get(tName) ?? null,
    leads,
  }));
  return monthStatement(month, traders);
}
