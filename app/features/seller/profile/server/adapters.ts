import type { Context } from "hono";
import type { AppEnv } from "#worker/app-env";
import { CachePrivate, cacheControl } from "#app/shared/cache/cache-strategies";
import type { ProfileReview, PublicProfile, SellerProfile } from "../context";
import { readProfileForm } from "../rules/profile-fields";
import { askChanges, askPhoto, changesOf, decideChange, liveProfile, queueOf, waitingPhotoKey } from "./profile-changes";
import { publishedProfile } from "./published";
import { traderNames } from "../../../leads/server/catalogue";
import { ApiFailure } from "#app/shared/server/errors";

// The profile area's router-context values for one request (app/features/seller/profile/context.ts).

export function sellerProfileFor(c: Context<AppEnv>): SellerProfile {
  const db = c.env.DB;
  const brands = async () => ((await c.var.bff.get("getBrand", {})).items as { brandName: string }[]).map((b) => b.brandName);
  return {
    async view(tName) {
      const [live, names, changes] = await Promise.all([liveProfile(db, tName), brands(), changesOf(db, tName)]);
      return { live, brands: [...new Set(names)].sort((a, b) => a.localeCompare(b, "en")), changes };
    },
    async ask(tName, mobile, form) {
      const read = readProfileForm(form, await brands());
      if (!read.ok) return read;
      return { ok: true, filed: (await askChanges(db, tName, mobile, read.values)).length };
    },
    askPhoto: (tName, mobile, bytes) => askPhoto(c.env, tName, mobile, bytes),
  };
}

/** Only for a signed-in operator (worker/router-context.ts sets it then). */
export function profileReviewFor(c: Context<AppEnv>): ProfileReview {
  const db = c.env.DB;
  const named = async <T extends { tName: string }>(changes: T[]) => {
    const names = new Map((await traderNames(c.var.bff)).map((t) => [t.tName, t.traderName]));
    return changes.map((change) => ({ ...change, traderName: names.get(change.tName) ?? change.tName }));
  };
  return {
    queue: async (state) => named(await queueOf(db, state)),
    async decide(input) {
      try {
        const [decided] = await named([await decideChange(c.env, { ...input, who: c.var.operator?.who ?? "" })]);
        return { ok: true, value: decided! };
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        return { ok: false, status: error.status, code: error.code, message: error.message };
      }
    },
    async waitingPhoto(id) {
      const change = await db.prepare("SELECT tName, newValue FROM trader_profile_change WHERE id = ?1 AND field = 'photo'").bind(id).first<{ tName: string; newValue: string }>();
      const object = change ? await c.env.IMAGES.get(waitingPhotoKey(change.tName, change.newValue)) : null;
      if (!object) return null;
      return new Response(object.body, {
        headers: { "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream", "Cache-Control": cacheControl(CachePrivate), "X-Content-Type-Options": "nosniff" },
      });
    },
  };
}

export function publishedProfileFor(c: Context<AppEnv>): PublicProfile {
  return { of: (tName) => publishedProfile(c.env, c.executionCtx as ExecutionContext, tName) };
}
