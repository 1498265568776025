// The business terms the Terms of Use, the Privacy Policy and the Contact page
// state. The pages render their texts from these values, and the tests check the pages against
// them, so a change of terms is a change here. Choices the spec leaves open:
// docs/decisions/020-business-terms-and-contact.md. What a lead costs is money: billing/money.ts.

/** Manufacturers receive free leads for at most two weeks, then pay per lead. */
export const FREE_MANUFACTURER_LEAD_DAYS = 14;

/** Users must be at least this old and able to enter binding agreements. */
export const MIN_AGE = 18;

/** The Indian courts the terms name. */
export const JURISDICTION_COURTS = "the courts at New Delhi, India";
export const GOVERNING_LAW = "the laws of India";

/** Where the operator takes requests to add a product or brand ("mail the operator"). */
export const OPERATOR_EMAIL = "listings@evcatalogue.in";

/** The site's enquiry line (10 national digits; shown with +91). Dealers' own numbers are not
 * published: they are the leads dealers pay for. */
export const HELPLINE_MOBILE = "8800112233";

export const SITE_NAME = "EV Catalogue India";

