import { useState } from "react";
import type { EnquiryInput } from "./input";
import { detectedText } from "./location";
import { type EntryErrors, type EntryField, type Payloads, checkEntry } from "./payloads";
import { MobileField, PincodeField, TermsField } from "./fields";
import { useLocation } from "./use-location";
import { useMessages } from "#app/shared/i18n/use-messages";
import { say } from "./say";
import { PrivacyNotice } from "../../privacy/components/notice";
import { NOTICE_VERSION } from "#app/shared/privacy-notice";
import { displayed } from "./subject";

// The dialog's entry state: mobile with +91, the detect-city button, the pincode
// (replaced by the detected city), the terms and the privacy notice; the submit button exists only here.

type Props = {
  id: string;
  input: EnquiryInput;
  sending: boolean;
  onValid(payloads: Payloads): void;
};

export function EntryForm({ id, input, sending, onValid }: Props) {
  const [errors, setErrors] = useState<EntryErrors>({});
  const [location, detect] = useLocation();
  const t = useMessages().enquiry;
  const place = location.status === "detected" ? location.place : undefined;
  const clear = (field: EntryField) => () => setErrors(({ [field]: _, ...rest }) => rest);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    const checked = checkEntry({
      id,
      input,
      place,
      now: Date.now(),
      notice: NOTICE_VERSION,
      values: {
        mobile: String(form.get("mobile") ?? ""),
        pincode: String(form.get("pincode") ?? ""),
        chkBox: form.get("chkBox") === "true",
      },
    });
    if (checked.ok) onValid(checked.payloads);
    else setErrors(checked.errors);
  }

  return (
    <form className="enquiry-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <MobileField error={errors.mobile} onEdit={clear("mobile")} />
      <div className="enquiry-location">
        {place ? (
          <p className="enquiry-detected">{detectedText(place)}</p>
        ) : (
          <>
            <button type="button" className="enquiry-detect" onClick={detect} disabled={location.status === "detecting"}>
              {location.status === "detecting" ? t.detecting : t.detect}
            </button>
            {location.status === "denied" && location.notice && (
              <p className="enquiry-note">{t.noLocation}</p>
            )}
            <PincodeField error={errors.pincode} onEdit={clear("pincode")} />
          </>
        )}
      </div>
      <TermsField />
      <PrivacyNotice place="enquiry" button={t.submit} traderName={displayed(input.traderName)} />
      {errors.form && <p className="enquiry-error">{say(t, errors.form)}</p>}
      <button type="submit" className="enquiry-submit" disabled={sending}>
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
