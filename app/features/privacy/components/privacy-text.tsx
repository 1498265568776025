import { PageLink } from "#app/shared/components/page-link";
import { GrievanceContact } from "#app/features/privacy/components/grievance-contact";
import { usePrivacySettings } from "#app/features/privacy/components/use-privacy";
import { useOfferTerms } from "#app/features/privacy/components/use-offer-terms";
import { SITE_NAME } from "#app/shared/business-terms";
import { NOTICE_VERSION } from "#app/shared/privacy-notice";
import { BUYER_SESSION_MS } from "#app/features/privacy/rules/buyer";

/** How long the "My enquiries" sign-in cookie lasts, in minutes. */
export const SIGN_IN_MINUTES = BUYER_SESSION_MS / 60_000;

/** The privacy notice in English (the route's page, /Privacy-Policy). */
export function PrivacyText() {
  const { months, billingYears } = usePrivacySettings();
  const offers = useOfferTerms();
  return (
    <>
      <p>
        {SITE_NAME} has no accounts. You can browse every page without giving any personal detail. This notice (version{" "}
        {NOTICE_VERSION}) says what we take when you send an enquiry, why, who receives it and for how long.
      </p>
      <h2 id="notice">What we collect, and why</h2>
      <p>Only when you send an enquiry, or open your own enquiries:</p>
      <ul>
        <li>
          <strong>your mobile number</strong>: to pass your enquiry to the sellers who will call you; to confirm the number with a
          one-time code by SMS; to charge the seller for the lead; and to open &quot;My enquiries&quot; with a code;
        </li>
        <li>
          <strong>your pincode, or your city, district and state</strong>: to find dealers near you and tell them where you are;
        </li>
        <li>
          <strong>your location (latitude and longitude), only if you allow your browser to share it</strong>: to fill in your town
          instead of the pincode;
        </li>
        <li>
          <strong>the name you give</strong> (&quot;Customer&quot; when you give none), <strong>what you asked about</strong> (the vehicle,
          brand, dealer or manufacturer) and <strong>when</strong>: so the seller knows what you want, and for billing;
        </li>
        <li>
          <strong>a note you write</strong>, if you write one: passed to the seller.
        </li>
      </ul>
      <p>
        The site sets a security cookie that protects its forms against forgery, with no personal data in it, and, while
        &quot;My enquiries&quot; is open, a sign-in cookie holding your number for {SIGN_IN_MINUTES} minutes.
      </p>
      <h2 id="who">Who receives it</h2>
      <p>
        The sellers named in the answer to your enquiry: the dealer or manufacturer you chose; when you chose none, the dealers
        nearest you (or the maker); or our own team when no seller fits. When you chose no dealer and no dealer calls you within{" "}
        {offers.minutes} minutes of business hours, we pass your enquiry to the next nearest dealer, and so on, up to{" "}
        {offers.sellers} dealers in all; each time we send you the new dealer&apos;s name by SMS, and the enquiry keeps every
        seller it went to. Each sees it on its private lead page, by SMS or WhatsApp, or in its own system. Dealers pay for these leads (see the <PageLink to="/Terms-of-Use">Terms of Use</PageLink>). Our SMS
        service carries the one-time code. We do not sell your details to anyone.
      </p>
      <h2 id="consent">Your consent</h2>
      <p>
        The enquiry form shows a short version of this notice before it takes your number; tapping its button means you agree.
        Each enquiry keeps the notice version, the purposes and the sellers it went to.
      </p>
      <h2 id="retention">How long we keep it</h2>
      <p>
        Your name, mobile number, pincode, place and note are kept {months} months after the enquiry, then erased. What billing
        needs — which seller, which model, when, and the charge — is kept {billingYears} years, as tax law requires, without
        your details.
      </p>
      <h2 id="choices">Your choices</h2>
      <p>
        On <PageLink to="/my-enquiries">My enquiries</PageLink> you open, with your mobile number and a code by SMS, every enquiry
        you sent and see who received it. You can withdraw your consent for one enquiry or for all: from that moment no seller
        gets it or is messaged about it, and its details are erased within a day. You can have all your details erased at once:
        every seller that received them then sees the enquiry marked as erased, and a seller whose own system we sent it to is
        asked to erase it there too. A lead a seller disputes keeps its details until the dispute is decided, then it is erased.
        A seller who already called you keeps its own notes; ask it as well.
      </p>
      <h2 id="safeguards">How we protect it</h2>
      <p>
        Lead pages and files are private and never stored by caches. Every look at, download of or change to your details by
        our team or a seller is recorded (who, what, when, how many), and the record is kept at least a year. If your details
        are ever exposed, we tell you and the Data Protection Board of India without delay.
      </p>
      <h2 id="contact">Questions and complaints</h2>
      <GrievanceContact />
      <p>If our answer does not settle it, you may complain to the Data Protection Board of India.</p>
    </>
  );
}
