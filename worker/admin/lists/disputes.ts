import type { DisputeView } from "#app/domain/billing/disputes";
import { containsPattern } from "#app/domain/console/list-query";
import type { ListPage, QueryOf } from "#app/domain/console/lists";
import { DISPUTES_WITH_LEADS, DISPUTE_COLUMNS, type DisputeRow, toView } from "../../leads/disputes";
import { type PageSpec, containing, pageRows } from "./page";

// The console's disputes a page at a time (docs/decisions/126): of one state or all, found by the
// trader's or the buyer's name or the lead's id. Open ones oldest first (a queue), the others
// newest decided first, as the list always showed them.

export function disputeSpec({ q, filters }: QueryOf<"disputes">): PageSpec {
  const spec: PageSpec = {
    from: DISPUTES_WITH_LEADS,
    columns: DISPUTE_COLUMNS,
    where: [],
    binds: [],
    order: filters.state === "open" ? "d.createdAt ASC, d.leadId" : "d.decidedAt DESC, d.createdAt DESC, d.leadId",
  };
  if (filters.state) {
    spec.where.push("d.state = ?");
    spec.binds.push(filters.state);
  }
  if (q) {
    spec.where.push(`(${containing("l.traderName")} OR ${containing("l.name")} OR d.leadId = ?)`);
    spec.binds.push(containsPattern(q), containsPattern(q), q);
  }
  return spec;
}

export async function disputePage(db: D1Database, query: QueryOf<"disputes">): Promise<ListPage<DisputeView>> {
  const found = await pageRows<DisputeRow>(db, disputeSpec(query), query.page);
  return { ...found, rows: found.rows.map(toView) };
}
