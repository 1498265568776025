-- Lists a buyer can narrow (docs/decisions/148-lists-a-buyer-can-narrow.md): every model list of a
-- type, in India and in a town, sorted by price or by range and narrowed by budget and battery, a
-- page at a time from a model, each page read from an index in its own order. The facts a list
-- sorts and narrows by are kept beside the price rows it lists, as migration 0018 keeps a model's
-- cheapest row: triggers keep them, so every writer (the seed, the console, its import, a rename,
-- plain SQL) keeps them right without knowing of them.

-- 1. What a model's specification says, read once, here: its range (the km a charge gives: the
-- whole number its mileage starts with, after an "up to", unless the mileage is per litre or kg of
-- fuel) and its battery (lead-acid or lithium; '' for anything else or unstated). The same readings
-- in code are app/features/catalogue/rules/range.ts (rangeKmOf) and app/features/tools/rules/battery.ts (chemistryOf);
-- tests/worker/model-list-facts.test.ts holds the two to the same answers.
ALTER TABLE product ADD COLUMN rangeKm INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN lower(mileage) GLOB '*/l*' OR lower(mileage) GLOB '*/kg*' OR lower(mileage) GLOB '*litre*' OR lower(mileage) GLOB '*liter*' THEN NULL
    WHEN trim(mileage, ' ') GLOB '[0-9]*' THEN NULLIF(CAST(trim(mileage, ' ') AS INTEGER), 0)
    WHEN lower(trim(mileage, ' ')) GLOB 'up to [0-9]*' THEN NULLIF(CAST(substr(trim(mileage, ' '), 7) AS INTEGER), 0)
  END
) VIRTUAL;
ALTER TABLE product ADD COLUMN battery TEXT GENERATED ALWAYS AS (
  CASE
    WHEN ' ' || lower(batteryType) || ' ' GLOB '*lead*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*tubular*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*[^a-z0-9_]vrla[^a-z0-9_]*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*[^a-z0-9_]sla[^a-z0-9_]*'
    THEN 'lead-acid'
    WHEN ' ' || lower(batteryType) || ' ' GLOB '*lithium*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*li-ion*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*liion*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*[^a-z0-9_]lfp[^a-z0-9_]*'
      OR ' ' || lower(batteryType) || ' ' GLOB '*[^a-z0-9_]nmc[^a-z0-9_]*'
    THEN 'lithium'
    ELSE ''
  END
) VIRTUAL;

-- 2. Each price row carries its model's range and battery (kept), and the keys a list walks
-- (computed): `listPrice`, the price with "Contact Us For Price" (0) after every published price;
-- `rangeOrder`, the longest range first and a model without one last; `budget`, the budget band
-- of the price (app/shared/rules/model-list.ts BUDGET_LIMITS: up to ₹50,000 is 1, … above
-- ₹10,00,000 is 8; 0 is no published price).
ALTER TABLE price ADD COLUMN rangeKm INTEGER;
ALTER TABLE price ADD COLUMN battery TEXT NOT NULL DEFAULT '';
ALTER TABLE price ADD COLUMN listPrice INTEGER GENERATED ALWAYS AS (CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice ELSE 1000000000000 END) VIRTUAL;
ALTER TABLE price ADD COLUMN rangeOrder INTEGER GENERATED ALWAYS AS (CASE WHEN rangeKm > 0 THEN -rangeKm ELSE 0 END) VIRTUAL;
ALTER TABLE price ADD COLUMN budget INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN exShowroomPrice <= 0 THEN 0
    WHEN exShowroomPrice <= 50000 THEN 1
    WHEN exShowroomPrice <= 100000 THEN 2
    WHEN exShowroomPrice <= 150000 THEN 3
    WHEN exShowroomPrice <= 200000 THEN 4
    WHEN exShowroomPrice <= 300000 THEN 5
    WHEN exShowroomPrice <= 500000 THEN 6
    WHEN exShowroomPrice <= 1000000 THEN 7
    ELSE 8
  END
) VIRTUAL;

