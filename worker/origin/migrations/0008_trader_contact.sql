-- Leads to the dealer's phone (docs/decisions/112-leads-to-the-dealers-phone.md): each trader's
-- contact settings, the SMS and WhatsApp message of each billable lead (once per lead and
-- channel), the keys of the CRM pull API, and dead letters of those messages.

-- A trader's numbers, kept by this Worker (the catalogue has none). notifyPhone: the mobile that
-- receives each billable lead ('' = no message); publicPhone: the number buyers may call ('' =
-- none shown). Both the ten national digits of the one mobile rule. whatsappOptInAt: when the
-- trader agreed to receive leads on WhatsApp at notifyPhone (NULL = no WhatsApp). linkSalt: with
-- the Worker's secret it derives the private lead link the messages carry; only that link's hash
-- is in lead_link, so the database alone cannot give a working link.
CREATE TABLE trader_contact (
  tName TEXT PRIMARY KEY,
  notifyPhone TEXT NOT NULL DEFAULT '',
  publicPhone TEXT NOT NULL DEFAULT '',
  whatsappOptInAt INTEGER,
  linkSalt TEXT NOT NULL DEFAULT '',
  updatedAt INTEGER NOT NULL
);

-- One row per lead and channel, written once when the lead became billable: a second call, a
-- second queue message or a retried dead letter finds the row and sends nothing new. A consumer
-- claims the row (claimUntil) before it sends, as for webhooks.
CREATE TABLE lead_notification (
  leadId TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  -- pending (queued), sent, failed (a dead letter), none (no longer wanted: no number, no opt-in)
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'none')),
  recipient TEXT NOT NULL DEFAULT '',
  attempts INTEGER NOT NULL DEFAULT 0,
  lastError TEXT NOT NULL DEFAULT '',
  claimUntil INTEGER NOT NULL DEFAULT 0,
  providerId TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL,
  sentAt INTEGER,
  PRIMARY KEY (leadId, channel)
);

-- Keys of the CRM pull API (GET /leads/api): only the SHA-256 of each key is kept; a trader may
-- hold several at once (rotation); revoking deletes the row.
CREATE TABLE trader_api_key (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  keyHash TEXT NOT NULL UNIQUE,
  tName TEXT NOT NULL,
  -- the key's last four characters, for the operator to tell keys apart
  hint TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  lastUsedAt INTEGER
);
CREATE INDEX trader_api_key_trader ON trader_api_key (tName);

-- Dead letters gain the two message channels. SQLite cannot change a CHECK constraint, so the
-- table is made again with the wider one and its rows (ids included) copied over.
CREATE TABLE dead_letter_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('origin', 'webhook', 'sms', 'whatsapp')),
  leadId TEXT NOT NULL DEFAULT '',
  call TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  lastError TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  createdAt INTEGER NOT NULL,
  retriedAt INTEGER
);
INSERT INTO dead_letter_next (id, channel, leadId, call, message, lastError, attempts, createdAt, retriedAt)
  SELECT id, channel, leadId, call, message, lastError, attempts, createdAt, retriedAt FROM dead_letter;
DROP TABLE dead_letter;
ALTER TABLE dead_letter_next RENAME TO dead_letter;
CREATE INDEX dead_letter_open ON dead_letter (retriedAt, createdAt);
CREATE INDEX dead_letter_lead ON dead_letter (leadId, retriedAt);
