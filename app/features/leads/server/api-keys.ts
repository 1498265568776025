import { randomBase64url } from "../../../shared/security/base64url";

// Keys of the traders' CRM pull API (D1 table `trader_api_key`, GET /leads/api): made and revoked
// by the operator, shown once when made. Only each key's SHA-256 is stored, so the database
// cannot hand out a working key; a trader may hold several at once, so that a CRM can move to a
// new key before the old one is revoked.

/** "evl_" (EV leads, so a leaked key is recognisable, e.g. by secret scanners) and 32 random bytes. */
const KEY = /^evl_[A-Za-z0-9_-]{43}$/;

export type ApiKeyView = { id: number; hint: string; createdAt: number; lastUsedAt: number | null };
export type CreatedApiKey = ApiKeyView & { key: string };

async function hashOf(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** "…k3Xz": enough to tell two keys apart, too little to use. */
const hintOf = (key: string) => `…${key.slice(-4)}`;

export async function createApiKey(db: D1Database, tName: string): Promise<CreatedApiKey> {
  const key = `evl_${randomBase64url(32)}`;
  const created = await db
    .prepare("INSERT INTO trader_api_key (keyHash, tName, hint, createdAt) VALUES (?1, ?2, ?3, ?4) RETURNING id, hint, createdAt, lastUsedAt")
    .bind(await hashOf(key), tName, hintOf(key), Date.now())
    .first<ApiKeyView>();
  if (!created) throw new Error("API key not stored");
  return { ...created, key };
}

export async function listApiKeys(db: D1Database, tName: string): Promise<ApiKeyView[]> {
  const { results } = await db
    .prepare("SELECT id, hint, createdAt, lastUsedAt FROM trader_api_key WHERE tName = ?1 ORDER BY createdAt DESC, id DESC")
    .bind(tName)
    .all<ApiKeyView>();
  return results;
}

/** Revokes one key of the trader (false: no such key), or with `id` null every key it holds (the count). */
export async function revokeApiKeys(db: D1Database, tName: string, id: number | null): Promise<number> {
  const { meta } =
    id === null
      ? await db.prepare("DELETE FROM trader_api_key WHERE tName = ?1").bind(tName).run()
      : await db.prepare("DELETE FROM trader_api_key WHERE tName = ?1 AND id = ?2").bind(tName, id).run();
  return meta.changes;
}

/** The key's row, or null: unknown, revoked, or not shaped like a key at all (then D1 is not asked). */
export async function apiKeyOwner(db: D1Database, key: string): Promise<{ id: number; tName: string; hint: string; lastUsedAt: number | null } | null> {
  if (!KEY.test(key)) return null;
  return db.prepare("SELECT id, tName, hint, lastUsedAt FROM trader_api_key WHERE keyHash = ?1").bind(await hashOf(key)).first();
}

/** Notes when a key was last used, to the hour: the console shows which keys a CRM still uses. */
export async function noteKeyUsed(db: D1Database, owner: { id: number; lastUsedAt: number | null }, now: number): Promise<void> {
  if (owner.lastUsedAt !== null && now - owner.lastUsedAt < 3_600_000) return;
  await db.prepare("UPDATE trader_api_key SET lastUsedAt = ?2 WHERE id = ?1").bind(owner.id, now).run();
}
