-- Galleries (docs/decisions/129-pictures-that-sell.md): several photos of a model, a brand's logo,
-- a trader's photo. One row a photo: whose it is (its kind and folder, the site address without
-- ".jpg": model/Mahindra/Treo), its place in the gallery, whether it is the main one, its alt text
-- in English and Hindi, and where its sizes and its original are stored in R2. The main photo is
-- also published at the owner's site address (image_version keeps its version there).
CREATE TABLE photo (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ownerKind TEXT NOT NULL CHECK (ownerKind IN ('model', 'brand', 'trader')),
  ownerKey TEXT NOT NULL,
  position INTEGER NOT NULL,
  isMain INTEGER NOT NULL DEFAULT 0 CHECK (isMain IN (0, 1)),
  altEn TEXT NOT NULL DEFAULT '',
  altHi TEXT NOT NULL DEFAULT '',
  -- ten hex digits of the original's SHA-256: in every stored key, so each is cached for a year
  version TEXT NOT NULL,
  -- JSON: size name → R2 key of its WebP
  sizes TEXT NOT NULL,
  originalKey TEXT NOT NULL,
  originalType TEXT NOT NULL,
  originalBytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  uploadedAt INTEGER NOT NULL,
  -- the same file twice in one gallery is one photo
  UNIQUE (ownerKey, version)
);

-- A gallery in order, read by its owner's pages and the console.
CREATE INDEX photo_owner ON photo (ownerKey, position, id);
-- At most one main photo an owner.
CREATE UNIQUE INDEX photo_one_main ON photo (ownerKey) WHERE isMain = 1;
