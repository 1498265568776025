-- Verified numbers (docs/decisions/109-verified-numbers.md): the one-time codes this Worker sends
-- by SMS after an enquiry is accepted, the mark on the leads whose number was confirmed, and the
-- local provider's outbox (messages kept instead of sent when no service is configured).

-- A code is never stored as sent: only HMAC-SHA256(key = salt, "{mobile}:{code}") with a random
-- salt of its own. Used once (usedAt), for 10 minutes (expiresAt), at most 5 tries (tries);
-- sending a new one ends the mobile's earlier codes. The rows of the last hour count the sends.
CREATE TABLE otp_code (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  salt TEXT NOT NULL,
  hash TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  usedAt INTEGER
);
CREATE INDEX otp_code_mobile ON otp_code (mobile, createdAt);

-- When the lead's mobile was confirmed by a code (ms since the epoch); NULL: not verified.
ALTER TABLE lead ADD COLUMN verifiedAt INTEGER;

-- The local provider's messages, newest read first by the console.
CREATE TABLE message_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('otp', 'lead', '')),
  text TEXT NOT NULL DEFAULT '',
  template TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT '',
  params TEXT NOT NULL DEFAULT '[]',
  createdAt INTEGER NOT NULL
);
CREATE INDEX message_outbox_created ON message_outbox (createdAt);
