import { PageLink } from "#app/shared/components/page-link";
import {
  FREE_MANUFACTURER_LEAD_DAYS,
  GOVERNING_LAW,
  JURISDICTION_COURTS,
  MIN_AGE,
  OPERATOR_EMAIL,
  SITE_NAME,
} from "#app/shared/business-terms";
import { GST_PERCENT, PER_LEAD_TERMS } from "#app/shared/rules/money";

// The Terms of Use, written plainly and rendered from the business constants, so the
// page and its test agree with app/shared/business-terms.ts.

const weeks = (days: number) => (days % 7 === 0 ? ` (${days / 7} week${days === 7 ? "" : "s"})` : "");

export function TermsText() {
  return (
    <ol className="terms-list" data-testid="terms">
      <li id="information-platform">
        <strong>An information platform only.</strong> {SITE_NAME} publishes information about electric vehicles,
        their prices, dealers and manufacturers. It is only an information platform: it is not a manufacturer, buyer or
        seller of any vehicle and is not a party to any deal between you and a dealer or manufacturer. Prices and
        specifications are indicative; confirm them with the dealer before you pay.
      </li>
      <li id="eligibility">
        <strong>Who may use the site.</strong> You must be {MIN_AGE} years of age or older and able to enter into
        binding agreements under Indian law to use this site or send an enquiry.
      </li>
      <li id="enquiries">
        <strong>Enquiries.</strong> When you send an enquiry, the details you enter are shared with the dealers or
        manufacturers it concerns so that they can contact you. See the <PageLink to="/Privacy-Policy">Privacy Policy</PageLink>.
      </li>
      <li id="verified">
        <strong>What &quot;Verified&quot; means.</strong> &quot;Verified&quot; means only that the mobile number was
        confirmed: the site sent a one-time code to it by SMS and the person who sent the enquiry entered that code on
        the site. It says nothing about the business, its vehicles or its prices.
      </li>
      <li id="dealer-fees">
        <strong>Dealers.</strong> Dealers pay {PER_LEAD_TERMS} for each lead (an
        enquiry passed to them), or a commission agreed in writing plus {GST_PERCENT} % GST.
      </li>
      <li id="manufacturer-leads">
        <strong>Manufacturers.</strong> Manufacturers receive leads free of charge for at most{" "}
        {FREE_MANUFACTURER_LEAD_DAYS} days{weeks(FREE_MANUFACTURER_LEAD_DAYS)} from the start of their listing. After
        that they pay per lead.
      </li>
      <li id="brand-pages">
        <strong>Brand pages.</strong> Brand pages are free for life: listing a brand and its page costs nothing, now or
        later.
      </li>
      <li id="content">
        <strong>Content.</strong> Listings come from dealers, manufacturers and public sources. We correct errors when
        told about them at <a href={`mailto:${OPERATOR_EMAIL}`}>{OPERATOR_EMAIL}</a>, but we do not guarantee that every
        detail is complete or current.
      </li>
      <li id="jurisdiction">
        <strong>Law and courts.</strong> These terms are governed by {GOVERNING_LAW}. Any dispute about them or the use
        of this site is subject to the exclusive jurisdiction of {JURISDICTION_COURTS}.
      </li>
    </ol>
  );
}
