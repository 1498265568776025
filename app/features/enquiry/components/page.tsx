import { Form } from "react-router";
import { useNames } from "#app/shared/i18n/names";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import "../../../styles/enquiry.css";
import type { SendResult } from "./answer";
import { MobileField, PincodeField, TermsField } from "./fields";
import type { EnquiryInput } from "./input";
import { displayed, enquirySubject, enquiryTitle } from "./subject";
import { OtpPagePanel, type OtpStep } from "./otp-page";
import type { EntryErrors, EntryValues } from "./payloads";
import { ResultMessage } from "./result";
import { useMessages } from "#app/shared/i18n/use-messages";
import { say } from "./say";
import { PrivacyNotice } from "../../privacy/components/notice";

// The plain enquiry page's view: the entry state (the dialog's fields, without the detect-city
// button, which needs JavaScript) or the result state with the server's message and OK; after an
// accepted enquiry, the code that confirms the number (./otp-page.tsx).

export type PageAction =
  | { state: "expired" }
  | { state: "invalid"; errors: EntryErrors; values: EntryValues }
  | { state: "result"; result: SendResult; back: string; otp: OtpStep | null }
  | { state: "otp"; back: string; otp: OtpStep };

type Props = { input: EnquiryInput; token: string; id: string; back: string; action?: PageAction };

export function EnquiryPage({ input, token, id, back, action }: Props) {
  const t = useMessages().enquiry;
  const subject = enquirySubject(input, t.in, useNames().town);
  const invalid = action?.state === "invalid" ? action : undefined;
  return (
    <section className="enquiry-page" aria-labelledby="enquiry-title">
      <h1 id="enquiry-title" className="enquiry-title">
        {enquiryTitle(input, t)}
      </h1>
      {subject && <p className="enquiry-subject">{subject}</p>}
      <div role="status" className="enquiry-status">
        {action?.state === "result" && <ResultMessage result={action.result} typeOfQuery={input.typeOfQuery} />}
        {action?.state === "expired" && (
          <p className="enquiry-failed">{t.expired}</p>
        )}
      </div>
      {action?.state === "result" || action?.state === "otp" ? (
        <>
          {action.otp && <OtpPagePanel key={action.otp.answeredAt} otp={action.otp} token={token} back={action.back} />}
          <a href={action.back} className="enquiry-close">
            {t.ok}
          </a>
        </>
      ) : (
        <Form method="post" className="enquiry-form">
          <input type="hidden" name={XSRF_FIELD} value={token} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="back" value={back} />
          {Object.entries(input).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <MobileField error={invalid?.errors.mobile} defaultValue={invalid?.values.mobile} />
          <PincodeField error={invalid?.errors.pincode} defaultValue={invalid?.values.pincode} />
          <TermsField defaultChecked={invalid?.values.chkBox} />
          <PrivacyNotice place="enquiry" button={t.submit} traderName={displayed(input.traderName)} />
          {invalid?.errors.form && <p className="enquiry-error">{say(t, invalid.errors.form)}</p>}
          <button type="submit" className="enquiry-submit">
            {t.submit}
          </button>
          <a href={back} className="enquiry-close">
            {t.close}
          </a>
        </Form>
      )}
    </section>
  );
}
