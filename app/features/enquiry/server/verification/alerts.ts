import { istDate } from "#app/shared/i18n/dates";

// What the operator is told when something needs them and no one would otherwise notice: a row in
// `operator_alert` (migration 0029) per kind and period, shown on the console's front page, and
// one line in the Worker's error log (Workers Logs, where a notification can be set on it) — once
// per period, however often the cause repeats (docs/decisions/154).

export type AlertKind = "otp-budget-hourly" | "otp-budget-daily";
export type OperatorAlert = { kind: AlertKind; firstAt: number; detail: string };

/** The period an alert is said once in: the hour (counted from the epoch), or the IST day. */
const periodOf = (kind: AlertKind, now: number) => (kind === "otp-budget-daily" ? istDate(now) : `hour ${Math.floor(now / 3_600_000)}`);

/** Records the alert unless it was already recorded in this period; the first time, logs it. */
export async function alertOperator(db: D1Database, kind: AlertKind, detail: string, now: number): Promise<void> {
  const { meta } = await db
    .prepare("INSERT INTO operator_alert (kind, period, firstAt, detail) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (kind, period) DO NOTHING")
    .bind(kind, periodOf(kind, now), now, detail)
    .run();
  if (meta.changes === 1) console.error(`operator alert: ${kind}: ${detail}`);
}

/** The alerts of the last day, newest first. */
export async function recentAlerts(db: D1Database, now: number): Promise<OperatorAlert[]> {
  const { results } = await db
    .prepare("SELECT kind, firstAt, detail FROM operator_alert WHERE firstAt > ?1 ORDER BY firstAt DESC LIMIT 10")
    .bind(now - 24 * 60 * 60 * 1000)
    .all<OperatorAlert>();
  return results;
}
