import { useId } from "react";
import { NOTICE_VERSION, type NoticePlace } from "#app/shared/privacy-notice";
import { pathIn } from "#app/shared/i18n/lang";
import { fillNodes } from "#app/shared/i18n/fill-nodes";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import "../../../styles/privacy.css";
import { usePrivacySettings } from "./use-privacy";
import { useOfferTerms } from "./use-offer-terms";

// The privacy notice, shown wherever a mobile is taken, before it is (docs/decisions/152): what
// is collected, why, who receives it, for how long, where the buyer withdraws or erases it, that
// sending is agreeing, and the full notice. One component for every such place — the enquiry
// dialog and page, the sign-in of "My enquiries", and the finance check and a seller's sign-in
// when they come — each naming its `place`. Inside a form it carries the version it showed, which
// the lead keeps. Its links open in a new tab: a dialog stays as the buyer left it.

type Props = {
  place: NoticePlace;
  /** The submit button's words: sending is agreeing. */
  button: string;
  /** The seller the enquiry names, when it names one; else the notice says who the answer names. */
  traderName?: string;
};

export function PrivacyNotice({ place, button, traderName }: Props) {
  const t = useMessages().privacy.notice;
  const lang = useLang();
  const { months } = usePrivacySettings();
  const id = useId();
  const offers = useOfferTerms();
  const what = place === "enquiry" ? fill(t.enquiry, { who: traderName || t.toSellers, months }) : t.signIn;
  // A seller the buyer named is the only one: only an enquiry naming none is offered on.
  const offeredOn = place === "enquiry" && !traderName ? fill(t.offers, offers) : null;
  return (
    <div className="privacy-notice" role="note" aria-labelledby={id} data-testid="privacy-notice" data-notice={NOTICE_VERSION}>
      <input type="hidden" name="notice" value={NOTICE_VERSION} />
      <p id={id} className="privacy-notice__title">
        {t.title}
      </p>
      <p>
        {what}
        {offeredOn ? ` ${offeredOn}` : null}
      </p>
      <p>
        {/* Where the buyer withdraws or erases: said wherever it is not the page itself. */}
        {place === "sign-in" ? null : (
          <>
            {fillNodes(t.rights, {
              link: (
                <a href={pathIn(lang, "/my-enquiries")} target="_blank" rel="noopener">
                  {t.myEnquiries}
                </a>
              ),
            })}{" "}
          </>
        )}
        {fill(t.agree, { button })}{" "}
        <a href={`${pathIn(lang, "/Privacy-Policy")}#notice`} target="_blank" rel="noopener">
          {t.full}
        </a>
      </p>
    </div>
  );
}
