-- Purchase incentives as data with effective dates (docs/decisions/117-subsidy-and-battery.md):
-- one row per rule of a scheme (central or a state's) for one vehicle segment, covering
-- registrations from validFrom to validTo (both included; '' = no end known). After the last
-- rule of a scheme ends, afterEnd says what is known: 'closed' (a source says so) or 'unknown'.
-- A catalogue table: the sample seeds it from buyer-facts.md, operators import and export it as
-- CSV ("subsidies") and edit it in the console.
CREATE TABLE subsidy_rule (
  ruleId TEXT PRIMARY KEY,
  scheme TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('central', 'state')),
  stateName TEXT NOT NULL DEFAULT '',
  segment TEXT NOT NULL CHECK (segment IN ('e2w', 'l3', 'l5')),
  perKwh INTEGER NOT NULL DEFAULT 0,
  cap INTEGER NOT NULL DEFAULT 0,
  maxExFactory INTEGER NOT NULL DEFAULT 0,
  battery TEXT NOT NULL DEFAULT 'any' CHECK (battery IN ('advanced', 'any')),
  validFrom TEXT NOT NULL,
  validTo TEXT NOT NULL DEFAULT '',
  afterEnd TEXT NOT NULL DEFAULT 'unknown' CHECK (afterEnd IN ('closed', 'unknown')),
  source TEXT NOT NULL,
  sourceDate TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
