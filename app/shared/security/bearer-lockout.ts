import { clientIp } from "../server/client";

// Secrets presented by scripts — the admin token, a trader's pull-API key — are checked under one
// rule. Failed attempts count per client address on the secret's rate limiter; an address over
// the limit is locked out for a minute, during which nothing it presents is even compared, so the
// right secret guessed during a lockout gains nothing. Hono's bearerAuth middleware is not used:
// it answers by itself (400 for a malformed header, uncounted), knows no lockout, and the console
// takes a session cookie where no bearer token is sent.

export const LOCKOUT_SECONDS = 60;

/** The token of an `Authorization: Bearer <token>` header; "" for another scheme; undefined without a header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return /^Bearer (.+)$/.exec(header)?.[1]?.trim() ?? "";
}

/** Whose failures are counted: the rate limiter and the name its keys carry. */
export type LockoutRule = { name: "admin" | "leads-api"; limiter: "ADMIN_LIMITER" | "LEADS_API_LIMITER" };
export const ADMIN_TOKEN_LOCKOUT: LockoutRule = { name: "admin", limiter: "ADMIN_LIMITER" };
export const PULL_KEY_LOCKOUT: LockoutRule = { name: "leads-api", limiter: "LEADS_API_LIMITER" };

export type LockoutVerdict<T> = { ok: true; value: T } | { ok: false; refused: "absent" | "wrong" | "locked" };

/**
 * Checks a presented secret under the lockout: a locked-out address is refused before anything
 * else; no secret at all ("absent": a client not yet set up, not a guess) is refused uncounted;
 * a secret `check` does not accept counts as a failure.
 */
export async function checkUnderLockout<T>(
  env: Env,
  rule: LockoutRule,
  request: Request,
  secret: string | undefined,
  check: (secret: string) => Promise<T | null>,
): Promise<LockoutVerdict<T>> {
  const address = clientIp(request);
  const lockoutKey = `${rule.name}-lockout:${address}`;
  if ((await env.API_CACHE.get(lockoutKey)) !== null) return { ok: false, refused: "locked" };
  if (secret === undefined) return { ok: false, refused: "absent" };
  const value = await check(secret);
  if (value !== null) return { ok: true, value };
  const { success } = await env[rule.limiter].limit({ key: `${rule.name}:${address}` });
  if (success) return { ok: false, refused: "wrong" };
  await env.API_CACHE.put(lockoutKey, "1", { expirationTtl: LOCKOUT_SECONDS });
  return { ok: false, refused: "locked" };
}
