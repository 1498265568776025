import { useEffect, useId, useReducer, useState } from "react";
import { VerifySchema } from "#app/domain/enquiry";
import { OTP_TICK_MS } from "#app/domain/rules/otp-countdown";
import { readAnswer } from "./answer";
import { OTP_START, otpReducer, otpResendText, parseVerifyAnswer } from "./otp-state";
import { postHeaders } from "./xsrf";
import { useMessages } from "#app/i18n/use-messages";
import { say } from "./say";

// Spec §4 "OTP flow": present, but the dialog does not display it. Posts `verify`; Success hides
// the form and starts "Resend OTP in N second", Failed shows the Details message.

type Props = { mobile: string; name?: string; onVerified?(session: string): void };

export function OtpVerification({ mobile, name = "customer", onVerified }: Props) {
  const [state, dispatch] = useReducer(otpReducer, OTP_START);
  const [error, setError] = useState<string>();
  const id = useId();
  const resend = otpResendText(state);
  const t = useMessages().enquiry;

  useEffect(() => {
    if (!state.countdown.running) return;
    const timer = setInterval(() => dispatch({ type: "tick" }), OTP_TICK_MS);
    return () => clearInterval(timer);
  }, [state.countdown.running]);

  useEffect(() => {
    if (state.session) onVerified?.(state.session);
  }, [state.session, onVerified]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = VerifySchema.safeParse({ name, mobile, otp: new FormData(event.currentTarget).get("otp") });
    if (!body.success) return setError(body.error.issues[0]?.message);
    setError(undefined);
    dispatch({ type: "verify" });
    try {
      const res = await fetch("/api/verify", { method: "POST", headers: postHeaders(), body: JSON.stringify(body.data) });
      const text = await res.text();
      const answer = res.ok ? parseVerifyAnswer(JSON.parse(text)) : null;
      if (answer) dispatch({ type: "answered", answer });
      else dispatch({ type: "failed", message: readAnswer(res.status, text).message });
    } catch {
      dispatch({ type: "failed", message: t.otpFailed });
    }
  }

  return (
    <div className="enquiry-otp">
      {state.formShown && (
        <form className="enquiry-form" noValidate onSubmit={onSubmit} aria-busy={state.verifying}>
          <div className="enquiry-field">
            <label htmlFor={id}>{t.otp}</label>
            <input
              id={id}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t.otpPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="enquiry-error">
                {say(t, error)}
              </p>
            )}
          </div>
          <button type="submit" className="enquiry-submit" disabled={state.verifying}>
            {t.verify}
          </button>
        </form>
      )}
      <div role="status" className="enquiry-status">
        {state.message && <p className="enquiry-failed">{say(t, state.message)}</p>}
        {resend && <p>{resend}</p>}
      </div>
    </div>
  );
}
