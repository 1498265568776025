-- The Worker's lead ledger (docs/decisions/061-lead-ledger.md): every enquiry this
-- Worker accepted, in both origin modes, with its resolved catalogue identity, its billing facts
-- and the state of each delivery. Monthly statements and the operator console read it.

CREATE TABLE lead (
  id TEXT PRIMARY KEY,
  -- SHA-256 of the accepted fields: a reused id with other content is refused (409)
  contentHash TEXT NOT NULL,
  -- when this Worker received it (kept through the queue), ms since the epoch
  receivedAt INTEGER NOT NULL,
  -- the enquiry as the visitor sent it (validated)
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  brandName TEXT NOT NULL DEFAULT '',
  modelName TEXT NOT NULL DEFAULT '',
  tName TEXT NOT NULL DEFAULT '',
  typeOfQuery TEXT NOT NULL,
  areaName TEXT NOT NULL DEFAULT '',
  pincode TEXT NOT NULL DEFAULT '',
  cityName TEXT NOT NULL DEFAULT '',
  districtName TEXT NOT NULL DEFAULT '',
  stateName TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL DEFAULT 1,
  note TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL DEFAULT '',
  lat REAL,
  lng REAL,
  google INTEGER NOT NULL DEFAULT 0,
  chkBox INTEGER NOT NULL DEFAULT 0,
  -- the catalogue identity: names as the catalogue spells them ('' when not named or not known)
  catalogueBrand TEXT NOT NULL DEFAULT '',
  catalogueModel TEXT NOT NULL DEFAULT '',
  traderTName TEXT NOT NULL DEFAULT '',
  traderName TEXT NOT NULL DEFAULT '',
  traderType TEXT NOT NULL DEFAULT '',
  -- identity keys of the duplicate rule (app/features/leads/rules/identity-key.ts)
  modelKey TEXT NOT NULL DEFAULT '',
  traderKey TEXT NOT NULL DEFAULT '',
  -- matched: every name it gives is in the catalogue; unmatched: a model or trader is not
  match TEXT NOT NULL CHECK (match IN ('matched', 'unmatched')),
  -- 1 when the same mobile, model, trader and kind were received within 30 days
  duplicate INTEGER NOT NULL DEFAULT 0,
  -- 1 when a trader pays for it: matched, names a trader, not a duplicate, not refused
  billable INTEGER NOT NULL DEFAULT 0,
  -- delivery to the origin (embedded D1 or the operator's backend)
  originState TEXT NOT NULL DEFAULT 'pending' CHECK (originState IN ('pending', 'delivered', 'queued', 'refused')),
  -- the trader's lead page: when the trader first saw it there
  pageSeenAt INTEGER,
  -- the trader's webhook: none (no webhook or not billable), pending, delivered, failed
  webhookState TEXT NOT NULL DEFAULT 'none' CHECK (webhookState IN ('none', 'pending', 'delivered', 'failed')),
  webhookAttempts INTEGER NOT NULL DEFAULT 0,
  webhookError TEXT NOT NULL DEFAULT '',
  webhookDeliveredAt INTEGER,
  -- a consumer sending the webhook holds it until then (ms), so two copies never send twice
  webhookClaimUntil INTEGER NOT NULL DEFAULT 0,
  -- the trader marked it contacted on the lead page
  contactedAt INTEGER
);
CREATE INDEX lead_identity ON lead (mobile, modelKey, traderKey, typeOfQuery, receivedAt);
CREATE INDEX lead_trader ON lead (traderTName, receivedAt);
CREATE INDEX lead_received ON lead (receivedAt);

-- Private lead pages: only the SHA-256 of each token is kept; revoking deletes the rows.
CREATE TABLE lead_link (
  tokenHash TEXT PRIMARY KEY,
  tName TEXT NOT NULL,
  traderName TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);
CREATE INDEX lead_link_trader ON lead_link (tName);

-- A trader's webhook: the secret is kept readable, as the Worker signs with it.
CREATE TABLE trader_webhook (
  tName TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  updatedAt INTEGER NOT NULL
);

-- Deliveries that failed for good (after the last retry, or refused by the receiver): listed
-- for an operator with the last error, and retried from the stored message.
CREATE TABLE dead_letter (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('origin', 'webhook')),
  leadId TEXT NOT NULL DEFAULT '',
  call TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  lastError TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  createdAt INTEGER NOT NULL,
  retriedAt INTEGER
);
CREATE INDEX dead_letter_open ON dead_letter (retriedAt, createdAt);

-- The duplicate rule moved to the ledger, on the resolved identity: the embedded origin keeps
-- the enquiries it receives (as the operator's backend would) without a second, weaker rule.
DROP INDEX enquiry_lead;
ALTER TABLE enquiry DROP COLUMN duplicate;
