-- New-lead messages the seller controls, and leads offered on when no seller calls
-- (docs/decisions/166).

-- The language of the page the buyer confirmed the enquiry on ('' = not known: an older lead), so
-- a message to the buyer about the enquiry speaks it.
ALTER TABLE lead ADD COLUMN lang TEXT NOT NULL DEFAULT '' CHECK (lang IN ('', 'en', 'hi'));
CREATE INDEX lead_verified ON lead (verifiedAt) WHERE verifiedAt IS NOT NULL;

-- A lead's messages: one row per lead, channel and recipient. audience trader: a staff number of
-- the lead's trader (recipient "+91…"), chosen by its flags in trader_staff; audience buyer: the
-- lead's own buyer, told who else will call (recipient '': the number is read from the lead when
-- sent, so erasing the lead leaves none here). held: the trader's quiet hours, until holdUntil,
-- when the five-minute run queues it. language: the trader's (or the buyer's) when it was made.
-- SQLite cannot change a primary key: the table is made again and its rows copied over.
CREATE TABLE lead_notification_next (
  leadId TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  recipient TEXT NOT NULL DEFAULT '',
  audience TEXT NOT NULL DEFAULT 'trader' CHECK (audience IN ('trader', 'buyer')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  -- pending (queued), held (quiet hours), sent, failed (a dead letter), none (no longer wanted)
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'held', 'sent', 'failed', 'none')),
  holdUntil INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  lastError TEXT NOT NULL DEFAULT '',
  claimUntil INTEGER NOT NULL DEFAULT 0,
  providerId TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL,
  sentAt INTEGER,
  PRIMARY KEY (leadId, channel, recipient)
);
INSERT INTO lead_notification_next (leadId, channel, recipient, state, attempts, lastError, claimUntil, providerId, createdAt, sentAt)
  SELECT leadId, channel, CASE WHEN length(recipient) = 10 THEN '+91' || recipient ELSE recipient END,
    state, attempts, lastError, claimUntil, providerId, createdAt, sentAt
  FROM lead_notification;
DROP TABLE lead_notification;
ALTER TABLE lead_notification_next RENAME TO lead_notification;
CREATE INDEX lead_notification_held ON lead_notification (holdUntil) WHERE state = 'held';

-- The local outbox's messages gain a kind: a notice to a buyer about its enquiry. SQLite cannot
-- change a CHECK constraint: the table is made again and its rows (ids included) copied over.
CREATE TABLE message_outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT '' CHECK (kind IN ('otp', 'lead', 'notice', '')),
  text TEXT NOT NULL DEFAULT '',
  template TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT '',
  params TEXT NOT NULL DEFAULT '[]',
  createdAt INTEGER NOT NULL
);
INSERT INTO message_outbox_next (id, channel, recipient, kind, text, template, language, params, createdAt)
  SELECT id, channel, recipient, kind, text, template, language, params, createdAt FROM message_outbox;
DROP TABLE message_outbox;
ALTER TABLE message_outbox_next RENAME TO message_outbox;
CREATE INDEX message_outbox_created ON message_outbox (createdAt);

-- Enquiries the five-minute run stopped offering: no dealer within reach is left to offer them to.
-- Only the enquiry's id; a row goes once the enquiry is older than the run looks back.
CREATE TABLE lead_offers_ended (
  enquiryId TEXT PRIMARY KEY,
  endedAt INTEGER NOT NULL
);
