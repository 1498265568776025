-- Hindi versions of what the operator writes (docs/decisions/122-hindi-operator-fields.md): a
-- model's about text, a city price's offer, a trader's profile sections, a blog's title and
-- bodies, an article's title, intro, second heading and sections. Each sits beside its English
-- field with the English name and "Hi". Optional: '' (or '[]' for an article's sections) means
-- "no Hindi version", and a Hindi page then shows the English field marked as English. They are
-- NOT NULL with an empty default like every text of the catalogue, so a row written before this
-- migration reads as "no Hindi version" through the same item schemas.
ALTER TABLE product ADD COLUMN aboutProductHi TEXT NOT NULL DEFAULT '';
ALTER TABLE price ADD COLUMN offerHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN aboutHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN ourCapabilityHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN infrastructureHi TEXT NOT NULL DEFAULT '';
ALTER TABLE trader ADD COLUMN otherHi TEXT NOT NULL DEFAULT '';
ALTER TABLE blog ADD COLUMN nameHi TEXT NOT NULL DEFAULT '';
ALTER TABLE blog ADD COLUMN htmlHi TEXT NOT NULL DEFAULT '';
ALTER TABLE blog ADD COLUMN otherHi TEXT NOT NULL DEFAULT '';
ALTER TABLE article ADD COLUMN h1Hi TEXT NOT NULL DEFAULT '';
ALTER TABLE article ADD COLUMN pHi TEXT NOT NULL DEFAULT '';
ALTER TABLE article ADD COLUMN h2Hi TEXT NOT NULL DEFAULT '';
ALTER TABLE article ADD COLUMN contentHi TEXT NOT NULL DEFAULT '[]';
