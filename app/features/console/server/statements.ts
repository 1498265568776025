import type { LeadDispute } from "#app/features/leads/billing/statement";
import { type BilledLead, type MonthStatement, type StatementTrader, DEFAULT_TERMS, monthRange, monthStatement } from "#app/features/leads/billing/statement";
import { leadModel } from "#app/features/leads/rules/lead";
import type { TraderType } from "#app/features/leads/rules/identity";
import { allTerms } from "./traders";

// A month's statement from the ledger (docs/decisions/111): the billable leads
// received in the IST month with their disputes, the billable leads of earlier months whose
// dispute was accepted in it (credits), each trader's verified leads of the month and those of
// them free as a repeated ask (docs/decisions/163), its terms (D1
// trader_terms) and the time of its first lead (for a manufacturer's two free weeks). The rules
// — what leaves a statement, what is a credit — are app/features/leads/billing/statement.ts.

type Row = {
  id: string; receivedAt: number; cityName: string; brandName: string; modelName: string; catalogueBrand: string; catalogueModel: string;
  traderTName: string; traderName: string; traderType: TraderType | "";
  disputeState: LeadDispute["state"] | null; disputeReason: LeadDispute["reason"] | null; decidedAt: number | null;
};

const LEAD_COLUMNS = `l.id, l.receivedAt, l.cityName, l.brandName, l.modelName, l.catalogueBrand, l.catalogueModel,
  l.traderTName, l.traderName, l.traderType, d.state AS disputeState, d.reason AS disputeReason, d.decidedAt`;

const billedLead = (row: Row): BilledLead => ({
  id: row.id,
  receivedAt: row.receivedAt,
  model: leadModel(row),
  cityName: row.cityName,
  dispute: row.disputeState && row.disputeReason ? { state: row.disputeState, reason: row.disputeReason, decidedAt: row.decidedAt } : null,
});

type Entry = { traderName: string; traderType: TraderType | ""; leads: BilledLead[]; credits: BilledLead[]; verified: number; repeats: BilledLead[] };

export async function statementOf(db: D1Database, month: string, now = Date.now()): Promise<MonthStatement | null> {
  const range = monthRange(month);
  if (!range) return null;
  const [leads, credits, verified, repeats] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${LEAD_COLUMNS} FROM lead l LEFT JOIN lead_dispute d ON d.leadId = l.id
         WHERE l.billable = 1 AND l.traderTName <> '' AND l.receivedAt >= ?1 AND l.receivedAt < ?2 ORDER BY l.receivedAt`,
      )
      .bind(range.start, range.end),
    db
      .prepare(
        `SELECT ${LEAD_COLUMNS} FROM lead_dispute d JOIN lead l ON l.id = d.leadId
         WHERE d.state = 'accepted' AND d.decidedAt >= ?1 AND d.decidedAt < ?2 AND l.receivedAt < ?1 AND l.billable = 1 AND l.traderTName <> ''`,
      )
      .bind(range.start, range.end),
    db
      .prepare(
        `SELECT traderTName, MIN(traderName) AS traderName, MIN(traderType) AS traderType, COUNT(*) AS n FROM lead
         WHERE verifiedAt IS NOT NULL AND traderTName <> '' AND originState <> 'refused' AND receivedAt >= ?1 AND receivedAt < ?2
         GROUP BY traderTName`,
      )
      .bind(range.start, range.end),
    // Verified, would have billed, but the buyer's same ask of the trader was charged already (docs/decisions/163).
    db
      .prepare(
        `SELECT ${LEAD_COLUMNS} FROM lead l LEFT JOIN lead_dispute d ON d.leadId = l.id
         WHERE l.verifiedAt IS NOT NULL AND l.billable = 0 AND l.duplicate = 1 AND l."match" = 'matched' AND l.traderTName <> ''
           AND l.originState <> 'refused' AND l.receivedAt >= ?1 AND l.receivedAt < ?2 ORDER BY l.receivedAt`,
      )
      .bind(range.start, range.end),
  ]);
  const byTrader = new Map<string, Entry>();
  const entry = (tName: string, traderName: string, traderType: TraderType | "") => {
    const found = byTrader.get(tName) ?? { traderName, traderType, leads: [], credits: [], verified: 0, repeats: [] };
    byTrader.set(tName, found);
    return found;
  };
  for (const row of leads!.results as Row[]) entry(row.traderTName, row.traderName, row.traderType).leads.push(billedLead(row));
  for (const row of credits!.results as Row[]) entry(row.traderTName, row.traderName, row.traderType).credits.push(billedLead(row));
  for (const row of repeats!.results as Row[]) entry(row.traderTName, row.traderName, row.traderType).repeats.push(billedLead(row));
  for (const row of verified!.results as { traderTName: string; traderName: string; traderType: TraderType | ""; n: number }[]) {
    entry(row.traderTName, row.traderName, row.traderType).verified = row.n;
  }
  const [terms, { results: firsts }] = await Promise.all([
    allTerms(db),
    db
      .prepare(
        `SELECT traderTName, MIN(receivedAt) AS firstLeadAt FROM lead
         WHERE traderTName IN (SELECT value FROM json_each(?1)) AND originState <> 'refused' GROUP BY traderTName`,
      )
      .bind(JSON.stringify([...byTrader.keys()]))
      .all<{ traderTName: string; firstLeadAt: number }>(),
  ]);
  const firstLead = new Map(firsts.map((f) => [f.traderTName, f.firstLeadAt]));
  const traders: StatementTrader[] = [...byTrader].map(([tName, e]) => ({
    tName,
    traderName: e.traderName,
    traderType: e.traderType,
    terms: terms.get(tName) ?? DEFAULT_TERMS,
    firstLeadAt: firstLead.get(tName) ?? null,
    leads: e.leads,
    credits: e.credits,
    verified: e.verified,
    repeats: e.repeats,
  }));
  return monthStatement(month, traders, now);
}
