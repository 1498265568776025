-- Lists that grow with the catalogue, read one page at a time (docs/decisions/136-lists-a-page-at-a-time.md).
-- A state's towns A to Z from a name (the town list's pages): the state, then the name, in the
-- collation both are compared in, and the columns the page shows, so a page reads its own rows
-- and no table row.
CREATE INDEX city_state_name ON city (stateName COLLATE NOCASE, cityName COLLATE NOCASE, districtName, lat, lng);
-- One town by its name in any case (a tool's town field, a model page's subsidy lines), where the
-- primary key is in the BINARY collation.
CREATE INDEX city_name ON city (cityName COLLATE NOCASE, districtName, stateName, lat, lng);
