// What a seed leaves in local D1: the catalogue exactly the sample, whatever was imported or
// edited since (its tables are emptied, then filled), and the rest kept unless asked otherwise.
// Every table of worker/origin/migrations is named once below or is a catalogue table (the ones
// the sample fills); tests/unit/seed-reset.test.ts holds a new table to that.

/**
 * The lead ledger (docs/decisions/061-lead-ledger.md) and what visitors sent the embedded origin,
 * with the one-time codes of their numbers and the local outbox's messages (docs/decisions/109)
 * and the operator's alerts about them (docs/decisions/154),
 * each lead's SMS and WhatsApp state and the traders' CRM keys (docs/decisions/112), and the
 * traders' disputes of leads (docs/decisions/111), the comparisons visitors viewed
 * (docs/decisions/119), the erasure events sent to traders' webhooks (docs/decisions/152), the
 * sellers' stage changes, notes and follow-ups of their leads (docs/decisions/165), the enquiries
 * no dealer is left to offer to (docs/decisions/166), and the traders' tax invoices with their
 * number series (docs/decisions/167):
 * kept by a seed, so leads survive `npm start`; cleared only by `npm run db:seed -- --leads`.
 */
export const LEAD_LEDGER_TABLES = [
  "lead", "lead_link", "trader_webhook", "dead_letter",
  "enquiry", "customer", "city_record", "location_record",
  "otp_code", "message_outbox", "operator_alert",
  "lead_notification", "trader_api_key", "lead_dispute",
  "compare_view", "lead_erasure_event", "lead_offers_ended",
  // the sellers' leads board (docs/decisions/165): the leads' stage changes, notes and follow-ups
  "lead_stage_event", "lead_note", "lead_follow_up",
  "invoice", "invoice_series",
] as const;

/**
 * Never emptied: console sessions (a seed does not sign the operator out), traders' billing terms
 * and phones (operator settings; a seed only adds the sample traders' phones where a trader has
 * none: ./contacts.ts), and picture versions and gallery photos, which belong to the pictures in R2 that a seed does
 * not touch either (a picture of a record the reset removed is simply not shown), and the
 * redirects of renamed records (docs/decisions/125), read only where a page would be the 404 page,
 * so a kept one never hides a page the sample brings back, and the console's import jobs with
 * their batches (docs/decisions/138), the operator's record of what was imported, and the access
 * record with the scheduled privacy run's runs (docs/decisions/152, 153): the access record is
 * append-only, and the database refuses to delete a record younger than a year. And the seller
 * workspace's staff, settings and sessions (docs/decisions/164): the sellers' own, like their phones.
 */
export const KEPT_TABLES = [
  "admin_session", "trader_terms", "trader_contact", "image_version", "renamed_path", "photo", "import_job", "import_batch",
  "access_record", "retention_run", "trader_staff", "trader_settings", "seller_session",
  // a seller's own profile: its approved hours and offers and its asked changes (docs/decisions/168)
  "trader_profile", "trader_profile_change",
] as const;

/**
 * Reference data that is no sample: the pincode directory (docs/decisions/108-pincode-directory
 * .md). A seed loads it only when the table lacks this version of the data file
 * (worker/origin/pincode-directory.ts), so it is never emptied and refilled on every start.
 */
export const REFERENCE_TABLES = ["pincode", "pincode_source"] as const;

/**
 * Kept from the catalogue by the migrations' triggers, never written by a seed: a trader's brands
 * one a row beside its JSON list (migration 0018, docs/decisions/133) and what each town has of
 * each type, with its notes of what to count again, and how many models each type lists (migration
 * 0024, docs/decisions/147, 148). Emptying the catalogue empties them.
 */
export const DERIVED_TABLES = ["trader_brand", "town_type", "town_type_stale", "town_type_replaced", "model_type", "type_models", "model_type_stale"] as const;

/** The statements that empty the catalogue tables, and with `leads` the lead ledger too. */
export function clearStatements(catalogueTables: readonly string[], { leads = false } = {}): string[] {
  return [...catalogueTables, ...(leads ? LEAD_LEDGER_TABLES : [])].map((table) => `DELETE FROM ${table}`);
}

/** 2411 → "2,411". */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * The line a seed prints: what the catalogue now holds and what became of the lead ledger.
 * `source` names what it was reset to (a generated catalogue names its scale and seed).
 */
export function resetSummary(counts: Record<string, number>, { leads = false, source = "the sample" } = {}): string {
  const n = (table: string) => grouped(counts[table] ?? 0);
  const catalogue = [
    `${n("brand")} brands`, `${n("product")} models`, `${n("price")} city prices`,
    `${n("trader")} dealers and manufacturers`, `${n("blog")} blogs`, `${n("article")} articles`,
  ].join(", ");
  const ledger = leads ? "the lead ledger cleared" : "the lead ledger kept (npm run db:seed -- --leads clears it)";
  return `Local catalogue reset to ${source}: ${catalogue}; records added since are gone; ${ledger}.`;
}
