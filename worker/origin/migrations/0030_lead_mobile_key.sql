-- The duplicate rule after an erasure (docs/decisions/152). A lead is a duplicate, and is not billed
-- again, when the same mobile asked the same seller about the same model within 30 days; erasure
-- blanks the mobile, so each lead also keeps a keyed hash of it (HMAC-SHA256 under the Worker's
-- secret: app/features/leads/server/ledger.ts `mobileKeyOf`), never the number. An erased lead keeps it 30 days
-- after its erasure, then the scheduled run blanks it. '' on leads recorded before this column:
-- their mobile, while it is held, is matched as before.
ALTER TABLE lead ADD COLUMN mobileKey TEXT NOT NULL DEFAULT '';
CREATE INDEX lead_mobile_key ON lead (mobileKey, modelKey, traderKey, receivedAt);
-- The scheduled run's read: erased leads whose key is still kept, by the time of their erasure.
CREATE INDEX lead_erased_key ON lead (erasedAt) WHERE mobileKey <> '';
