import { useEffect, useState } from "react";

// Spec §4: on dealer and manufacturer pages the enquiry dialog's result 'true' sets a flag. Here
// the flag shows an "Enquiry sent" mark. Two ways to set it:
// - with JavaScript, the dialog dispatches `window.dispatchEvent(new CustomEvent(
//   ENQUIRY_RESULT_EVENT, { detail: { result: "true" } }))` when it closes;
// - without JavaScript, the enquiry page sends the visitor back to the profile with `?sent=1`.

export const ENQUIRY_RESULT_EVENT = "enquiry:result";

export function EnquirySentMark({ initiallySent }: { initiallySent: boolean }) {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const onResult = (event: Event) => {
      if ((event as CustomEvent<{ result?: string }>).detail?.result === "true") setSent(true);
    };
    window.addEventListener(ENQUIRY_RESULT_EVENT, onResult);
    return () => window.removeEventListener(ENQUIRY_RESULT_EVENT, onResult);
  }, []);
  // The live region is always present, so that screen readers announce the mark when it appears.
  return (
    <div role="status" className="enquiry-sent-slot">
      {sent || initiallySent ? (
        <p className="enquiry-sent" data-testid="enquiry-sent-mark">
          <span aria-hidden="true">✓</span> Enquiry sent
        </p>
      ) : null}
    </div>
  );
}
