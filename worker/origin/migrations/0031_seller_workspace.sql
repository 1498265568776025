-- The seller's workspace (docs/decisions/164): who of a trader may sign in, their sessions, and the
-- trader's own settings. Later migrations of the workspace add the leads board, money and profile.

-- A trader's staff: the mobiles that may sign in at /seller with a one-time code. The owner adds and
-- removes the others; new-lead messages go to the numbers whose flags say so.
CREATE TABLE trader_staff (
  tName TEXT NOT NULL,
  -- 10 digits, as app/shared/rules/phone.ts normalises them
  mobile TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff')),
  newLeadSms INTEGER NOT NULL DEFAULT 1 CHECK (newLeadSms IN (0, 1)),
  newLeadWhatsapp INTEGER NOT NULL DEFAULT 0 CHECK (newLeadWhatsapp IN (0, 1)),
  addedAt INTEGER NOT NULL,
  PRIMARY KEY (tName, mobile)
);
CREATE INDEX trader_staff_mobile ON trader_staff (mobile);

-- The number each trader is told of new leads on today becomes its owner.
INSERT OR IGNORE INTO trader_staff (tName, mobile, role, newLeadSms, newLeadWhatsapp, addedAt)
  SELECT tName, notifyPhone, 'owner', 1, CASE WHEN whatsappOptInAt IS NULL THEN 0 ELSE 1 END, updatedAt
  FROM trader_contact WHERE length(notifyPhone) = 10;

-- Signed-in sellers (app/features/seller/server/session.ts over app/shared/security/sessions.ts):
-- only the id's SHA-256 is kept; "sign out everywhere" deletes every row of the mobile.
CREATE TABLE seller_session (
  idHash TEXT PRIMARY KEY,
  tName TEXT NOT NULL,
  mobile TEXT NOT NULL,
  createdAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL
);
CREATE INDEX seller_session_who ON seller_session (tName, mobile);

-- A trader's own settings: the language of its messages and pages, and quiet hours in IST (minutes
-- after midnight; both NULL = none), during which its messages are held until they end.
CREATE TABLE trader_settings (
  tName TEXT PRIMARY KEY,
  language TEXT NOT NULL DEFAULT 'hi' CHECK (language IN ('hi', 'en')),
  quietFrom INTEGER CHECK (quietFrom BETWEEN 0 AND 1439),
  quietUntil INTEGER CHECK (quietUntil BETWEEN 0 AND 1439),
  updatedAt INTEGER NOT NULL
);
