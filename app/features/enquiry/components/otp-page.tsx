import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { formatPhone } from "#app/shared/rules/phone";
import { OTP_TICK_MS, otpCountdownFrom, otpCountdownSeconds, tickOtpCountdown } from "#app/shared/rules/otp-countdown";
import type { OtpChallenge } from "#app/shared/verification";
import { ChallengeForm } from "./challenge-form";
import { useMessages } from "#app/shared/i18n/use-messages";
import { waitText } from "./otp-wait";
import { say } from "./say";

// The plain enquiry page's offer after an accepted enquiry (docs/decisions/109): the same as the
// dialog's (./otp.tsx), as forms posted to the page with the anti-forgery field. Without
// JavaScript the countdown cannot tick: its text shows the server's wait and the resend button is
// there at once (a press too early is answered with the wait); once the page has hydrated the
// countdown ticks and the button appears at zero, as in the dialog.

/** What the page's action answered about the code. */
export type OtpStep = {
  mobile: string;
  /** A code was asked for. */
  sent: boolean;
  /** A code may be with the buyer (./otp-state.ts codeMayBeOut): the code field is offered until verified. */
  codeOut: boolean;
  verified: boolean;
  /** Failed's Details, or why no code was sent (an English message the page says in its language). */
  message: string | null;
  /** Seconds before a new code may be asked for. */
  waitSeconds: number;
  /** When the action answered: a new answer starts a new countdown. */
  answeredAt: number;
  /** A question to answer before a code is sent (a busy connection), or null. */
  challenge: OtpChallenge | null;
};

type Props = { otp: OtpStep; token: string; back: string };

export function OtpPagePanel({ otp, token, back }: Props) {
  const t = useMessages().enquiry;
  const id = useId();
  const [countdown, setCountdown] = useState(() => otpCountdownFrom(otp.waitSeconds * 1000));
  const [ticking, setTicking] = useState(false);
  const seconds = otpCountdownSeconds(countdown);

  useEffect(() => setTicking(true), []);
  useEffect(() => {
    if (!ticking || !countdown.running) return;
    const timer = setInterval(() => setCountdown((c) => tickOtpCountdown(c)), OTP_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking, countdown.running]);

  const hidden = (intent: "verify" | "resend") => (
    <>
      <input type="hidden" name={XSRF_FIELD} value={token} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="mobile" value={otp.mobile} />
      <input type="hidden" name="back" value={back} />
      {otp.codeOut ? <input type="hidden" name="codeOut" value="1" /> : null}
    </>
  );

  return (
    <section className="enquiry-otp" aria-labelledby={`${id}-title`} data-testid="enquiry-otp">
      <h2 id={`${id}-title`} className="enquiry-otp__title">
        {t.confirmTitle}
      </h2>
      {otp.codeOut && !otp.verified && (
        <Form method="post" className="enquiry-form">
          {hidden("verify")}
          <div className="enquiry-field">
            <label htmlFor={id}>{t.otp}</label>
            <p id={`${id}-to`} className="enquiry-note">
              {t.codeSentTo.replace("{mobile}", formatPhone(otp.mobile))}
            </p>
            <input id={id} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t.otpPlaceholder} aria-describedby={`${id}-to`} />
          </div>
          <button type="submit" className="enquiry-submit">
            {t.verify}
          </button>
        </Form>
      )}
      {/* Announced politely, apart from the enquiry's own status region. */}
      <div aria-live="polite" aria-atomic="true" className="enquiry-status">
        {otp.verified && <p className="enquiry-sent">{t.verified}</p>}
        {otp.message && <p className="enquiry-failed">{say(t, otp.message)}</p>}
      </div>
      {!otp.verified && seconds !== null && <p className="enquiry-note enquiry-countdown">{waitText(t, seconds)}</p>}
      {!otp.verified && otp.challenge ? <ChallengeForm challenge={otp.challenge}>{hidden("resend")}</ChallengeForm> : null}
      {!otp.verified && !otp.challenge && (!ticking || !countdown.running) && (
        <Form method="post">
          {hidden("resend")}
          <button type="submit" className="enquiry-resend">
            {t.resend}
          </button>
        </Form>
      )}
    </section>
  );
}
