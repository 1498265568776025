import { useEffect, useId, useReducer, useRef, useState } from "react";
import { VerifySchema } from "#app/shared/enquiry";
import { formatPhone } from "#app/shared/rules/phone";
import { OTP_TICK_MS } from "#app/shared/rules/otp-countdown";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { readAnswer } from "./answer";
import { OTP_START, challengeIn, otpFormShown, otpReducer, otpResendSeconds, otpResendShown, parseVerifyAnswer } from "./otp-state";
import { waitText } from "./otp-wait";
import { say, saidOf } from "./say";
import { postHeaders } from "./xsrf";

// The dialog's offer after an accepted enquiry (docs/decisions/109-verified-numbers.md): a 6-digit
// code is sent by SMS at once ("confirm your number so you are called first"), with the
// spec's resend countdown and a resend at zero; Verify posts the spec's `verify` call, whose
// Failed Details are shown. The plain page offers the same with forms (./otp-page.tsx).

type Props = { mobile: string; name?: string };

export function OtpVerification({ mobile, name = "customer" }: Props) {
  const [state, dispatch] = useReducer(otpReducer, OTP_START);
  const [error, setError] = useState<string>();
  const asked = useRef(false);
  const id = useId();
  const t = useMessages().enquiry;
  // the SMS is written in the language of the page the buyer uses
  const lang = useLang();
  const seconds = otpResendSeconds(state);

  useEffect(() => {
    if (!state.countdown.running) return;
    const timer = setInterval(() => dispatch({ type: "tick" }), OTP_TICK_MS);
    return () => clearInterval(timer);
  }, [state.countdown.running]);

  /** `asked`: a question's token and the visitor's answer, when one was asked. */
  async function send(asked?: { challenge: string; answer: string }) {
    dispatch({ type: "send" });
    try {
      const res = await post("sendOtp", { mobile, lang, ...asked });
      const answer = res.ok ? parseVerifyAnswer(res.json) : null;
      if (answer?.Status === "Success") return dispatch({ type: "sent" });
      const waitMs = Number(res.headers.get("Retry-After")) * 1000 || 0;
      const message = answer ? saidOf({ message: answer.Details, messageKey: answer.messageKey }) : readAnswer(res.status, res.text).message;
      dispatch({ type: "sendRefused", message, waitMs, challenge: challengeIn(res.json) });
    } catch {
      dispatch({ type: "sendRefused", message: "otpNotSent" });
    }
  }

  function onChallenge(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.challenge || state.sending) return;
    void send({ challenge: state.challenge.token, answer: String(new FormData(event.currentTarget).get("answer") ?? "") });
  }

  useEffect(() => {
    // Once per dialog: the enquiry was just accepted.
    if (asked.current) return;
    asked.current = true;
    void send();
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.verifying) return;
    const body = VerifySchema.safeParse({ name, mobile, otp: new FormData(event.currentTarget).get("otp") });
    if (!body.success) return setError(body.error.issues[0]?.message);
    setError(undefined);
    dispatch({ type: "verify" });
    try {
      const res = await post("verify", body.data);
      const answer = res.ok ? parseVerifyAnswer(res.json) : null;
      if (answer) dispatch({ type: "answered", answer });
      else dispatch({ type: "failed", message: readAnswer(res.status, res.text).message });
    } catch {
      dispatch({ type: "failed", message: t.otpFailed });
    }
  }

  return (
    <section className="enquiry-otp" aria-labelledby={`${id}-title`} data-testid="enquiry-otp">
      <h3 id={`${id}-title`} className="enquiry-otp__title">
        {t.confirmTitle}
      </h3>
      {state.sending && !state.sent ? <p className="enquiry-note">{t.sendingCode}</p> : null}
      {otpFormShown(state) && (
        <form className="enquiry-form" noValidate onSubmit={onSubmit} aria-busy={state.verifying}>
          <div className="enquiry-field">
            <label htmlFor={id}>{t.otp}</label>
            <p id={`${id}-to`} className="enquiry-note">
              {t.codeSentTo.replace("{mobile}", formatPhone(mobile))}
            </p>
            <input
              id={id}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t.otpPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-to`}
            />
            {error && (
              <p id={`${id}-error`} className="enquiry-error">
                {say(t, error)}
              </p>
            )}
          </div>
          <button type="submit" className="enquiry-submit" disabled={state.verifying}>
            {state.verifying ? t.verifying : t.verify}
          </button>
        </form>
      )}
      {/* Announced politely, apart from the enquiry's own status region. */}
      <div aria-live="polite" aria-atomic="true" className="enquiry-status">
        {state.verified && <p className="enquiry-sent">{t.verified}</p>}
        {state.message && <p className="enquiry-failed">{say(t, state.message)}</p>}
      </div>
      {/* Outside the live region: a screen reader is not told every second. */}
      {seconds !== null && <p className="enquiry-note enquiry-countdown">{waitText(t, seconds)}</p>}
      {state.challenge && !state.verified ? (
        <form className="enquiry-form" noValidate onSubmit={onChallenge} data-testid="otp-challenge">
          <div className="enquiry-field">
            <label htmlFor={`${id}-sum`}>{fill(t.challengeLabel, { a: state.challenge.a, b: state.challenge.b })}</label>
            <input id={`${id}-sum`} key={state.challenge.token} name="answer" inputMode="numeric" autoComplete="off" maxLength={2} />
          </div>
          <button type="submit" className="enquiry-submit" disabled={state.sending}>
            {t.challengeSend}
          </button>
        </form>
      ) : null}
      {otpResendShown(state) && (
        <button type="button" className="enquiry-resend" onClick={() => void send()}>
          {t.resend}
        </button>
      )}
    </section>
  );
}

async function post(call: "sendOtp" | "verify", body: unknown) {
  const res = await fetch(`/api/${call}`, { method: "POST", headers: postHeaders(), body: JSON.stringify(body), credentials: "same-origin" });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a text answer: read by readAnswer
  }
  return { ok: res.ok, status: res.status, headers: res.headers, text, json };
}
