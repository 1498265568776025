import { useId } from "react";
import { Form } from "react-router";
import type { BuyerEnquiry } from "#app/features/privacy/context";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { BUYER_SESSION_MS } from "#app/features/privacy/rules/buyer";
import type { OtpChallenge } from "#app/shared/verification";
import { formatPhone } from "#app/shared/rules/phone";
import { isQueryType } from "../../enquiry/components/query-input";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { pathIn } from "#app/shared/i18n/lang";
import { countText } from "#app/shared/i18n/plural";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { MobileField } from "../../enquiry/components/fields";
import { titleFor } from "../../enquiry/components/kind-words";
import { say } from "../../enquiry/components/say";
import { ChallengeForm } from "../../enquiry/components/challenge-form";
import { PrivacyNotice } from "./notice";
import "../../../styles/enquiry.css";
import "../../../styles/privacy.css";

// "My enquiries" (app/features/privacy/routes/my-enquiries.tsx): the sign-in by mobile and code, then the buyer's
// enquiries with the sellers that received them, withdrawal per enquiry or for all, and erasure
// of everything after a confirmation. Every action is a plain form.

export type MyEnquiriesAnswer = {
  expired?: boolean;
  signInAgain?: boolean;
  /** The sign-in's step: the number as read, what the server said (a key of the enquiry answers), whether a code was asked for. */
  step?: { mobile: string; message: string; sent: boolean; waitSeconds?: number; challenge?: OtpChallenge | null };
  confirmErase?: boolean;
  done?: "withdrawn" | "nothingWithdrawn" | "erased" | "nothingErased" | "unknown";
  n?: number;
  waiting?: number;
};

type Props = { mobile: string | null; enquiries: BuyerEnquiry[]; token: string; answer?: MyEnquiriesAnswer };

export function MyEnquiriesView({ mobile, enquiries, token, answer }: Props) {
  const t = useMessages().privacy.my;
  return (
    <section className="my-enquiries" aria-labelledby="my-enquiries-title">
      <h1 id="my-enquiries-title">{t.heading}</h1>
      <p className="my-enquiries__intro">{t.intro}</p>
      {answer?.expired ? <p className="my-enquiries__notice my-enquiries__notice--plain" role="alert">{t.expired}</p> : null}
      {answer?.signInAgain ? (
        <p className="my-enquiries__notice my-enquiries__notice--plain" role="alert">
          {fill(t.signInAgain, { minutes: BUYER_SESSION_MS / 60_000 })}
        </p>
      ) : null}
      {mobile ? <Enquiries mobile={mobile} enquiries={enquiries} token={token} answer={answer} /> : <SignIn token={token} step={answer?.step} />}
    </section>
  );
}

/** One action on the buyer's enquiries: a form of its own with one button, which works without JavaScript. */
function ActionButton({ token, intent, fields, danger, children }: { token: string; intent: string; fields?: Record<string, string>; danger?: boolean; children: React.ReactNode }) {
  return (
    <Form method="post">
      <Hidden token={token} intent={intent} fields={fields} />
      <button type="submit" className={danger ? "button button-danger" : "button button-secondary"}>
        {children}
      </button>
    </Form>
  );
}

