import { Form } from "react-router";
import type { OtpChallenge } from "#app/shared/verification";
import { fill } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";
import { formatPhone } from "#app/shared/rules/phone";
import type { SignInSay } from "#app/features/seller/rules/sign-in";
import { useSellerLang, useSellerWords } from "#app/features/seller/use-seller-words";
import { HiddenFields } from "./token-field";
import { MobileInput } from "./mobile-input";

// The sign-in page: the mobile, then the code from the SMS, then (for a number on several
// traders' staff) the business. What went wrong is said beside its field, keeping what was typed.

export type SignInStep =
  | { step: "mobile"; mobile: string; say?: SignInSay; challenge?: OtpChallenge }
  | { step: "code"; mobile: string; say?: SignInSay; seconds?: number }
  | { step: "pick"; mobile: string; proof: string; traders: { tName: string; traderName: string }[] };

const OK_SAYS = new Set<SignInSay>(["codeMaybe"]);

function Said({ say, id, seconds }: { say?: SignInSay; id: string; seconds?: number }) {
  const t = useSellerWords().signIn;
  if (!say) return null;
  const ok = OK_SAYS.has(say);
  return (
    <p id={id} className={ok ? "seller-said seller-said--ok" : "seller-said"} role={ok ? "status" : "alert"} data-testid="seller-said">
      {fill(t[say], { seconds: seconds ?? 30 })}
    </p>
  );
}

export function SignInView({ next, step }: { next: string; step: SignInStep }) {
  const lang = useSellerLang();
  const t = useSellerWords().signIn;
  return (
    <section className="seller-page seller-sign-in" aria-labelledby="seller-sign-in-title">
      <h1 id="seller-sign-in-title">{step.step === "pick" ? t.pickTitle : t.title}</h1>
      {step.step === "mobile" ? (
        <>
          <p>{t.intro}</p>
          <Form method="post" className="seller-form" reloadDocument>
            <HiddenFields values={{ intent: "send", next }} />
            <label htmlFor="seller-mobile">{t.mobile}</label>
            <MobileInput
              id="seller-mobile"
              own
              defaultValue={step.mobile}
              describedBy="seller-mobile-hint seller-mobile-said"
              invalid={step.say !== undefined && step.say !== "codeMaybe"}
            />
            <p id="seller-mobile-hint" className="seller-hint">
              {t.mobileHint}
            </p>
            <Said say={step.say} id="seller-mobile-said" />
            {step.challenge ? (
              <>
                <input type="hidden" name="challenge" value={step.challenge.token} />
                <label htmlFor="seller-sum">{fill(t.sum, { a: step.challenge.a, b: step.challenge.b })}</label>
                <input id="seller-sum" name="answer" inputMode="numeric" autoComplete="off" maxLength={2} required />
              </>
            ) : null}
            <button type="submit" className="button">
              {t.send}
            </button>
          </Form>
          <p className="seller-hint">
            <a href={pathIn(lang, "/my-enquiries")}>{t.buyerLink}</a>
          </p>
        </>
      ) : null}
      {step.step === "code" ? (
        <>
          <Form method="post" className="seller-form" reloadDocument>
            <HiddenFields values={{ intent: "verify", next, mobile: step.mobile }} />
            <p className="seller-form__mobile">
              {t.mobile}: <strong>{formatPhone(step.mobile)}</strong>
            </p>
            <Said say={step.say} id="seller-code-said" seconds={step.seconds} />
            <label htmlFor="seller-code">{t.code}</label>
            <input
              id="seller-code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              aria-describedby="seller-code-said"
            />
            <button type="submit" className="button">
              {t.verify}
            </button>
          </Form>
          <Form method="post" className="seller-form seller-form--inline" reloadDocument>
            <HiddenFields values={{ intent: "send", next, mobile: step.mobile }} />
            <button type="submit" className="button button-secondary">
              {t.resend}
            </button>
            <a className="button button-secondary" href={pathIn(lang, "/seller") + (next ? `?next=${encodeURIComponent(next)}` : "")}>
              {t.otherNumber}
            </a>
          </Form>
        </>
      ) : null}
      {step.step === "pick" ? (
        <>
          <p>{t.pickIntro}</p>
          <ul className="seller-pick">
            {step.traders.map((trader) => (
              <li key={trader.tName}>
                <Form method="post" reloadDocument>
                  <HiddenFields values={{ intent: "pick", next, proof: step.proof, tName: trader.tName }} />
                  <button type="submit" className="button button-secondary seller-pick__button">
                    {trader.traderName}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
