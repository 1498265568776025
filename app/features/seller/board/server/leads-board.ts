import { handedOver } from "#app/features/leads/rules/lead";
import { type Dispute, canDispute, disputeClosesAt } from "#app/features/leads/billing/disputes";
import { type Raised, disputesOf, raiseDispute } from "#app/features/leads/server/disputes";
import { recordAccess } from "#app/features/privacy/server/access-record";
import type { AccessEntry } from "#app/features/privacy/rules/access";
import type { StageChange } from "../rules/stages";
import { type BoardFilter, type BoardLead, type BoardPage, type Seat, boardLeadOf, boardPage, leadsSince, seatOf } from "./board";
import { type History, type ResponseTime, addNote, changeStage, historyOf, recordContact, responseTimes, setFollowUp, undoLastChange } from "./changes";

// One trader's leads board, for whoever acts for it: a staff member signed in (the pages) or the
// trader's API key (the seller API). Every read that shows buyers' details and every change is
// written to the access record under that actor (docs/decisions/153).

export type Staff = { mobile: string; name: string };
/** A lead as its page shows it; `disputableUntil` (ms) while the seller may still dispute its charge. */
export type LeadView = { lead: BoardLead; history: History; staff: Staff[]; dispute: Dispute | null; disputableUntil: number | null };

export type LeadsBoard = {
  page(filter: BoardFilter): Promise<BoardPage & { response: ResponseTime }>;
  lead(id: string): Promise<LeadView | null>;
  since(since: number, stage: BoardFilter["stage"], limit: number): Promise<BoardLead[]>;
  changeStage(id: string, change: StageChange): Promise<boolean>;
  undo(id: string): Promise<"undone" | "none" | null>;
  addNote(id: string, text: string): Promise<boolean>;
  setFollowUp(id: string, day: string | null): Promise<boolean>;
  contact(id: string): Promise<boolean>;
  /** Disputes the lead's charge, under the one dispute rule of the lead page (docs/decisions/111). */
  dispute(id: string, input: { reason: string; note: string }): Promise<Raised>;
};

/** Who acts: the trader, the actor as changes record it (a mobile, or "key …abcd"), and where from. */
export type BoardActor = { tName: string; by: string; address: string; via: "board" | "api" };

export function leadsBoardOf(db: D1Database, actor: BoardActor, now = () => Date.now()): LeadsBoard {
  const { tName, by } = actor;
  let seat: Promise<Seat> | undefined;
  const mySeat = () => (seat ??= seatOf(db, tName));
  const note = (action: AccessEntry["action"], records: number) => {
    if (records <= 0) return;
    const what = actor.via === "api" ? "sellerApi" : action === "change" ? "sellerBoard.change" : "sellerBoard";
    return recordAccess(db, { actorKind: "trader", actor: by, tName, action, what, records, address: actor.address });
  };
  const changed = async (done: boolean) => {
    if (done) await note("change", 1);
    return done;
  };
  return {
    async page(filter) {
      const [page, times] = await Promise.all([boardPage(db, await mySeat(), filter), responseTimes(db, now(), tName)]);
      await note("view", page.leads.filter(handedOver).length);
      return { ...page, response: times.get(tName) ?? { medianMs: null, contacted: 0, leads: 0 } };
    },
    async lead(id) {
      const lead = await boardLeadOf(db, await mySeat(), id);
      if (!lead) return null;
      const [history, { results: staff }, disputes] = await Promise.all([
        historyOf(db, tName, id),
        db.prepare("SELECT mobile, name FROM trader_staff WHERE tName = ?1").bind(tName).all<Staff>(),
        disputesOf(db, [id]),
      ]);
      await note("view", handedOver(lead) ? 1 : 0);
      const dispute = disputes.get(id) ?? null;
      const disputableUntil = canDispute(lead, dispute, now()) ? disputeClosesAt(lead.receivedAt) : null;
      return { lead, history, staff, dispute, disputableUntil };
    },
    async since(since, stage, limit) {
      const leads = await leadsSince(db, await mySeat(), since, stage, limit);
      await note("export", leads.filter(handedOver).length);
      return leads;
    },
    changeStage: async (id, change) => changed(await changeStage(db, tName, id, change, by, now())),
    undo: async (id) => {
      const undone = await undoLastChange(db, tName, id, by, now());
      await changed(undone === "undone");
      return undone;
    },
    addNote: async (id, text) => changed(await addNote(db, tName, id, text, by, now())),
    setFollowUp: async (id, day) => changed(await setFollowUp(db, tName, id, day, by, now())),
    contact: async (id) => changed(await recordContact(db, tName, id, by, now())),
    dispute: async (id, input) => {
      const raised = await raiseDispute(db, tName, id, input, now());
      await changed(raised.ok);
      return raised;
    },
  };
}
