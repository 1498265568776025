import { nonPublicHost } from "../../../shared/rules/network-address";
import { isLocalHost } from "#app/shared/rules/network-address";

// Which webhook addresses a trader may register (docs/decisions/062-lead-delivery-to-traders.md):
// https only, without credentials or fragment, at most 500 characters, to a host on the public
// internet (no private, loopback, link-local or other special-purpose address, no local-only
// name: ../rules/network-address.ts, docs/decisions/154). Checked when it is set and again before
// each send, by one rule (app/features/leads/server/webhook-delivery.ts webhookTarget). This machine
// (localhost, 127.0.0.1, [::1]), over http too, is accepted only in a local run that names itself:
// SITE_URL names this machine, which a deployment's never does.

export const MAX_WEBHOOK_URL = 500;

export type WebhookUrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

export function checkWebhookUrl(raw: string, { localRun }: { localRun: boolean }): WebhookUrlVerdict {
  if (raw.length > MAX_WEBHOOK_URL) return { ok: false, reason: `At most ${MAX_WEBHOOK_URL} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "Not an absolute URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "No user name or password in the URL" };
  if (url.hash) return { ok: false, reason: "No #fragment in the URL" };
  const local = localRun && isLocalHost(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    return { ok: false, reason: localRun ? "https, or http to localhost" : "Only https URLs are accepted" };
  }
  // Checked on the parsed host, which is what the request goes to ("0x7f.1" is 127.0.0.1 by now).
  const where = local ? null : nonPublicHost(url.hostname);
  if (where) return { ok: false, reason: `Not on the public internet: ${where}` };
  return { ok: true, url: url.href };
}
