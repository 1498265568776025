-- Hindi versions of the last operator texts a Hindi page showed in English
-- (docs/decisions/151-hindi-to-the-last-word.md), each beside its English field with the English
-- name and "Hi", as decision 122's: a subsidy rule's scheme name, source and note, and a trader's
-- main markets and postal address. Optional: '' means "no Hindi version", and a Hindi page then
-- shows the English marked as English. NOT NULL with an empty default like every catalogue text,
-- so a row written before this migration, a CSV without the columns and a remote origin that does
-- not send them all read as "none" through the same item schemas.
ALTER TABLE subsidy_rule ADD COLUMN schemeHi TEXT NOT NULL DEFAULT '';
ALTER TABLE subsidy_rule ADD COLUMN sourceHi TEXT NOT NULL DEFAULT '';
ALTER TABLE subsidy_rule ADD COLUMN noteHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN majorMarketHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN addressHi TEXT NOT NULL DEFAULT '';
