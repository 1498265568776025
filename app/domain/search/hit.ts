import { z } from "zod";
import { MAX_QUERY_LENGTH, cleanQuery } from "./normalise";

// What the one search box answers (the contract's `search` row): hits in rank order, each a page
// of the site. The words around them (group headings, "in {town}") are the page's messages;
// names are the catalogue's, and a type's Hindi name is the glossary's (app/domain/glossary.ts).

export const HIT_KINDS = ["type", "typeInTown", "dealersInTown", "brand", "model", "dealer", "manufacturer", "guide"] as const;
export type HitKind = (typeof HIT_KINDS)[number];

export const SearchHitSchema = z.object({
  kind: z.enum(HIT_KINDS),
  title: z.string(),
  titleHi: z.string().optional(),
  detail: z.string().optional(),
  detailHi: z.string().optional(),
  /** The page, as an English path (a Hindi page links its /hi/ twin). */
  href: z.string(),
  score: z.number(),
});
export type SearchHit = z.output<typeof SearchHitSchema>;

/** The search text of the /api call: cleaned, then 1 to MAX_QUERY_LENGTH characters. */
export const SearchTextSchema = z
  .string()
  .transform(cleanQuery)
  .pipe(z.string().min(1, "Required").max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`));

/** The groups hits are shown in, each holding some kinds. */
export const HIT_GROUPS = [
  { group: "types", kinds: ["type"] },
  { group: "towns", kinds: ["typeInTown", "dealersInTown"] },
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
export function groupHits(hits: readonly SearchHit[], perGroup: number): { group: HitGroup; hits: SearchHit[] }[] {
  return HIT_GROUPS.map(({ group, kinds }) => ({ group, hits: hits.filter((h) => (kinds as readonly HitKind[]).includes(h.kind)).slice(0, perGroup) }))
    .filter((g) => g.hits.length > 0)
    .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score);
}
