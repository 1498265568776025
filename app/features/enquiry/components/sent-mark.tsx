import { useEffect, useState } from "react";
import { onEnquirySent } from "./events";
import "../../../styles/enquiry-mark.css";
import { useMessages } from "#app/shared/i18n/use-messages";

/**
 * "Enquiry sent" beside a trader once a dialog about that trader closed with result 'true'
 * (typeOfQuery Dealer, enquiry accepted). Place it next to the trader's EnquiryButton.
 */
export function EnquirySentMark({ traderName }: { traderName: string }) {
  const [sent, setSent] = useState(false);
  useEffect(
    () => onEnquirySent((detail) => detail.traderName === traderName && setSent(true)),
    [traderName],
  );
  const t = useMessages().enquiry;
  return (
    <span className="enquiry-sent-mark" aria-live="polite">
      {sent && <span data-testid="enquiry-sent-mark">{t.sent}</span>}
    </span>
  );
}
