import { type Lang, pathIn } from "#app/shared/i18n/lang";
import { randomBase64url } from "../../../shared/security/base64url";
import { sign } from "../../../shared/security/signing";
import { providersFor } from "../../../shared/messaging/providers";
import { MessagingConfigError } from "../../../shared/messaging/types";
import { isLocalRun, siteOrigin } from "../../../shared/server/site-origin";
import { type LeadLink, keepLeadLink, traderOfToken } from "./lead-links";

// The private lead link a lead's SMS and WhatsApp message carry. Lead pages are opened by a
// token whose SHA-256 alone is stored (docs/decisions/062), so a message cannot reuse a link the
// operator made: nobody can read its token back. Each trader instead has one link for messages,
// derived as HMAC-SHA256(XSRF_SECRET, "lead-notification-link", tName, salt) with a random salt
// kept in `trader_contact`: the Worker can make the same token again for every message, while
// the database alone (salt and hash) still cannot. When that link no longer opens anything (the
// operator revoked the trader's links, or the secret changed), the next message takes a new salt
// and so a new link: a revoked link never comes back.

/** Where links point when SITE_URL is not set: the local run of `npm start`, whose messages stay in the outbox. */
export const LOCAL_SITE = "http://localhost:8787";

/**
 * The origin of the links a message carries: SITE_URL (docs/decisions/155). Without it (or with
 * one naming this machine) only while every message stays in the local outbox: a message that
 * leaves for a real phone is refused rather than sent with a link nobody can open — a
 * deployment's mistake, said at once (a dead letter and the error log, as a missing template is).
 */
export function messageLinkOrigin(env: Env): string {
  const { names } = providersFor(env);
  if (isLocalRun(env) && (names.sms !== "local" || names.whatsapp !== "local")) {
    throw new MessagingConfigError("SITE_URL is not set, or names this machine: a lead link in a message would open nothing on the trader's phone");
  }
  return siteOrigin(env, LOCAL_SITE);
}

// Labelled and separated, so no anti-forgery token signed with the same key is ever one of these.
const derivedToken = (secret: string, tName: string, salt: string) => sign(secret, `lead-notification-link\n${tName}\n${salt}`);

/**
 * The address of the trader's message link, made (or made anew) when it opens nothing; in the
 * language of the message it goes in.
 */
export async function notificationLink(env: Env, trader: LeadLink, lang: Lang): Promise<string> {
  const db = env.DB;
  const origin = messageLinkOrigin(env);
  const url = (token: string) => `${origin}${pathIn(lang, `/leads/${token}`)}`;
  const row = await db.prepare("SELECT linkSalt FROM trader_contact WHERE tName = ?1").bind(trader.tName).first<{ linkSalt: string }>();
  if (row?.linkSalt) {
    const token = await derivedToken(env.XSRF_SECRET, trader.tName, row.linkSalt);
    if (await traderOfToken(db, token)) return url(token);
  }
  const salt = randomBase64url(16);
  const token = await derivedToken(env.XSRF_SECRET, trader.tName, salt);
  // Two messages making a link at once each store theirs: both open the page, the last salt stays.
  await db.batch([
    db.prepare("UPDATE trader_contact SET linkSalt = ?2 WHERE tName = ?1").bind(trader.tName, salt),
    await keepLeadLink(db, trader, token),
  ]);
  return url(token);
}
