-- No page reads more rows than it shows plus one page (docs/decisions/133-reads-bounded-by-what-a-page-shows.md).
-- Three answers were ordered or filtered by something an index on their own rows could not give,
-- so every candidate row was read before the few shown were taken. Each now reads a fact kept
-- beside the rows it describes. Triggers keep those facts: whoever writes the catalogue (the
-- seed, the console's record store, its import, rename and delete, or a plain SQL statement)
-- keeps them right without knowing of them. tests/worker/bounded-reads.test.ts holds the reads
-- to the rule and the kept facts to a recomputation from scratch after every kind of write.

-- 1. A model's brand popularity, kept on the model: the lists of a type and of a promotion are in
-- the brand's popularity order, and a sort by another table's column sorts every model of the type.
ALTER TABLE product ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0;
UPDATE product SET popularity = COALESCE((SELECT b.popularity FROM brand b WHERE b.brandName = product.brandName), 0);
DROP INDEX IF EXISTS product_type_name;
DROP INDEX IF EXISTS product_promotion;
CREATE INDEX product_type_popularity ON product (typeName COLLATE NOCASE, popularity DESC, brandName COLLATE NOCASE, position, name COLLATE NOCASE);
CREATE INDEX product_promotion_popularity ON product (promotion COLLATE NOCASE, popularity DESC, brandName COLLATE NOCASE, position, name COLLATE NOCASE);

-- The brand is found as the list's LEFT JOIN found it: by its exact name; no brand, popularity 0.
CREATE TRIGGER product_popularity_insert AFTER INSERT ON product BEGIN
  UPDATE product SET popularity = COALESCE((SELECT b.popularity FROM brand b WHERE b.brandName = NEW.brandName), 0)
  WHERE rowid = NEW.rowid;
END;
CREATE TRIGGER product_popularity_brand_name AFTER UPDATE OF brandName ON product BEGIN
  UPDATE product SET popularity = COALESCE((SELECT b.popularity FROM brand b WHERE b.brandName = NEW.brandName), 0)
  WHERE rowid = NEW.rowid;
END;
CREATE TRIGGER brand_popularity_insert AFTER INSERT ON brand BEGIN
  UPDATE product SET popularity = NEW.popularity WHERE brandName = NEW.brandName;
END;
CREATE TRIGGER brand_popularity_update AFTER UPDATE OF brandName, popularity ON brand BEGIN
  UPDATE product SET popularity = 0 WHERE brandName = OLD.brandName;
  UPDATE product SET popularity = NEW.popularity WHERE brandName = NEW.brandName;
END;
CREATE TRIGGER brand_popularity_delete AFTER DELETE ON brand BEGIN
  UPDATE product SET popularity = 0 WHERE brandName = OLD.brandName;
END;

-- 2. Each model's cheapest row of each type, flagged: the type page lists models cheapest first,
-- each by its cheapest town (docs/decisions/090), and ranking every row of the type to find each
-- model's first read all of them. `cheapest` is 1 on exactly one row of each model (brand and
-- name, any case) and type (any case): the first by price, a price of 0 ("Contact Us For Price")
-- last, then by town, as getPriceByType ranks them.
ALTER TABLE price ADD COLUMN cheapest INTEGER NOT NULL DEFAULT 0;
UPDATE price SET cheapest = ranked.first FROM (
  SELECT rowid AS id, ROW_NUMBER() OVER (
    PARTITION BY brandName COLLATE NOCASE, name COLLATE NOCASE, type COLLATE NOCASE
    ORDER BY exShowroomPrice = 0, exShowroomPrice, cityName COLLATE NOCASE
  ) = 1 AS first FROM price
) AS ranked WHERE price.rowid = ranked.id;
CREATE INDEX price_type_cheapest ON price (type COLLATE NOCASE, exShowroomPrice = 0, exShowroomPrice, brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE) WHERE cheapest = 1;

-- A model's rows are found by brand and name (price_console): `+type` keeps SQLite from reading
-- every row of the type through price_type_price instead, which made each insert read thousands.

-- A new row: the flag goes to the first of the model's rows. Only the flagged row, the new one
-- and the first can change (an INSERT OR REPLACE removes a row without its DELETE trigger, so
-- the first may be neither of the other two).
CREATE TRIGGER price_cheapest_insert AFTER INSERT ON price BEGIN
  UPDATE price SET cheapest = (rowid IS (
    SELECT p.rowid FROM price p
    WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE AND +p.type = NEW.type COLLATE NOCASE
    ORDER BY p.exShowroomPrice = 0, p.exShowroomPrice, p.cityName COLLATE NOCASE LIMIT 1))
  WHERE brandName = NEW.brandName COLLATE NOCASE AND name = NEW.name COLLATE NOCASE AND +type = NEW.type COLLATE NOCASE
  AND (cheapest = 1 OR rowid = NEW.rowid OR rowid IS (
    SELECT p.rowid FROM price p
    WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE AND +p.type = NEW.type COLLATE NOCASE
    ORDER BY p.exShowroomPrice = 0, p.exShowroomPrice, p.cityName COLLATE NOCASE LIMIT 1));
