-- Routing (docs/decisions/110-routing-enquiries.md): an enquiry that names no trader is a lead of
-- each trader it is routed to, one row per trader. The first row keeps the enquiry's id; the
-- others are `{enquiry id}-2`, `-3`. The duplicate rule no longer counts the kind of enquiry: the
-- same mobile asking the same trader about the same model within 30 days is one lead.

ALTER TABLE lead ADD COLUMN enquiryId TEXT NOT NULL DEFAULT '';
-- named (the visitor named the trader), city, district, state, distance, manufacturer, operator
ALTER TABLE lead ADD COLUMN routedBy TEXT NOT NULL DEFAULT 'named';
UPDATE lead SET enquiryId = id;
UPDATE lead SET routedBy = 'operator' WHERE traderTName = '';
CREATE INDEX lead_enquiry ON lead (enquiryId);
DROP INDEX lead_identity;
CREATE INDEX lead_identity ON lead (mobile, modelKey, traderKey, receivedAt);
