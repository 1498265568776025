-- A seller's own profile (docs/decisions/168): each change a seller asks for waits in a queue until
-- an operator approves it; nothing reaches the public dealer page before that.

-- One asked change of one field. Values are the field's canonical text (app/features/seller/profile/
-- rules/profile-fields.ts): `oldValue` is what was live when the seller asked, so an approval finds
-- out that the live value changed since (a stale change is refused, never applied over it).
CREATE TABLE trader_profile_change (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tName TEXT NOT NULL,
  field TEXT NOT NULL CHECK (field IN ('address', 'hours', 'publicPhone', 'notifyPhone', 'brands', 'offers', 'photo')),
  oldValue TEXT NOT NULL,
  newValue TEXT NOT NULL,
  -- the staff mobile (10 digits) that asked
  askedBy TEXT NOT NULL,
  askedAt INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decidedAt INTEGER,
  -- who decided, as the console's access record names an operator
  decidedBy TEXT NOT NULL DEFAULT '',
  decidedNote TEXT NOT NULL DEFAULT ''
);
-- One waiting change a field: asking again replaces what waits.
CREATE UNIQUE INDEX trader_profile_change_waiting ON trader_profile_change (tName, field) WHERE state = 'pending';
CREATE INDEX trader_profile_change_queue ON trader_profile_change (state, askedAt);
CREATE INDEX trader_profile_change_trader ON trader_profile_change (tName, askedAt);

-- What the catalogue's trader record has no field for, kept by this Worker as trader_contact is:
-- opening hours and offers, as approved. Read by the public dealer page.
CREATE TABLE trader_profile (
  tName TEXT PRIMARY KEY,
  -- canonical opening hours, '' when not stated
  hours TEXT NOT NULL DEFAULT '',
  offerEn TEXT NOT NULL DEFAULT '',
  offerHi TEXT NOT NULL DEFAULT '',
  updatedAt INTEGER NOT NULL
);