END;
-- A row changed in what ranks it or names its model: both the model it left and the one it joined
-- are ranked again.
CREATE TRIGGER price_cheapest_update AFTER UPDATE OF brandName, name, cityName, type, exShowroomPrice ON price BEGIN
  UPDATE price SET cheapest = (rowid IS (
    SELECT p.rowid FROM price p
    WHERE p.brandName = OLD.brandName COLLATE NOCASE AND p.name = OLD.name COLLATE NOCASE AND +p.type = OLD.type COLLATE NOCASE
    ORDER BY p.exShowroomPrice = 0, p.exShowroomPrice, p.cityName COLLATE NOCASE LIMIT 1))
  WHERE brandName = OLD.brandName COLLATE NOCASE AND name = OLD.name COLLATE NOCASE AND +type = OLD.type COLLATE NOCASE;
  UPDATE price SET cheapest = (rowid IS (
    SELECT p.rowid FROM price p
    WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE AND +p.type = NEW.type COLLATE NOCASE
    ORDER BY p.exShowroomPrice = 0, p.exShowroomPrice, p.cityName COLLATE NOCASE LIMIT 1))
  WHERE brandName = NEW.brandName COLLATE NOCASE AND name = NEW.name COLLATE NOCASE AND +type = NEW.type COLLATE NOCASE;
END;
-- The flagged row removed: the flag goes to the next.
CREATE TRIGGER price_cheapest_delete AFTER DELETE ON price WHEN OLD.cheapest = 1 BEGIN
  UPDATE price SET cheapest = 1 WHERE rowid IS (
    SELECT p.rowid FROM price p
    WHERE p.brandName = OLD.brandName COLLATE NOCASE AND p.name = OLD.name COLLATE NOCASE AND +p.type = OLD.type COLLATE NOCASE
    ORDER BY p.exShowroomPrice = 0, p.exShowroomPrice, p.cityName COLLATE NOCASE LIMIT 1);
END;

-- 3. The brands a trader deals in, one row each beside the trader's JSON list (brandDeal): a
-- brand's dealers were found by opening every dealer's list. Its key is the list's order (the
-- trader's name, any case, then its address name), so a brand's traders are read in order.
-- Only text entries, as only they equal a brand's name; a brand listed twice in any case is one row.
CREATE TABLE trader_brand (
  brandName TEXT NOT NULL COLLATE NOCASE,
  traderType TEXT NOT NULL,
  traderName TEXT NOT NULL COLLATE NOCASE,
  tName TEXT NOT NULL,
  PRIMARY KEY (brandName, traderType, traderName, tName)
) WITHOUT ROWID;
CREATE INDEX trader_brand_trader ON trader_brand (tName);
INSERT OR IGNORE INTO trader_brand (brandName, traderType, traderName, tName)
  SELECT j.value, t.traderType, t.traderName, t.tName
  FROM trader t, json_each(CASE WHEN json_valid(t.brandDeal) THEN t.brandDeal ELSE '[]' END) j
  WHERE j.type = 'text';

-- An INSERT OR REPLACE removes the old row without its DELETE trigger: a new row clears first.
CREATE TRIGGER trader_brand_insert AFTER INSERT ON trader BEGIN
  DELETE FROM trader_brand WHERE tName = NEW.tName;
  INSERT OR IGNORE INTO trader_brand (brandName, traderType, traderName, tName)
    SELECT value, NEW.traderType, NEW.traderName, NEW.tName
    FROM json_each(CASE WHEN json_valid(NEW.brandDeal) THEN NEW.brandDeal ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER trader_brand_update AFTER UPDATE OF tName, traderType, traderName, brandDeal ON trader BEGIN
  DELETE FROM trader_brand WHERE tName = OLD.tName;
  DELETE FROM trader_brand WHERE tName = NEW.tName;
  INSERT OR IGNORE INTO trader_brand (brandName, traderType, traderName, tName)
    SELECT value, NEW.traderType, NEW.traderName, NEW.tName
    FROM json_each(CASE WHEN json_valid(NEW.brandDeal) THEN NEW.brandDeal ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER trader_brand_delete AFTER DELETE ON trader BEGIN
  DELETE FROM trader_brand WHERE tName = OLD.tName;
END;

-- A trader's products in its list's order (brand, then model, any case): the products of the
-- listed traders are read in that order, not sorted.
CREATE INDEX trader_product_order ON trader_product (tName, brandName COLLATE NOCASE, modelName COLLATE NOCASE);

-- 4. The nearest town to a position: towns are read in a box around it, by position.
CREATE INDEX city_position ON city (lat, lng);