UPDATE price SET
  rangeKm = (SELECT p.rangeKm FROM product p WHERE p.brandName = price.brandName COLLATE NOCASE AND p.name = price.name COLLATE NOCASE),
  battery = COALESCE((SELECT p.battery FROM product p WHERE p.brandName = price.brandName COLLATE NOCASE AND p.name = price.name COLLATE NOCASE), '');

-- A new price row, or one that moved to another model, takes its model's facts (the model found as
-- the cheapest flag finds it: brand and name, any case).
CREATE TRIGGER price_list_facts_insert AFTER INSERT ON price BEGIN
  UPDATE price SET
    rangeKm = (SELECT p.rangeKm FROM product p WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE),
    battery = COALESCE((SELECT p.battery FROM product p WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE), '')
  WHERE rowid = NEW.rowid;
END;
CREATE TRIGGER price_list_facts_model AFTER UPDATE OF brandName, name ON price BEGIN
  UPDATE price SET
    rangeKm = (SELECT p.rangeKm FROM product p WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE),
    battery = COALESCE((SELECT p.battery FROM product p WHERE p.brandName = NEW.brandName COLLATE NOCASE AND p.name = NEW.name COLLATE NOCASE), '')
  WHERE rowid = NEW.rowid;
END;
-- A model added, changed or renamed: its rows take its facts; rows it left have none.
CREATE TRIGGER product_list_facts_insert AFTER INSERT ON product BEGIN
  UPDATE price SET rangeKm = NEW.rangeKm, battery = NEW.battery
  WHERE brandName = NEW.brandName COLLATE NOCASE AND name = NEW.name COLLATE NOCASE;
END;
CREATE TRIGGER product_list_facts_update AFTER UPDATE OF brandName, name, mileage, batteryType ON product BEGIN
  UPDATE price SET rangeKm = NULL, battery = ''
  WHERE brandName = OLD.brandName COLLATE NOCASE AND name = OLD.name COLLATE NOCASE;
  UPDATE price SET rangeKm = NEW.rangeKm, battery = NEW.battery
  WHERE brandName = NEW.brandName COLLATE NOCASE AND name = NEW.name COLLATE NOCASE;
END;
CREATE TRIGGER product_list_facts_delete AFTER DELETE ON product BEGIN
  UPDATE price SET rangeKm = NULL, battery = ''
  WHERE brandName = OLD.brandName COLLATE NOCASE AND name = OLD.name COLLATE NOCASE;
END;

