-- The pincode directory (docs/decisions/108-pincode-directory.md): one row per PIN code, its
-- representative post office, town (the sub-district most of its offices name), district, state
-- and, where known, position. Reference data: filled by the local seed and, in production, by
-- `npm run db:pincodes -- --remote`; never by a migration.

CREATE TABLE pincode (
  pincode TEXT PRIMARY KEY,
  officeName TEXT NOT NULL,
  cityName TEXT NOT NULL,
  districtName TEXT NOT NULL,
  stateName TEXT NOT NULL,
  lat REAL,
  lng REAL
) WITHOUT ROWID;

-- Which version of the data file the table holds, so a load that finds it already there writes nothing.
CREATE TABLE pincode_source (
  version TEXT PRIMARY KEY,
  rows INTEGER NOT NULL,
  loadedAt INTEGER NOT NULL
);
