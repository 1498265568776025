-- A catalogue import applied in batches (docs/decisions/138-sitemaps-and-imports-at-scale.md).
-- Apply plans the kept file again, checks the plan's fingerprint against the preview's, and
-- stores the records to write as numbered batches; a queue consumer writes one batch per message,
-- each batch's upserts and its "done" mark in one D1 batch (one transaction), so a batch is
-- written whole or not at all and a batch written twice writes the same rows again (upserts keyed
-- by the record's identity), never more rows. Progress is read from the batches marked done.

CREATE TABLE import_job (
  id TEXT PRIMARY KEY,
  entity TEXT NOT NULL,
  -- the fingerprint of the plan it writes, the one the preview showed and Apply checked
  fingerprint TEXT NOT NULL,
  rows_total INTEGER NOT NULL,
  batches_total INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'failed', 'done')),
  -- the batch that failed (its number, from 1) and the database's words, while state = 'failed'
  failed_batch INTEGER,
  error TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE import_batch (
  job TEXT NOT NULL REFERENCES import_job (id) ON DELETE CASCADE,
  batch INTEGER NOT NULL,
  rows INTEGER NOT NULL,
  -- the batch's records as JSON; emptied once written
  records TEXT NOT NULL,
  done_at INTEGER,
  PRIMARY KEY (job, batch)
);
