// A lead's stages on the seller's board, in the order a sale goes, and the reasons a lead is lost.
// A lead arrives "new"; any other stage is set by a seller, and "new" comes back only by undoing.

export const STAGES = ["new", "contacted", "interested", "test-ride", "booked", "sold", "lost"] as const;
export type Stage = (typeof STAGES)[number];

/** The stages a seller may move a lead to. */
export const SETTABLE_STAGES = STAGES.filter((s) => s !== "new") as Exclude<Stage, "new">[];
export type SettableStage = (typeof SETTABLE_STAGES)[number];

export const LOST_REASONS = ["not-reachable", "bought-elsewhere", "price", "not-interested", "wrong-number", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Who a change made on the trader's private lead page (its "contacted" mark) is recorded as. */
export const LEAD_PAGE_ACTOR = "lead page";

/** A note on a lead is at most this long (characters). */
export const NOTE_MAX = 2000;

export const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

/** A stage change a seller asked for: lost needs a reason of the list; any other stage takes none. */
export type StageChange = { stage: SettableStage; reason: LostReason | "" };

export type StageRefusal = "unknown-stage" | "reason-needed" | "reason-unknown";

export function readStageChange(stage: string, reason: string | undefined): { ok: true; change: StageChange } | { ok: false; refusal: StageRefusal } {
  if (!(SETTABLE_STAGES as readonly string[]).includes(stage)) return { ok: false, refusal: "unknown-stage" };
  const given = (reason ?? "").trim();
  if (stage !== "lost") return { ok: true, change: { stage: stage as SettableStage, reason: "" } };
  if (!given) return { ok: false, refusal: "reason-needed" };
  if (!(LOST_REASONS as readonly string[]).includes(given)) return { ok: false, refusal: "reason-unknown" };
  return { ok: true, change: { stage: "lost", reason: given as LostReason } };
}

/** A note as kept: trimmed, not empty, at most NOTE_MAX characters (counted as people count them). */
export function readNote(text: string): string | null {
  const note = text.trim();
  return note && [...note].length <= NOTE_MAX ? note : null;
}
