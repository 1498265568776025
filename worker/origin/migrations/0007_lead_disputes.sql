-- Fair billing (docs/decisions/111-fair-billing-and-disputes.md): a trader disputes a billable lead
-- from its private lead page within 7 days of receiving it, once, giving one reason; the operator
-- accepts or rejects the dispute in the console. An accepted dispute takes the lead off its
-- month's statement, or is a credit on a later one when that month was already issued.

CREATE TABLE lead_dispute (
  -- one dispute per lead: a second is refused by the key
  leadId TEXT PRIMARY KEY,
  reason TEXT NOT NULL CHECK (reason IN ('wrong-number', 'not-genuine', 'duplicate', 'outside-area')),
  -- the trader's own words, at most 500 characters ('' = none)
  note TEXT NOT NULL DEFAULT '',
  createdAt INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'rejected')),
  -- when and why the operator decided (NULL and '' while open)
  decidedAt INTEGER,
  decidedNote TEXT NOT NULL DEFAULT ''
);
-- the console's queue of open disputes, and a month's credits (accepted in that month)
CREATE INDEX lead_dispute_state ON lead_dispute (state, createdAt);
CREATE INDEX lead_dispute_decided ON lead_dispute (state, decidedAt);
