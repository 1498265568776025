import type { Fact } from "./running-cost-facts";

// The battery chooser's defaults, each from /work/shared/data/buyer-facts.md ("Running cost" and
// "Prices a running-cost tool may default to", reported 2024–2025) with the date the source gives.
// Every one is a field the visitor can change. No source gives a lithium pack's price: the page
// works it out from the catalogue (battery.ts, lithiumPremium) and says how.

export type Chemistry = "leadAcid" | "lithium";

/**
 * A lead-acid set for an e-rickshaw: ₹24,000–28,000 (2024–2025) and ₹20–25 k (2025); ₹24,000 is
 * in both ranges and is the "about ₹24,000" the launch press reports.
 */
export const LEAD_PACK_PRICE: Fact = { value: 24000, reported: "2025", sourced: true };

/** Full charges a pack lasts: 300–500 lead-acid, 2,000–3,000 lithium; the middle of each range. */
export const CYCLE_LIFE: Record<Chemistry, Fact> = {
  leadAcid: { value: 400, reported: "2024–2025", sourced: true },
  lithium: { value: 2500, reported: "2024–2025", sourced: true },
};

/** Hours a full charge takes where the model's own specification does not say: 8–10 h vs 2–4 h. */
export const CHARGE_HOURS: Record<Chemistry, readonly [number, number]> = { leadAcid: [8, 10], lithium: [2, 4] };

/** What drivers pay at a charging point: about ₹120 a charge (a national news channel, 2024–2025). */
export const POINT_CHARGE: Fact = { value: 120, reported: "2024–2025", sourced: true };

/** The periods the chooser compares, in years. */
export const YEARS = [3, 5] as const;
