-- The operator console (docs/decisions/070-operator-console.md and following): signed-in
-- sessions, each trader's billing terms, and the version of each picture uploaded to R2.

-- A browser's session after signing in with the admin token. Only the SHA-256 of the session id
-- is kept (the cookie holds the id); signing out deletes the row, so the cookie stops working.
CREATE TABLE admin_session (
  idHash TEXT PRIMARY KEY,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL
);
CREATE INDEX admin_session_expiry ON admin_session (expiresAt);

-- A trader's billing terms (spec §1 business terms): per lead (₹20 + 18 % GST) or commission
-- (no per-lead fee). freeFrom: the IST date a manufacturer's two free weeks start ('' = the day
-- of its first lead). A trader without a row is billed per lead.
CREATE TABLE trader_terms (
  tName TEXT PRIMARY KEY,
  basis TEXT NOT NULL DEFAULT 'per-lead' CHECK (basis IN ('per-lead', 'commission')),
  freeFrom TEXT NOT NULL DEFAULT '',
  updatedAt INTEGER NOT NULL
);

-- Pictures uploaded through the console: the R2 key the site serves (/image/{key}) and a short
-- hash of the bytes, which pages append to the picture's address (?v=) so that a new upload is
-- a new address while each address is cached for a year.
CREATE TABLE image_version (
  key TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  contentType TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  uploadedAt INTEGER NOT NULL
);
-- The console marks leads whose delivery is a dead letter (the "failed" state).
CREATE INDEX dead_letter_lead ON dead_letter (leadId, retriedAt);
