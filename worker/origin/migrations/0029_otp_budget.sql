-- The one-time codes' site-wide budget and the question asked of a busy address
-- (docs/decisions/154). Every send counts the codes of the last hour and day across the site:
-- they are read by their time. Each code keeps a digest of the address that asked for it (an
-- HMAC of the address, an IPv6 address by its /64), never the address: the codes sent from one
-- address in the last hour decide whether its next send asks a question first.
ALTER TABLE otp_code ADD COLUMN client TEXT NOT NULL DEFAULT '';
-- The codes by their time: the index otp_code_created of migration 0027 (erasure by age reads it too).
CREATE INDEX otp_code_client ON otp_code (client, createdAt);

-- What the operator is told: one row per alert and period (an hour, an IST day), so a budget
-- spent is said once, however many sends it refuses.
CREATE TABLE operator_alert (
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  firstAt INTEGER NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (kind, period)
);
CREATE INDEX operator_alert_first ON operator_alert (firstAt);
