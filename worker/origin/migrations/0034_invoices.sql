-- GST tax invoices of a month's lead fees (docs/decisions/167). The operator issues a closed
-- month's invoices once (the console's billing page); each trader with charged leads gets one
-- invoice, numbered from the series of the financial year the invoice is dated in.

-- One row per financial year ("2026-27"): the last serial number given. An invoice takes the next
-- one in the same transaction that stores it, so the series has no gaps and no number is reused.
CREATE TABLE invoice_series (
  fy TEXT PRIMARY KEY,
  last INTEGER NOT NULL DEFAULT 0
);

-- An invoice as issued: who supplied and who received, and the amounts in paise, kept as they were
-- on the day (a trader's later address or GSTIN does not change an issued invoice).
CREATE TABLE invoice (
  fy TEXT NOT NULL,
  seq INTEGER NOT NULL,
  -- the IST month of the leads it charges, "yyyy-mm"
  month TEXT NOT NULL,
  tName TEXT NOT NULL,
  issuedAt INTEGER NOT NULL,
  -- the trader's language when issued: the invoice's words and its SMS
  language TEXT NOT NULL CHECK (language IN ('hi', 'en')),
  -- JSON {name, address, gstin, stateCode}
  supplier TEXT NOT NULL,
  -- JSON {name, address, gstin, stateCode}
  recipient TEXT NOT NULL,
  leads INTEGER NOT NULL,
  taxable INTEGER NOT NULL,
  cgst INTEGER NOT NULL,
  sgst INTEGER NOT NULL,
  igst INTEGER NOT NULL,
  total INTEGER NOT NULL,
  PRIMARY KEY (fy, seq),
  UNIQUE (tName, month)
);
