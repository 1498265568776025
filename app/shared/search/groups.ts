// How hits are shown: kinds of hit, and the groups a results page and the suggestions show them
// in. No zod here: the browser's suggestion code imports this module.

export const HIT_KINDS = ["type", "typeInTown", "dealersInTown", "brand", "model", "dealer", "manufacturer", "guide", "town"] as const;
export type HitKind = (typeof HIT_KINDS)[number];

/** A hit as the groups read it (app/shared/search/hit.ts has the whole shape). */
type Ranked = { kind: HitKind; score: number };

/** The groups hits are shown in, each holding some kinds. */
export const HIT_GROUPS = [
  { group: "types", kinds: ["type"] },
  { group: "towns", kinds: ["town", "typeInTown", "dealersInTown"] },
  { group: "brands", kinds: ["brand"] },
  { group: "models", kinds: ["model"] },
  { group: "dealers", kinds: ["dealer"] },
  { group: "manufacturers", kinds: ["manufacturer"] },
  { group: "guides", kinds: ["guide"] },
] as const satisfies readonly { group: string; kinds: readonly HitKind[] }[];
export type HitGroup = (typeof HIT_GROUPS)[number]["group"];

/**
 * Hits grouped for showing: each group at most `perGroup` hits, groups ordered by their best hit
 * (so the group of an exact match comes first), hits keeping their rank within a group.
 */
export function groupHits<H extends Ranked>(hits: readonly H[], perGroup: number): { group: HitGroup; hits: H[] }[] {
  return HIT_GROUPS.map(({ group, kinds }) => ({ group, hits: hits.filter((h) => (kinds as readonly HitKind[]).includes(h.kind)).slice(0, perGroup) }))
    .filter((g) => g.hits.length > 0)
    .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score);
}
