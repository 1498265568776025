import { useId } from "react";
import { Form } from "react-router";
import type { OtpChallenge } from "#app/shared/verification";
import { fill, useMessages } from "#app/shared/i18n/use-messages";

// The sum a busy address answers before its next code (docs/decisions/154), as a plain form: the
// enquiry page's code step and the sign-in of "My enquiries" ask it alike. `children` are the
// form's own hidden fields (what it sends again with the answer).

export function ChallengeForm({ challenge, children }: { challenge: OtpChallenge; children: React.ReactNode }) {
  const t = useMessages().enquiry;
  const id = useId();
  return (
    <Form method="post" className="enquiry-form" data-testid="otp-challenge">
      {children}
      <input type="hidden" name="challenge" value={challenge.token} />
      <div className="enquiry-field">
        <label htmlFor={`${id}-sum`}>{fill(t.challengeLabel, { a: challenge.a, b: challenge.b })}</label>
        <input id={`${id}-sum`} name="answer" inputMode="numeric" autoComplete="off" maxLength={2} required />
      </div>
      <button type="submit" className="enquiry-submit">
        {t.challengeSend}
      </button>
    </Form>
  );
}
