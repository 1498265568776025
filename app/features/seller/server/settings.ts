import { DEFAULT_TRADER_SETTINGS, type TraderSettings } from "#app/features/seller/rules/settings";

// A trader's own settings (table trader_settings): the language of its messages and quiet hours
// in IST. A trader without a row has the defaults: Hindi, no quiet hours.

type SettingsRow = { language: TraderSettings["language"]; quietFrom: number | null; quietUntil: number | null };

export async function traderSettings(db: D1Database, tName: string): Promise<TraderSettings> {
  const row = await db.prepare("SELECT language, quietFrom, quietUntil FROM trader_settings WHERE tName = ?1").bind(tName).first<SettingsRow>();
  if (!row) return DEFAULT_TRADER_SETTINGS;
  return { language: row.language, quiet: row.quietFrom === null || row.quietUntil === null ? null : { from: row.quietFrom, until: row.quietUntil } };
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
