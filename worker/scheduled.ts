import { releaseHeldNotifications } from "#app/features/leads/server/notify";
import { offerUncalledLeads } from "#app/features/leads/server/reassign";
import { runRetention } from "#app/features/privacy/server/retention";
import { sendFollowUpReminders } from "#app/features/seller/board/server/reminders";

// What the Worker's cron triggers (wrangler.toml [triggers]) run. Each job is given the time the
// run was scheduled for, so it decides by that clock and a late or repeated run does the same work.

export const DAILY_CRON = "0 21 * * *";
export const FIVE_MINUTE_CRON = "*/5 * * * *";

/** A job; `ctx` is the runtime's, for background work (absent when the handler is called directly). */
type Job = (env: Env, scheduledTime: number, ctx?: ExecutionContext) => Promise<unknown>;

/** The jobs of each cron expression, run one after another; one failing does not stop the next. */
export const SCHEDULE: Record<string, Job[]> = {
  [DAILY_CRON]: [runRetention],
  // Messages held through quiet hours go first, then leads no seller called are offered on, then
  // the morning's follow-up reminders.
  [FIVE_MINUTE_CRON]: [releaseHeldNotifications, offerUncalledLeads, sendFollowUpReminders],
};

export async function runScheduled(env: Env, cron: string, scheduledTime: number, ctx?: ExecutionContext): Promise<void> {
  const failures: unknown[] = [];
  for (const job of SCHEDULE[cron] ?? []) {
    try {
      await job(env, scheduledTime, ctx);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} scheduled job(s) failed (${cron})`);
}
