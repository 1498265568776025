import { z } from "zod";
import { DISPUTE_NOTE_MAX, DISPUTE_REASONS } from "./disputes";

// What a trader sends to dispute a lead (the lead page's form) and what an operator sends to
// decide a dispute (the console's form and the operator API): one schema each, used by both.

const note = z
  .string()
  .trim()
  .max(DISPUTE_NOTE_MAX, `At most ${DISPUTE_NOTE_MAX} characters`)
  // Control characters have no business in a note; line breaks and tabs are kept.
  .refine((text) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text), "No control characters")
  .default("");

export const DisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: "Choose one reason" }),
  note,
});
export type DisputeInput = z.output<typeof DisputeSchema>;

export const DisputeDecisionSchema = z.object({
  decision: z.enum(["accept", "reject"], { error: "Accept or reject" }),
  note,
});
export type DisputeDecision = z.output<typeof DisputeDecisionSchema>;
