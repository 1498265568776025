-- What visitors compare (docs/decisions/119-compare-that-ends-in-a-decision.md): one row per pair
-- of models of one type, counted once per view of its two-model comparison page. `pairKey` is the
-- pair in canonical order (app/features/tools/rules/compare.ts `pairKey`); the names are as the catalogue
-- spells them, for the type page's links. The type page reads a type's top pairs by `views`.
CREATE TABLE compare_view (
  pairKey TEXT PRIMARY KEY,
  typeName TEXT NOT NULL,
  brand1 TEXT NOT NULL,
  model1 TEXT NOT NULL,
  brand2 TEXT NOT NULL,
  model2 TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX compare_view_by_type ON compare_view (typeName, views DESC);
