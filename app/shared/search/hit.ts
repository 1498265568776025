import { z } from "zod";
import { HIT_KINDS } from "./groups";
import { MAX_QUERY_LENGTH, cleanQuery } from "./normalise";

// What the one search box answers (the contract's `search` row): hits in rank order, each a page
// of the site. The words around them (group headings, "in {town}") are the page's messages;
// names are the catalogue's, and a type's Hindi name is the glossary's (app/shared/glossary.ts).

export { HIT_KINDS, type HitKind } from "./groups";

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
