import { execFileSync } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";

// A seller signed in for a journey that starts inside the workspace: a staff row and a session
// row written to the server's local D1 before the pages are opened (the one session module's
// hash and signature), and the cookie handed to the browser. Written once, while the server
// answers nothing else, as the sign-in would write them.

const STATE = `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8799}`;
// The seller session's cookie, label and length, and the session module's id hash (SHA-256, hex) and
// signature (HMAC-SHA256, base64url) as app/features/seller/server/session.ts and
// app/shared/security/sessions.ts make them; their Worker imports stay out of the browser tests. A
// drift sends the journey to the sign-in page, and it fails.
const SELLER_COOKIE = "seller_session";
const SELLER_LABEL = "seller-session.v1";
const SELLER_MS = 30 * 24 * 60 * 60 * 1000;

function xsrfSecret(): string {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const secret = /^XSRF_SECRET=(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
  if (!secret) throw new Error(`no XSRF_SECRET in ${file}`);
  return secret;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function signInAsSeller(context: BrowserContext, baseURL: string, tName: string, mobile: string): Promise<void> {
  const id = randomBytes(32).toString("base64url");
  const now = Date.now();
  const sql = [
    `INSERT OR IGNORE INTO trader_staff (tName, mobile, role, addedAt) VALUES (${quoted(tName)}, ${quoted(mobile)}, 'owner', ${now})`,
    `INSERT INTO seller_session (idHash, tName, mobile, createdAt, expiresAt) VALUES (${quoted(createHash("sha256").update(id).digest("hex"))}, ${quoted(tName)}, ${quoted(mobile)}, ${now}, ${now + SELLER_MS})`,
  ].join("; ");
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "-c", "wrangler.toml", "--command", sql], { stdio: "ignore" });
  const value = `${id}.${createHmac("sha256", xsrfSecret()).update(`${SELLER_LABEL}.${id}`).digest("base64url")}`;
  await context.addCookies([{ name: SELLER_COOKIE, value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
