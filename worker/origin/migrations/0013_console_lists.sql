-- The console's lists (docs/decisions/126-console-lists-that-scale.md) are read a page at a time
-- in name order, any case. An index in that order gives a page's rows without sorting the table:
-- page 200 of 10,000 models walks the index, not a temporary sort of every row.
CREATE INDEX product_console ON product (brandName COLLATE NOCASE, name COLLATE NOCASE);
CREATE INDEX price_console ON price (brandName COLLATE NOCASE, name COLLATE NOCASE, cityName COLLATE NOCASE);
CREATE INDEX trader_console ON trader (traderName COLLATE NOCASE, tName);
