import { CacheLong } from "#app/shared/cache/cache-strategies";
import { CACHE_VERSION } from "../../../../shared/cache/cache-keys";
import { cached } from "../../../../shared/cache/cached";
import type { PublishedProfile } from "../rules/shop-lines";

// A trader's approved opening hours and offers (table trader_profile) as its public page shows
// them: read through the KV cache under the catalogue generation like a gallery, so a page view
// costs no D1 call; an approval advances the generation (./profile-changes.ts).

export type { PublishedProfile };
const NONE: PublishedProfile = { hours: "", offerEn: "", offerHi: "" };

export const publishedProfileKey = (tName: string) => `${CACHE_VERSION}:trader-profile:${tName}`;

export async function publishedProfile(env: Env, ctx: ExecutionContext, tName: string): Promise<PublishedProfile> {
  // One item always: a trader without hours or offers is an answer, not a miss.
  const load = async () => [
    (await env.DB.prepare("SELECT hours, offerEn, offerHi FROM trader_profile WHERE tName = ?1").bind(tName).first<PublishedProfile>()) ?? NONE,
  ];
  const { items } = await cached(publishedProfileKey(tName), load, CacheLong(), { kv: env.API_CACHE, ctx, env });
  return (items[0] as PublishedProfile | undefined) ?? NONE;
}