function Hidden({ token, intent, fields = {} }: { token: string; intent: string; fields?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name={XSRF_FIELD} value={token} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function SignIn({ token, step }: { token: string; step?: MyEnquiriesAnswer["step"] }) {
  const t = useMessages().privacy.my;
  const e = useMessages().enquiry;
  const id = useId();
  // A busy address answers a sum before a code is sent (docs/decisions/154), as the enquiry page asks it.
  if (step?.challenge) {
    return (
      <>
        <p className="my-enquiries__notice" role="status">
          {say(e, step.message)}
        </p>
        <ChallengeForm challenge={step.challenge}>
          <Hidden token={token} intent="send" fields={{ mobile: step.mobile }} />
        </ChallengeForm>
      </>
    );
  }
  if (step?.sent) {
    return (
      <>
        <p className="my-enquiries__notice" role="status">
          {say(e, step.message)}
        </p>
        <Form method="post" className="enquiry-form">
          <Hidden token={token} intent="verify" fields={{ mobile: step.mobile }} />
          <div className="enquiry-field">
            <label htmlFor={`${id}-code`}>{t.code}</label>
            <p id={`${id}-to`} className="enquiry-note">
              {fill(t.codeSentTo, { mobile: formatPhone(step.mobile) })}
            </p>
            <input id={`${id}-code`} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t.codePlaceholder} aria-describedby={`${id}-to`} required />
          </div>
          <button type="submit" className="enquiry-submit">
            {t.open}
          </button>
        </Form>
        {/* The server's wait before another code (the codes' own rule); without JavaScript it does not tick. */}
        {step.waitSeconds ? (
          <p className="enquiry-note" data-testid="code-wait">
            {fill(e.resendIn, { n: step.waitSeconds })}
          </p>
        ) : null}
        <ActionButton token={token} intent="send" fields={{ mobile: step.mobile }}>
          {t.resend}
        </ActionButton>
        <p>
          <a href={pathIn(useLang(), "/my-enquiries")}>{t.otherNumber}</a>
        </p>
      </>
    );
  }
  return (
    <Form method="post" className="enquiry-form">
      <Hidden token={token} intent="send" />
      <MobileField error={step?.message} defaultValue={step?.mobile} />
      <PrivacyNotice place="sign-in" button={t.sendCode} />
      <button type="submit" className="enquiry-submit">
        {t.sendCode}
      </button>
    </Form>
  );
}

function Enquiries({ mobile, enquiries, token, answer }: { mobile: string; enquiries: BuyerEnquiry[]; token: string; answer?: MyEnquiriesAnswer }) {
  const t = useMessages().privacy.my;
  const lang = useLang();
  const words = answer?.done && answer.done !== "unknown" ? t[answer.done] : null;
  const done = words === null ? null : typeof words === "string" ? words : countText(lang, words, answer?.n ?? 0);
  const anyActive = enquiries.some((q) => q.withdrawnAt === null);
  return (
    <>
      <div className="my-enquiries__who">
        <strong>{fill(t.signedInAs, { mobile: formatPhone(mobile) })}</strong>
        <ActionButton token={token} intent="sign-out">
          {t.signOut}
        </ActionButton>
      </div>
      {done ? (
        <p className={answer?.n ? "my-enquiries__notice" : "my-enquiries__notice my-enquiries__notice--plain"} role="status" data-testid="my-enquiries-done">
          {done}
          {answer?.waiting ? ` ${countText(lang, t.waiting, answer.waiting)}` : ""}
        </p>
      ) : null}
      {answer?.confirmErase ? (
        <section className="my-enquiries__confirm" aria-labelledby="erase-title">
          <h2 id="erase-title">{t.eraseTitle}</h2>
          <p>{t.eraseText}</p>
          <div className="my-enquiries__actions">
            <ActionButton token={token} intent="erase" danger>
              {t.eraseYes}
            </ActionButton>
            <a className="button button-secondary" href={pathIn(useLang(), "/my-enquiries")}>
              {t.keep}
            </a>
          </div>
        </section>
      ) : null}
      {enquiries.length ? (
        <>
          <ol className="my-enquiries__list" data-testid="my-enquiries">
            {enquiries.map((enquiry) => (
              <EnquiryItem key={enquiry.enquiryId} enquiry={enquiry} token={token} />
            ))}
          </ol>
          <div className="my-enquiries__actions">
            {anyActive ? (
              <ActionButton token={token} intent="withdraw" fields={{ enquiry: "all" }}>
                {t.withdrawAll}
              </ActionButton>
            ) : null}
            {answer?.confirmErase ? null : (
              <ActionButton token={token} intent="erase-ask" danger>
                {t.erase}
              </ActionButton>
            )}
          </div>
        </>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </>
  );
}

function EnquiryItem({ enquiry, token }: { enquiry: BuyerEnquiry; token: string }) {
  const t = useMessages().privacy.my;
  const e = useMessages().enquiry;
  const lang = useLang();
  const when = (at: number) => formatIstDateTime(at, lang);
  const kind = isQueryType(enquiry.typeOfQuery) ? titleFor(enquiry.typeOfQuery, e) : enquiry.typeOfQuery;
  const state =
    enquiry.erasureAskedAt !== null
      ? fill(t.waitingOn, { date: when(enquiry.erasureAskedAt) })
      : enquiry.withdrawnAt !== null
        ? fill(t.withdrawnOn, { date: when(enquiry.withdrawnAt) })
        : t.active;
  return (
    <li className="my-enquiry" data-testid="my-enquiry">
      <h2>{enquiry.model || kind}</h2>
      <p>
        {kind} · {fill(t.sentOn, { date: when(enquiry.receivedAt) })}
      </p>
      <p>
        {t.sentTo}: <strong data-testid="my-enquiry-sellers">{enquiry.sellers.length ? enquiry.sellers.join(", ") : t.ourTeam}</strong>
      </p>
      <p className={enquiry.withdrawnAt === null ? "my-enquiry__state" : "my-enquiry__state my-enquiry__state--withdrawn"}>{state}</p>
      {enquiry.withdrawnAt === null ? (
        <ActionButton token={token} intent="withdraw" fields={{ enquiry: enquiry.enquiryId }}>
          {t.withdraw}
        </ActionButton>
      ) : null}
    </li>
  );
}
