import { randomBase64url } from "../../../shared/security/base64url";

// Private lead pages: a link with an unguessable token (256 random bits) that
// the operator creates and can revoke. Only the token's SHA-256 is stored, so the database
// cannot hand out working links; revoking deletes every link of the trader.

export type LeadLink = { tName: string; traderName: string };

/** base64url of 32 bytes: 43 characters. Anything else is not a token and never reaches D1. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export const isTokenShaped = (token: string) => TOKEN.test(token);

/** A new link's token; the caller builds the URL (/leads/{token}). */
export async function createLeadLink(db: D1Database, trader: LeadLink): Promise<string> {
  const token = randomBase64url(32);
  await (await keepLeadLink(db, trader, token)).run();
  return token;
}

/**
 * The statement that makes a token the trader's link (kept if it is already): for a token made
 * elsewhere, such as the link a lead's SMS carries (app/features/leads/server/notify-link.ts).
 */
export async function keepLeadLink(db: D1Database, trader: LeadLink, token: string): Promise<D1PreparedStatement> {
  if (!isTokenShaped(token)) throw new Error("not a lead link token");
  return db
    .prepare("INSERT OR IGNORE INTO lead_link (tokenHash, tName, traderName, createdAt) VALUES (?1, ?2, ?3, ?4)")
    .bind(await hashOf(token), trader.tName, trader.traderName, Date.now());
}

export async function revokeLeadLinks(db: D1Database, tName: string): Promise<number> {
  const { meta } = await db.prepare("DELETE FROM lead_link WHERE tName = ?1").bind(tName).run();
  return meta.changes;
}

/**
 * The trader a token opens, or null (unknown, revoked, or not a token at all); `link` names the
 * link in the access record by its hash's first characters, never the token.
 */
export async function traderOfToken(db: D1Database, token: string): Promise<(LeadLink & { link: string }) | null> {
  if (!isTokenShaped(token)) return null;
  return db
    .prepare("SELECT tName, traderName, 'link ' || substr(tokenHash, 1, 8) AS link FROM lead_link WHERE tokenHash = ?1")
    .bind(await hashOf(token))
    .first<LeadLink & { link: string }>();
}
