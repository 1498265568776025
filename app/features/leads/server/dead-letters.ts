// Dead letters (D1 table `dead_letter`): deliveries that failed for good, kept with the queue
// message and the last error so the operator console can list them and send them again.

/** origin: an enquiry; webhook: a lead to its trader's webhook; sms, whatsapp: a lead to its trader's phone. */
export type DeadLetterChannel = "origin" | "webhook" | "sms" | "whatsapp";
export type DeadLetter = {
  id: number;
  channel: DeadLetterChannel;
  leadId: string;
  call: string;
  message: unknown;
  lastError: string;
  attempts: number;
  createdAt: number;
  retriedAt: number | null;
};

export async function recordDeadLetter(
  db: D1Database,
  letter: { channel: DeadLetterChannel; leadId?: string; call?: string; message: unknown; lastError: string; attempts: number },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO dead_letter (channel, leadId, call, message, lastError, attempts, createdAt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(letter.channel, letter.leadId ?? "", letter.call ?? "", JSON.stringify(letter.message), letter.lastError.slice(0, 500), letter.attempts, Date.now())
    .run();
}

type DeadLetterRow = Omit<DeadLetter, "message"> & { message: string };

/** Dead letters not yet retried (or all), newest first. */
export async function listDeadLetters(db: D1Database, { open = true } = {}): Promise<DeadLetter[]> {
  const { results } = await db
    .prepare(`SELECT * FROM dead_letter ${open ? "WHERE retriedAt IS NULL" : ""} ORDER BY createdAt DESC, id DESC LIMIT 500`)
    .all<DeadLetterRow>();
  return results.map((row) => ({ ...row, message: JSON.parse(row.message) as unknown }));
}

/** Marks a dead letter retried and hands back its message, or null when there is none to retry. */
export async function takeForRetry(db: D1Database, id: number): Promise<DeadLetter | null> {
  const row = await db
    .prepare("UPDATE dead_letter SET retriedAt = ?2 WHERE id = ?1 AND retriedAt IS NULL RETURNING *")
    .bind(id, Date.now())
    .first<DeadLetterRow>();
  return row ? { ...row, message: JSON.parse(row.message) as unknown } : null;
}
