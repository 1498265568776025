import type { Lead } from "#app/features/leads/rules/lead";
import { queueTraderNotifications } from "./notify";
import { queueWebhook } from "./webhooks";

// The one place where "a lead became billable" is acted on (docs/decisions/111): the ledger makes
// a lead billable only when its number is verified (app/features/leads/server/verification.ts), and whoever
// made it so calls this with the leads as stored then. Every channel that must hear of a billable
// lead — the trader's webhook, messages to the trader's phone — starts here, and only here.

/**
 * Hands on the leads that just became billable: their pending webhooks go on the queue. Leads
 * that are not billable are skipped. Never throws: the leads stay billable and on their trader's
 * lead page whatever a channel does (a webhook that cannot be queued becomes a dead letter).
 */
export async function onBillable(env: Env, leads: readonly Lead[]): Promise<void> {
  const billable = leads.filter((lead) => lead.billable);
  for (const lead of billable) {
    if (lead.webhookState === "pending") await queueWebhook(env, lead.id);
  }
  // The trader's phone: one SMS, and WhatsApp where it opted in, once per lead (docs/decisions/112).
  await queueTraderNotifications(env, billable);
}
