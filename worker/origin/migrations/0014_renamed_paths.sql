-- Renaming is renaming (docs/decisions/125-rename-is-rename.md): when the console renames a brand,
-- a model, a town or a trader, the addresses its pages had answer with a permanent redirect to
-- the new ones. One row per moved address or start of addresses (`/brand/Old` also moves
-- `/brand/Old/Treo/Price-In-Noida`); read only when a page would otherwise be the 404 page.
-- Compared without regard to case, as the routes and the catalogue's lookups are.
CREATE TABLE renamed_path (
  fromPath TEXT PRIMARY KEY COLLATE NOCASE,
  toPath TEXT NOT NULL,
  createdAt INTEGER NOT NULL
);
-- a later rename or a delete finds the rows that lead to what it changes
CREATE INDEX renamed_path_to ON renamed_path (toPath COLLATE NOCASE);
