import type { Context } from "hono";
import { type PullQuery, cursorAfter, readPullQuery } from "#app/features/leads/rules/pull-query";
import { handedOver } from "#app/features/leads/rules/lead";
import { isErasuresPath } from "#app/shared/rules/request-path";
import { recordAccess } from "../../privacy/server/access-record";
import { webhookPayload } from "#app/features/leads/rules/webhook";
import type { AppEnv } from "#worker/app-env";
import { jsonError } from "../../../shared/server/errors";
import { LOCKOUT_SECONDS, PULL_KEY_LOCKOUT, bearerToken, checkUnderLockout } from "../../../shared/security/bearer-lockout";
import { clientIp } from "../../../shared/server/client";
import { apiKeyOwner, noteKeyUsed } from "./api-keys";
import { type LeadRow, toLead } from "./ledger";

// The traders' CRM pull API, GET /leads/api?since=ISO&until=ISO[&cursor=…][&limit=…] with
// `Authorization: Bearer <the trader's key>` (README "The pull API"): the trader's own leads of a
// window, oldest first, a page at a time, each lead as its webhook carries it; and at
// /leads/api/erasures the leads erased in a window (docs/decisions/152). Each pull that hands over
// a buyer's details is written to the access record (docs/decisions/153). Answered here, before
// React Router's lead pages (/leads/:token). Failed keys are rate limited per address under the
// admin token's rule (app/shared/security/bearer-lockout.ts): five a minute on LEADS_API_LIMITER, then the
// address is locked out and no key is even looked up.

// Private like every answer under /leads/ (worker/security-headers.ts).
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}, issues?: { path: string; message: string }[]) =>
  jsonError(status, code, message, issues, headers);

type KeyVerdict = { ok: true; tName: string; hint: string } | { ok: false; refused: Response };

/** The trader whose API key the request presents, under the lockout rule; else the refusal to send. */
export async function checkKey(c: Context<AppEnv>, now: number): Promise<KeyVerdict> {
  const { env } = c;
  const key = bearerToken(c.req.header("Authorization"));
  const verdict = await checkUnderLockout(env, PULL_KEY_LOCKOUT, c.req.raw, key, (presented) => apiKeyOwner(env.DB, presented));
  if (verdict.ok) {
    const owner = verdict.value;
    c.executionCtx.waitUntil(noteKeyUsed(env.DB, owner, now).catch((error: unknown) => console.warn("key use not noted", String(error))));
    return { ok: true, tName: owner.tName, hint: owner.hint };
  }
  if (verdict.refused === "locked") return { ok: false, refused: refusal(429, "rate_limited", "Too many failed attempts", { "Retry-After": String(LOCKOUT_SECONDS) }) };
  return { ok: false, refused: refusal(401, "unauthorized", "The trader's API key is required: Authorization: Bearer <key>", { "WWW-Authenticate": "Bearer" }) };
}

export async function pullLeads(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return refusal(405, "method_not_allowed", "The pull API answers GET", { Allow: "GET, HEAD" });
  const now = Date.now();
  const key = await checkKey(c, now);
  if (!key.ok) return key.refused;
  const read = readPullQuery(c.req.query(), now);
  if (!read.ok) return refusal(400, "invalid_request", "Invalid query", {}, read.issues);
  return isErasuresPath(c.req.path) ? erasures(c, key.tName, read.query) : leadsOfWindow(c, key, read.query);
}

/** The trader's leads received in the window, oldest first, each as its webhook carries it. */
async function leadsOfWindow(c: Context<AppEnv>, key: { tName: string; hint: string }, { since, until, after, limit }: PullQuery): Promise<Response> {
  // The lead page's set: every lead of the trader but those the origin refused for good.
  const { results } = await c.env.DB.prepare(
    `SELECT * FROM lead WHERE traderTName = ?1 AND originState <> 'refused' AND receivedAt >= ?2 AND receivedAt < ?3
     ${after ? "AND (receivedAt, id) > (?5, ?6)" : ""}
     ORDER BY receivedAt, id LIMIT ?4`,
  )
    .bind(key.tName, since, until, limit + 1, ...(after ? [after.receivedAt, after.id] : []))
    .all<LeadRow>();
  // each as its seller may see it: webhookPayload applies forSeller (app/features/leads/rules/lead.ts)
  const leads = results.slice(0, limit).map((row) => toLead(row));
  const last = leads.at(-1);
  const shown = leads.filter(handedOver).length;
  if (shown > 0) {
    const entry = { actorKind: "trader", actor: `key ${key.hint}`, tName: key.tName, action: "export", what: "pullApi", records: shown, address: clientIp(c.req.raw) } as const;
    await recordAccess(c.env.DB, entry);
  }
  return answer({
    leads: leads.map((lead) => ({ ...webhookPayload(lead).lead, contactedAt: lead.contactedAt === null ? null : new Date(lead.contactedAt).toISOString() })),
    next: results.length > limit && last ? cursorAfter(last) : null,
  });
}

/**
 * GET /leads/api/erasures: the trader's leads whose buyer's details were erased in the window
 * (by when they were erased, oldest first), so a CRM erases its copies too. No personal data.
 */
async function erasures(c: Context<AppEnv>, tName: string, { since, until, after, limit }: PullQuery): Promise<Response> {
  const { results } = await c.env.DB.prepare(
    `SELECT id, receivedAt, erasedAt, erasedBy FROM lead WHERE traderTName = ?1 AND erasedAt IS NOT NULL AND erasedAt >= ?2 AND erasedAt < ?3
     ${after ? "AND (erasedAt, id) > (?5, ?6)" : ""}
     ORDER BY erasedAt, id LIMIT ?4`,
  )
    .bind(tName, since, until, limit + 1, ...(after ? [after.receivedAt, after.id] : []))
    .all<{ id: string; receivedAt: number; erasedAt: number; erasedBy: string }>();
  const page = results.slice(0, limit);
  const last = page.at(-1);
  return answer({
    erasures: page.map((r) => ({ id: r.id, receivedAt: new Date(r.receivedAt).toISOString(), erasedAt: new Date(r.erasedAt).toISOString(), reason: r.erasedBy })),
    next: results.length > limit && last ? cursorAfter({ receivedAt: last.erasedAt, id: last.id }) : null,
  });
}
