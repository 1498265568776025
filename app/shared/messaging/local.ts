import type { MessageKind, SmsProvider, WhatsAppProvider } from "./types";

// The local provider, used when no service is configured (`npm start`, the tests): each message
// is kept in D1's `message_outbox` instead of being sent, for the console's /admin/outbox and the
// operator API to show — an OTP's text included, as the SMS would have carried it. A week of
// messages is kept.

export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const OUTBOX_LIMIT = 100;

export type OutboxMessage = {
  id: number;
  channel: "sms" | "whatsapp";
  to: string;
  kind: MessageKind | "";
  text: string;
  /** The DLT template id of an SMS, the template name of a WhatsApp message. */
  template: string;
  language: string;
  params: string[];
  createdAt: number;
};

type Stored = Omit<OutboxMessage, "id" | "createdAt">;

async function keep(db: D1Database, message: Stored): Promise<{ id: string }> {
  const now = Date.now();
  const [, inserted] = await db.batch<{ id: number }>([
    db.prepare("DELETE FROM message_outbox WHERE createdAt < ?1").bind(now - OUTBOX_KEEP_MS),
    db
      .prepare(
        `INSERT INTO message_outbox (channel, recipient, kind, text, template, language, params, createdAt)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
      )
      .bind(message.channel, message.to, message.kind, message.text, message.template, message.language, JSON.stringify(message.params), now),
  ]);
  return { id: `local-${inserted?.results[0]?.id ?? 0}` };
}

export function localSms(db: D1Database): SmsProvider {
  return {
    send: (msg) => keep(db, { channel: "sms", to: msg.to, kind: msg.kind, text: msg.text, template: msg.templateId, language: msg.language ?? "", params: [] }),
  };
}

export function localWhatsApp(db: D1Database): WhatsAppProvider {
  return {
    sendTemplate: (msg) =>
      keep(db, { channel: "whatsapp", to: msg.to, kind: "", text: "", template: msg.template, language: msg.language, params: msg.params }),
  };
}

type Row = Omit<OutboxMessage, "to" | "params"> & { recipient: string; params: string };

/** The newest messages first; `to` (any spelling of a mobile's digits) narrows to one number. */
export async function readOutbox(db: D1Database, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const digits = (options.to ?? "").replace(/\D/g, "").slice(-10);
  const limit = Math.min(Math.max(options.limit ?? OUTBOX_LIMIT, 1), OUTBOX_LIMIT);
  const { results } = await db
    .prepare(
      `SELECT * FROM message_outbox ${digits ? "WHERE recipient LIKE ?2" : ""} ORDER BY createdAt DESC, id DESC LIMIT ?1`,
    )
    .bind(limit, ...(digits ? [`%${digits}`] : []))
    .all<Row>();
  return results.map(({ recipient, params, ...row }) => ({ ...row, to: recipient, params: JSON.parse(params) as string[] }));
}
