import type { DisputeView } from "#app/features/leads/billing/disputes";
import { containsPattern } from "#app/features/console/rules/list-query";
import type { ListPage, QueryOf } from "#app/features/console/rules/lists";
import { DISPUTES_WITH_LEADS, DISPUTE_COLUMNS, type DisputeRow, toView } from "../../../leads/server/disputes";
import { type PageSpec, containing, listSpec, pageRows } from "./page";

// The console's disputes a page at a time (docs/decisions/126): of one state or all, found by the
// trader's or the buyer's name or the lead's id. Open ones oldest first (a queue), the others
// newest decided first, as the list always showed them.

export const disputeSpec = ({ q, filters }: QueryOf<"disputes">): PageSpec =>
  listSpec(
    {
      from: DISPUTES_WITH_LEADS,
      columns: DISPUTE_COLUMNS,
      order: filters.state === "open" ? "d.createdAt ASC, d.leadId" : "d.decidedAt DESC, d.createdAt DESC, d.leadId",
    },
    [
      [filters.state, "d.state = ?"],
      [q, `(${containing("l.traderName")} OR ${containing("l.name")} OR d.leadId = ?)`, [containsPattern(q), containsPattern(q), q]],
    ],
  );

export async function disputePage(db: D1Database, query: QueryOf<"disputes">): Promise<ListPage<DisputeView>> {
  const found = await pageRows<DisputeRow>(db, disputeSpec(query), query.page);
  return { ...found, rows: found.rows.map(toView) };
}
