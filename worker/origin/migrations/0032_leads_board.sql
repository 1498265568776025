-- The seller's leads board (docs/decisions/165): each lead's stage, the timed changes that led to
-- it (undone ones kept, marked), the seller's notes and a follow-up day whose morning reminder is
-- sent once.

-- new → contacted, interested, test-ride, booked, sold, lost (with a reason). Existing leads a
-- trader marked contacted on its lead page start as contacted.
ALTER TABLE lead ADD COLUMN stage TEXT NOT NULL DEFAULT 'new'
  CHECK (stage IN ('new', 'contacted', 'interested', 'test-ride', 'booked', 'sold', 'lost'));
ALTER TABLE lead ADD COLUMN lostReason TEXT NOT NULL DEFAULT '';
UPDATE lead SET stage = 'contacted' WHERE contactedAt IS NOT NULL;
CREATE INDEX lead_trader_stage ON lead (traderTName, stage, receivedAt);

-- Every change of a lead's stage: who (a staff mobile, or "key …abcd" for the API), when, from
-- what to what. Undo marks the newest change undone and puts the lead back where it was.
CREATE TABLE lead_stage_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  leadId TEXT NOT NULL,
  tName TEXT NOT NULL,
  fromStage TEXT NOT NULL,
  fromReason TEXT NOT NULL DEFAULT '',
  toStage TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  byWho TEXT NOT NULL,
  at INTEGER NOT NULL,
  undoneAt INTEGER,
  undoneBy TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_stage_event_lead ON lead_stage_event (leadId, id);

-- A seller's notes on a lead (at most 2,000 characters each), oldest first.
CREATE TABLE lead_note (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  leadId TEXT NOT NULL,
  tName TEXT NOT NULL,
  text TEXT NOT NULL,
  byWho TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX lead_note_lead ON lead_note (leadId, id);

-- One follow-up day per lead (IST "yyyy-mm-dd"); its reminder goes at 09:00 IST that day
-- (remindAt, ms) to the staff mobile that set it, once: state pending → sent, or failed for good.
-- A sender holds a row until claimUntil so two runs at once never send twice.
CREATE TABLE lead_follow_up (
  leadId TEXT PRIMARY KEY,
  tName TEXT NOT NULL,
  day TEXT NOT NULL,
  remindAt INTEGER NOT NULL,
  setBy TEXT NOT NULL,
  setAt INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  claimUntil INTEGER NOT NULL DEFAULT 0,
  sentAt INTEGER,
  lastError TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_follow_up_due ON lead_follow_up (state, remindAt);
