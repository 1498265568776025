import { recordDeadLetter } from "./dead-letters";

// Traders' webhooks (D1 table `trader_webhook`): where each billable lead is POSTed, signed with
// the trader's own secret. The secret is stored readable (the Worker signs with it) and never
// shown back in full: the operator API shows its last four characters.

/** A lead to send to its trader's webhook; with `event` "lead.erased", its erasure (app/features/privacy/server/erasure-events.ts). */
export type WebhookJob = { leadId: string; event?: "lead.erased" };
export type TraderWebhook = { tName: string; url: string; secret: string; createdAt: number; updatedAt: number };

export async function webhookOf(db: D1Database, tName: string): Promise<TraderWebhook | null> {
  return db.prepare("SELECT * FROM trader_webhook WHERE tName = ?1").bind(tName).first<TraderWebhook>();
}

export async function saveWebhook(db: D1Database, tName: string, url: string, secret: string): Promise<void> {
  const now = Date.now();
  await db
    .prepare(
      `INSERT INTO trader_webhook (tName, url, secret, createdAt, updatedAt) VALUES (?1, ?2, ?3, ?4, ?4)
       ON CONFLICT (tName) DO UPDATE SET url = excluded.url, secret = excluded.secret, updatedAt = excluded.updatedAt`,
    )
    .bind(tName, url, secret, now)
    .run();
}

export async function removeWebhook(db: D1Database, tName: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM trader_webhook WHERE tName = ?1").bind(tName).run();
  return meta.changes > 0;
}

/** "…k3Xz": enough for an operator to tell two secrets apart, too little to sign with. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

/**
 * Queues the webhook of a lead. A lead is accepted even when this fails: the dead letter lets an
 * operator send it later.
 */
export async function queueWebhook(env: Env, leadId: string): Promise<void> {
  const job: WebhookJob = { leadId };
  try {
    await env.WEBHOOK_QUEUE.send(job, { contentType: "json" });
  } catch (error) {
    console.error("webhook not queued", leadId, error);
    await recordDeadLetter(env.DB, { channel: "webhook", leadId, message: job, lastError: `not queued: ${String(error)}`, attempts: 0 }).catch(
      (failure: unknown) => console.error("dead letter not recorded", leadId, failure),
    );
  }
}
