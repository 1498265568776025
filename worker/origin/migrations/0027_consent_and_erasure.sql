-- Consent, withdrawal, erasure and retention (docs/decisions/152-consent-erasure-and-retention.md).
--
-- Each lead keeps the consent it was sent under: the version of the notice shown before the
-- mobile was taken, the purposes it named (space-separated keys of app/shared/privacy-notice.ts)
-- and the sellers the enquiry went to (a JSON array of their names); its time is receivedAt. An
-- enquiry sent without the site's notice (an API caller) keeps '' as its version.
ALTER TABLE lead ADD COLUMN consentNotice TEXT NOT NULL DEFAULT '';
ALTER TABLE lead ADD COLUMN consentPurposes TEXT NOT NULL DEFAULT '';
ALTER TABLE lead ADD COLUMN consentSellers TEXT NOT NULL DEFAULT '[]';
-- The buyer withdrew consent (ms): no seller is handed the lead or messaged about it from then on,
-- and its personal data is erased by the next scheduled run.
ALTER TABLE lead ADD COLUMN withdrawnAt INTEGER;
-- The buyer asked for erasure while a seller's dispute of the lead was open: erased once decided.
ALTER TABLE lead ADD COLUMN erasureAskedAt INTEGER;
-- When the lead's personal data was erased, and why: buyer (asked), withdrawn, retention. Only what
-- billing needs is left: id, seller, model, dates, the billing facts.
ALTER TABLE lead ADD COLUMN erasedAt INTEGER;
ALTER TABLE lead ADD COLUMN erasedBy TEXT NOT NULL DEFAULT '' CHECK (erasedBy IN ('', 'buyer', 'withdrawn', 'retention'));

-- The scheduled run's reads: leads not yet erased by age, withdrawn leads waiting, and a trader's
-- erasures for the pull API.
CREATE INDEX lead_unerased ON lead (erasedAt, receivedAt);
CREATE INDEX lead_withdrawn ON lead (withdrawnAt) WHERE withdrawnAt IS NOT NULL AND erasedAt IS NULL;
CREATE INDEX lead_trader_erased ON lead (traderTName, erasedAt) WHERE erasedAt IS NOT NULL;
-- The embedded origin's copies by age, for the scheduled run.
CREATE INDEX enquiry_created ON enquiry (createdAt);
CREATE INDEX enquiry_mobile ON enquiry (mobile);
CREATE INDEX customer_created ON customer (createdAt);
CREATE INDEX location_record_created ON location_record (createdAt);
CREATE INDEX location_record_mobile ON location_record (mobile);
CREATE INDEX city_record_created ON city_record (createdAt);
CREATE INDEX otp_code_created ON otp_code (createdAt);
CREATE INDEX dead_letter_created ON dead_letter (createdAt);

-- A seller's webhook hears of each erasure of a lead it may have received (a lead.created attempt
-- was made): one row per lead, written once, so the event is sent once; claimed before sending
-- and retried as lead webhooks are.
CREATE TABLE lead_erasure_event (
  leadId TEXT PRIMARY KEY,
  tName TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed', 'none')),
  attempts INTEGER NOT NULL DEFAULT 0,
  lastError TEXT NOT NULL DEFAULT '',
  claimUntil INTEGER NOT NULL DEFAULT 0,
  createdAt INTEGER NOT NULL,
  deliveredAt INTEGER
);

-- The scheduled erasure's runs, listed in the console: the cut-offs it applied and what it did.
CREATE TABLE retention_run (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  startedAt INTEGER NOT NULL,
  finishedAt INTEGER,
  -- personal data of leads received before this instant is erased; leads before billingCutoff go
  personalCutoff INTEGER NOT NULL,
  billingCutoff INTEGER NOT NULL,
  leadsErased INTEGER NOT NULL DEFAULT 0,
  leadsDeleted INTEGER NOT NULL DEFAULT 0,
  -- rows of the origin's copies, codes, outbox and old access records deleted by age
  rowsDeleted INTEGER NOT NULL DEFAULT 0,
  batches INTEGER NOT NULL DEFAULT 0,
  -- 1: the run stopped at its query budget with more to do; the next run goes on
  more INTEGER NOT NULL DEFAULT 0,
  error TEXT NOT NULL DEFAULT ''
);
CREATE INDEX retention_run_started ON retention_run (startedAt);
