-- A model's "from" price (docs/decisions/140-the-last-reads-that-grew.md): its flagged cheapest
-- rows (migration 0018: one a type it is priced under) by brand and name, in the collation they
-- are compared in, with the flag (so a join that names it needs no table row), the price and the
-- town: the rows are read from this index alone, an index row a price, not every row of the
-- model (price_console) or of its brand (price_brand).
CREATE INDEX price_model_cheapest ON price (brandName COLLATE NOCASE, name COLLATE NOCASE, cheapest, exShowroomPrice, cityName) WHERE cheapest = 1;