-- 3. A type in India lists each model once, by its flagged cheapest row (migration 0018): one index
-- for each order and narrowing, each ending in the list's whole order, so a page and its next
-- start are read in order, LIMIT rows. A budget with the price order is a range of listPrice.
CREATE INDEX price_list_type ON price (type COLLATE NOCASE, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;
CREATE INDEX price_list_type_battery ON price (type COLLATE NOCASE, battery, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;
CREATE INDEX price_list_type_range ON price (type COLLATE NOCASE, rangeOrder, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;
CREATE INDEX price_list_type_battery_range ON price (type COLLATE NOCASE, battery, rangeOrder, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;
CREATE INDEX price_list_type_budget_range ON price (type COLLATE NOCASE, budget, rangeOrder, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;
CREATE INDEX price_list_type_battery_budget_range ON price (type COLLATE NOCASE, battery, budget, rangeOrder, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE) WHERE cheapest = 1;

-- A type in a town lists the town's rows: by price and by range. A battery or a budget is read
-- along them (at most the town's rows of the type; four more indexes on every price row were not
-- worth it).
CREATE INDEX price_list_town ON price (cityName COLLATE NOCASE, type COLLATE NOCASE, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE);
CREATE INDEX price_list_town_range ON price (cityName COLLATE NOCASE, type COLLATE NOCASE, rangeOrder, listPrice, brandName COLLATE NOCASE, name COLLATE NOCASE);

-- 4. What each town has of each type (the town's page, and a town list's choices): its models, its
-- lowest and highest published price (0 when none is published), and how many have each battery.
-- Counted again from the town's rows of the type whenever one of them changes (at most a town's
-- list, through price_town), never added to or taken from, so no write can leave a count wrong.
CREATE TABLE town_type (
  cityName TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL COLLATE NOCASE,
  models INTEGER NOT NULL,
  lowest INTEGER NOT NULL,
  highest INTEGER NOT NULL,
  leadAcid INTEGER NOT NULL,
  lithium INTEGER NOT NULL,
  PRIMARY KEY (cityName, type)
) WITHOUT ROWID;

INSERT INTO town_type (cityName, type, models, lowest, highest, leadAcid, lithium)
  SELECT MIN(cityName), MIN(type), COUNT(*),
    COALESCE(MIN(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0),
    COALESCE(MAX(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0),
    SUM(battery = 'lead-acid'), SUM(battery = 'lithium')
  FROM price GROUP BY cityName COLLATE NOCASE, type COLLATE NOCASE;

-- A town and type to count again: noting it counts it, here and only here, and the note goes.
CREATE TABLE town_type_stale (
  cityName TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (cityName, type)
) WITHOUT ROWID;
CREATE TRIGGER town_type_recount AFTER INSERT ON town_type_stale BEGIN
  DELETE FROM town_type WHERE cityName = NEW.cityName AND type = NEW.type;
  INSERT INTO town_type (cityName, type, models, lowest, highest, leadAcid, lithium)
    SELECT MIN(cityName), MIN(type), COUNT(*),
      COALESCE(MIN(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0),
      COALESCE(MAX(CASE WHEN exShowroomPrice > 0 THEN exShowroomPrice END), 0),
      SUM(battery = 'lead-acid'), SUM(battery = 'lithium')
    FROM price WHERE cityName = NEW.cityName COLLATE NOCASE AND type = NEW.type COLLATE NOCASE HAVING COUNT(*) > 0;
  DELETE FROM town_type_stale WHERE cityName = NEW.cityName AND type = NEW.type;
END;

-- An INSERT OR REPLACE removes the row it replaces without its DELETE trigger, and that row (same
-- model and town) may be of another type: its type is noted before the insert (one row, by the
-- primary key) and counted after it; an upsert that ends as an UPDATE (the console's ON CONFLICT
-- … DO UPDATE) has it counted by the update's trigger.
CREATE TABLE town_type_replaced (
  cityName TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (cityName, type)
) WITHOUT ROWID;
CREATE TRIGGER town_type_before_insert BEFORE INSERT ON price BEGIN
  INSERT OR IGNORE INTO town_type_replaced (cityName, type)
    SELECT cityName, type FROM price WHERE brandName = NEW.brandName AND name = NEW.name AND cityName = NEW.cityName AND type <> NEW.type COLLATE NOCASE;
END;
CREATE TRIGGER town_type_insert AFTER INSERT ON price BEGIN
  INSERT OR IGNORE INTO town_type_stale (cityName, type) SELECT cityName, type FROM town_type_replaced WHERE cityName = NEW.cityName;
  DELETE FROM town_type_replaced WHERE cityName = NEW.cityName;
  INSERT OR IGNORE INTO town_type_stale (cityName, type) VALUES (NEW.cityName, NEW.type);
END;
CREATE TRIGGER town_type_delete AFTER DELETE ON price BEGIN
  INSERT OR IGNORE INTO town_type_stale (cityName, type) VALUES (OLD.cityName, OLD.type);
END;
CREATE TRIGGER town_type_update AFTER UPDATE OF cityName, type, exShowroomPrice, battery ON price BEGIN
  INSERT OR IGNORE INTO town_type_stale (cityName, type) VALUES (OLD.cityName, OLD.type);
  INSERT OR IGNORE INTO town_type_stale (cityName, type) SELECT cityName, type FROM town_type_replaced WHERE cityName = NEW.cityName;
  DELETE FROM town_type_replaced WHERE cityName = NEW.cityName;
  INSERT OR IGNORE INTO town_type_stale (cityName, type) VALUES (NEW.cityName, NEW.type);
END;

-- The towns that price a type, nearest first from any place (a town's page, a type in a town
-- without prices of its own: docs/decisions/146, 147): a type's rows of town_type in town order,
-- with their lowest price beside them, so the towns with a published price are read from this
-- index alone.
CREATE INDEX town_type_by_type ON town_type (type, cityName, lowest);

-- 5. How many models each type lists in India (its page says so, from the number): one row per
-- model and type it is priced under (`model_type`, as the cheapest flag groups a model: brand and
-- name, any case), and the count per type (`type_models`). A price write notes its model
-- (`model_type_stale`), and that note's one trigger takes the model's types out of the counts,
-- reads them again from the model's own rows (at most its towns) and counts them back in: never
-- more than one model's rows, so no write reads a whole type, and an INSERT OR REPLACE (which
-- replaces a row of the same model) cannot leave a count wrong. No statement here relies on a
-- conflict clause: a trigger takes the one of the statement that fired it (an upsert's is ABORT).
CREATE TABLE model_type (
  brandName TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (brandName, name, type)
) WITHOUT ROWID;
CREATE TABLE type_models (
  type TEXT NOT NULL COLLATE NOCASE PRIMARY KEY,
  models INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO model_type (brandName, name, type)
  SELECT MIN(brandName), MIN(name), MIN(type) FROM price GROUP BY brandName COLLATE NOCASE, name COLLATE NOCASE, type COLLATE NOCASE;
INSERT INTO type_models (type, models) SELECT MIN(type), COUNT(*) FROM model_type GROUP BY type;

CREATE TABLE model_type_stale (
  brandName TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (brandName, name)
) WITHOUT ROWID;
CREATE TRIGGER model_type_recount AFTER INSERT ON model_type_stale BEGIN
  UPDATE type_models SET models = models - 1
    WHERE type IN (SELECT type FROM model_type WHERE brandName = NEW.brandName AND name = NEW.name);
  DELETE FROM model_type WHERE brandName = NEW.brandName AND name = NEW.name;
  INSERT INTO model_type (brandName, name, type)
    SELECT NEW.brandName, NEW.name, MIN(type) FROM price
    WHERE brandName = NEW.brandName COLLATE NOCASE AND name = NEW.name COLLATE NOCASE GROUP BY type COLLATE NOCASE;
  INSERT INTO type_models (type, models)
    SELECT m.type, 0 FROM model_type m WHERE m.brandName = NEW.brandName AND m.name = NEW.name
      AND NOT EXISTS (SELECT 1 FROM type_models t WHERE t.type = m.type);
  UPDATE type_models SET models = models + 1
    WHERE type IN (SELECT type FROM model_type WHERE brandName = NEW.brandName AND name = NEW.name);
  DELETE FROM type_models WHERE models <= 0;
  DELETE FROM model_type_stale WHERE brandName = NEW.brandName AND name = NEW.name;
END;
CREATE TRIGGER model_type_insert AFTER INSERT ON price BEGIN
  INSERT INTO model_type_stale (brandName, name) VALUES (NEW.brandName, NEW.name);
END;
CREATE TRIGGER model_type_delete AFTER DELETE ON price BEGIN
  INSERT INTO model_type_stale (brandName, name) VALUES (OLD.brandName, OLD.name);
END;
CREATE TRIGGER model_type_update AFTER UPDATE OF brandName, name, type ON price BEGIN
  INSERT INTO model_type_stale (brandName, name) VALUES (OLD.brandName, OLD.name);
  INSERT INTO model_type_stale (brandName, name) VALUES (NEW.brandName, NEW.name);
END;
