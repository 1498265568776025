import type { LeadBook } from "#app/features/leads/context";
import { forSeller, handedOver } from "#app/features/leads/rules/lead";
import { canDispute, disputeClosesAt } from "#app/features/leads/billing/disputes";
import { disputesOf, raiseDispute } from "./disputes";
import { type LeadRow, toLead } from "./ledger";
import { traderOfToken } from "./lead-links";
import { recordContact } from "#app/features/seller/board/server/changes";
import { LEAD_PAGE_ACTOR } from "#app/features/seller/board/rules/stages";
import type { AccessEntry } from "#app/features/privacy/rules/access";
import { recordAccess, traderExports } from "../../privacy/server/access-record";

// The ledger behind a trader's private lead page: the trader's leads newest first (refused ones
// left out: nobody was told they were sent), a "seen" receipt, "contacted" marks, and disputes of
// billable leads within 7 days (docs/decisions/111). What the page shows, exports or changes is
// written to the access record under the link's name (docs/decisions/153), and the page lists the
// trader's own exports.

const PAGE_SIZE = 50;
/** The CSV holds at most this many of the newest leads. */
const CSV_LIMIT = 5000;
/** Cursor of an older page: "{receivedAt}_{id}" of the last lead shown. */
const CURSOR = /^(\d{1,15})_([A-Za-z0-9-]{8,64})$/;

async function leadsOf(db: D1Database, tName: string, limit: number, before?: string) {
  const cursor = CURSOR.exec(before ?? "");
  const { results } = await db
    .prepare(
      `SELECT * FROM lead WHERE traderTName = ?1 AND originState <> 'refused'
       ${cursor ? "AND (receivedAt, id) < (?3, ?4)" : ""}
       ORDER BY receivedAt DESC, id DESC LIMIT ?2`,
    )
    .bind(tName, limit, ...(cursor ? [Number(cursor[1]), cursor[2]] : []))
    .all<LeadRow>();
  return results.map((row) => forSeller(toLead(row)));
}

/** `address`: the client address of the request, for the access record. */
export function leadBookFor(db: D1Database, address: string): LeadBook {
  const note = (trader: { tName: string; link: string }, action: AccessEntry["action"], what: AccessEntry["what"], records: number) =>
    records > 0 ? recordAccess(db, { actorKind: "trader", actor: trader.link, tName: trader.tName, action, what, records, address }) : undefined;
  return {
    async page(token, { before, seen }) {
      const trader = await traderOfToken(db, token);
      if (!trader) return null;
      const rows = await leadsOf(db, trader.tName, PAGE_SIZE + 1, before);
      const leads = rows.slice(0, PAGE_SIZE);
      await note(trader, "view", "leadPage", leads.filter(handedOver).length);
      const unseen = leads.filter((l) => l.pageSeenAt === null).map((l) => l.id);
      if (seen && unseen.length) {
        await db
          .prepare("UPDATE lead SET pageSeenAt = ?2 WHERE traderTName = ?1 AND pageSeenAt IS NULL AND id IN (SELECT value FROM json_each(?3))")
          .bind(trader.tName, Date.now(), JSON.stringify(unseen))
          .run();
      }
      const last = leads.at(-1);
      const disputes = await disputesOf(db, leads.map((l) => l.id));
      const now = Date.now();
      const disputableUntil = Object.fromEntries(
        leads.filter((l) => canDispute(l, disputes.get(l.id) ?? null, now)).map((l) => [l.id, disputeClosesAt(l.receivedAt)]),
      );
      return {
        tName: trader.tName,
        traderName: trader.traderName,
        leads,
        exports: await traderExports(db, trader.tName),
        older: rows.length > PAGE_SIZE && last ? `${last.receivedAt}_${last.id}` : null,
        disputes: Object.fromEntries(disputes),
        disputableUntil,
      };
    },
    async all(token) {
      const trader = await traderOfToken(db, token);
      if (!trader) return null;
      const leads = await leadsOf(db, trader.tName, CSV_LIMIT);
      await note(trader, "export", "leadPage.csv", leads.filter(handedOver).length);
      return { tName: trader.tName, leads };
    },
    async markContacted(token, leadId) {
      const trader = await traderOfToken(db, token);
      if (!trader) return false;
      // The first contact as the seller's board records it: a new lead moves to "contacted" (docs/decisions/165).
      const marked = await recordContact(db, trader.tName, leadId, LEAD_PAGE_ACTOR, Date.now());
      await note(trader, "change", "leadPage.contacted", marked ? 1 : 0);
      return marked;
    },
    async dispute(token, leadId, input) {
      const trader = await traderOfToken(db, token);
      if (!trader) return { ok: false, refusal: "not-found" };
      const raised = await raiseDispute(db, trader.tName, leadId, input, Date.now());
      if (raised.ok) await note(trader, "change", "leadPage.dispute", 1);
      return raised.ok ? { ok: true } : raised;
    },
  };
}
