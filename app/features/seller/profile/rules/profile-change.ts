import type { AskedChange } from "./profile-fields";

// A change a seller asked for, as the queue keeps it (table trader_profile_change): what the
// seller's page, the console and the server share.

export type ChangeState = "pending" | "approved" | "rejected";
export const CHANGE_STATES: readonly ChangeState[] = ["pending", "approved", "rejected"];

export type ProfileChange = AskedChange & {
  id: number;
  tName: string;
  askedBy: string;
  askedAt: number;
  state: ChangeState;
  decidedAt: number | null;
  decidedNote: string;
};

/** The operator's note to the seller: a sentence or two. */
export const NOTE_MAX = 500;

/** Why a photo the seller sent is refused before it waits. */
export type PhotoRefusal = "empty" | "too_large" | "not_a_picture";
