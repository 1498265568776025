-- The access record (docs/decisions/153-access-record-and-grievance-contact.md): who showed,
-- exported or changed personal data, what, when and how many records. Append-only: an UPDATE is
-- refused, and a DELETE of a record less than a year old (365 days) is refused, by the database
-- itself.
CREATE TABLE access_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  -- operator: the console or the operator API; trader: a lead page, its CSV or the pull API;
  -- buyer: a buyer's own withdrawal or erasure (no identity kept)
  actorKind TEXT NOT NULL CHECK (actorKind IN ('operator', 'trader', 'buyer')),
  -- who within the kind: "session 1a2b3c4d", "admin token", "link 5e6f7a8b", "key …k3Xz"
  actor TEXT NOT NULL DEFAULT '',
  -- whose leads, for a trader's own records ('' for the operator's or all)
  tName TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL CHECK (action IN ('view', 'export', 'change')),
  -- what was shown, exported or changed (app/features/privacy/rules/access.ts)
  what TEXT NOT NULL,
  records INTEGER NOT NULL,
  -- the client address the request came from
  address TEXT NOT NULL DEFAULT ''
);
CREATE INDEX access_record_at ON access_record (at);
CREATE INDEX access_record_trader ON access_record (tName, action, at);

CREATE TRIGGER access_record_no_update BEFORE UPDATE ON access_record
BEGIN
  SELECT RAISE(ABORT, 'the access record is append-only');
END;

CREATE TRIGGER access_record_kept_a_year BEFORE DELETE ON access_record
WHEN OLD.at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 - 31536000000
BEGIN
  SELECT RAISE(ABORT, 'access records are kept at least a year');
END;
