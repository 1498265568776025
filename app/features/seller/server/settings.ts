import { quietHoursOf } from "#app/features/leads/rules/quiet-hours";
import { traderMessageSettings } from "#app/features/leads/server/notify";
import type { TraderSettings } from "#app/features/seller/rules/settings";

// A trader's own settings (table trader_settings): the language of its messages and quiet hours
// in IST. Read as the senders read them (traderMessageSettings): without a row, Hindi and no
// quiet hours.

export async function traderSettings(db: D1Database, tName: string): Promise<TraderSettings> {
  const row = await traderMessageSettings(db, tName);
  return { language: row.language, quiet: quietHoursOf(row) };
}

export async function saveTraderSettings(db: D1Database, tName: string, settings: TraderSettings, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO trader_settings (tName, language, quietFrom, quietUntil, updatedAt) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (tName) DO UPDATE SET language = excluded.language, quietFrom = excluded.quietFrom, quietUntil = excluded.quietUntil, updatedAt = excluded.updatedAt`,
    )
    .bind(tName, settings.language, settings.quiet?.from ?? null, settings.quiet?.until ?? null, now)
    .run();
}
