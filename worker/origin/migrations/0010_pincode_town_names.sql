-- Towns by name (docs/decisions/115-your-town-first.md): the picker and /{type}/{town} look a town
-- up by the directory's town, district or post office name, in any case. Without these a lookup
-- scans all 19,408 rows (D1 bills rows read).

CREATE INDEX IF NOT EXISTS pincode_city_name ON pincode (cityName COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS pincode_district_name ON pincode (districtName COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS pincode_office_name ON pincode (officeName COLLATE NOCASE);
