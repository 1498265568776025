import { type LeadFilter, filterRange } from "#app/features/console/rules/lead-filter";
import { LEAD_STATE_RULES, type StateCounts, countStates } from "#app/features/console/rules/lead-states";
import type { ConsoleLead } from "#app/features/console/rules/leads-csv";
import { identityKey } from "#app/features/leads/rules/identity-key";
import type { Bff } from "#worker/bff/api";
import { ApiFailure } from "../../../shared/server/errors";
import { type LeadRow, toLead } from "../../leads/server/ledger";

// The console's lead list: the leads of a period from the ledger with the
// dead-letter mark, narrowed by trader (in SQL), then by city, vehicle type and state. The counts
// are of the period's leads after the trader, city and type filters, before the state filter.

/** The console shows the newest this many; the counts and the CSV cover all. */
export const LIST_LIMIT = 500;

type Row = LeadRow & { deadLettered: number };

async function periodLeads(db: D1Database, filter: LeadFilter): Promise<ConsoleLead[]> {
  const { start, end } = filterRange(filter);
  const { results } = await db
    .prepare(
      `SELECT lead.*, EXISTS (SELECT 1 FROM dead_letter d WHERE d.leadId = lead.id AND d.retriedAt IS NULL) AS deadLettered
       FROM lead WHERE receivedAt >= ?1 AND receivedAt < ?2 ${filter.tName ? "AND traderKey = ?3" : ""}
       ORDER BY receivedAt DESC, id DESC`,
    )
    .bind(start, end, ...(filter.tName ? [identityKey(filter.tName)] : []))
    .all<Row>();
  return results.map((row) => ({ ...toLead(row), deadLettered: row.deadLettered === 1 }));
}

const modelKey = (brand: string, model: string) => `${identityKey(brand)}|${identityKey(model)}`;

/** The models of a vehicle type, by identity key (the catalogue's cached list, either origin). */
async function modelsOfType(bff: Pick<Bff, "get">, typeName: string): Promise<Set<string>> {
  try {
    const { items } = await bff.get("getProductByType", { typeName, count: 1000 });
    return new Set((items as { brandName: string; name: string }[]).map((p) => modelKey(p.brandName, p.name)));
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return new Set();
    throw error;
  }
}

export type LeadList = { leads: ConsoleLead[]; counts: StateCounts; cities: string[]; shown: number };

export async function listLeads(db: D1Database, bff: Pick<Bff, "get">, filter: LeadFilter): Promise<LeadList> {
  let leads = await periodLeads(db, filter);
  const cities = [...new Map(leads.filter((l) => l.cityName.trim()).map((l) => [identityKey(l.cityName), l.cityName.trim()])).values()].sort();
  if (filter.city) leads = leads.filter((l) => identityKey(l.cityName) === identityKey(filter.city!));
  if (filter.typeName) {
    const models = await modelsOfType(bff, filter.typeName);
    leads = leads.filter((l) => models.has(modelKey(l.catalogueBrand || l.brandName, l.catalogueModel || l.modelName)));
  }
  const counts = countStates(leads);
  if (filter.state) leads = leads.filter(LEAD_STATE_RULES[filter.state]);
  return { leads, counts, cities, shown: Math.min(leads.length, LIST_LIMIT) };
}
