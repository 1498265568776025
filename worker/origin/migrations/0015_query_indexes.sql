-- Every lookup of the embedded origin (worker/origin/queries) uses an index, so a page costs the
-- same on a catalogue a hundred times the sample (docs/decisions/127). The origin compares names
-- case-insensitively (`= ?1 COLLATE NOCASE`, and model names with hyphens read as spaces), and an
-- index of the default BINARY collation cannot answer such a comparison: each lookup gets an index
-- in the collation, and the expression, it compares with. tests/worker/query-plans.test.ts holds
-- every query of the contract to this.

-- Brands: the popularity lists (the top N, those above a score) and the A to Z list.
CREATE INDEX brand_popularity ON brand (popularity DESC, brandName COLLATE NOCASE);
CREATE INDEX brand_name ON brand (brandName COLLATE NOCASE, popularity);

-- Models: of a brand in display order, of a type, in a promotion.
CREATE INDEX product_brand ON product (brandName COLLATE NOCASE, position, name COLLATE NOCASE);
CREATE INDEX product_type_name ON product (typeName COLLATE NOCASE);
CREATE INDEX product_promotion ON product (promotion COLLATE NOCASE);

-- Prices: a brand's by town, a category's in a town, a type's by price.
CREATE INDEX price_brand ON price (brandName COLLATE NOCASE, cityName COLLATE NOCASE, name COLLATE NOCASE);
CREATE INDEX price_town ON price (cityName COLLATE NOCASE, type COLLATE NOCASE, brandName COLLATE NOCASE, name COLLATE NOCASE);
CREATE INDEX price_type_price ON price (type COLLATE NOCASE, exShowroomPrice);

-- Traders: by address name, of a type by name, in a town by name. The town's index ends in the
-- whole order of its list: short of it, SQLite prefers reading every dealer in name order to
-- sorting one town's.
CREATE INDEX trader_address ON trader (tName COLLATE NOCASE, traderType);
CREATE INDEX trader_type_name ON trader (traderType, traderName COLLATE NOCASE, tName);
CREATE INDEX trader_town ON trader (cityName COLLATE NOCASE, traderType, traderName COLLATE NOCASE, tName);

-- Places: the districts of a state, the areas of a town.
CREATE INDEX city_place ON city (stateName COLLATE NOCASE, districtName COLLATE NOCASE, cityName COLLATE NOCASE);

-- Page data: one pair, and a name's listed pairs in order (names compare as model names do).
CREATE INDEX metadata_pair ON metadata (REPLACE(name, '-', ' ') COLLATE NOCASE, value COLLATE NOCASE);
CREATE INDEX metadata_listed ON metadata (REPLACE(name, '-', ' ') COLLATE NOCASE, listed, position);

-- Blogs and articles by address.
CREATE INDEX blog_address ON blog (url COLLATE NOCASE);
CREATE INDEX blog_activate ON blog (activate, category);
CREATE INDEX article_address ON article (url COLLATE NOCASE, name COLLATE NOCASE);
