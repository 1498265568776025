import type { QueryType } from "#app/shared/enquiry";
import type { Caller } from "#app/features/leads/rules/callers";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import type { SendResult } from "./answer";
import { useMessages } from "#app/shared/i18n/use-messages";
import { sentMessageFor } from "./kind-words";
import { say } from "./say";

/**
 * The result state's text: for an accepted enquiry, who will call — the traders it went to, with
 * their town and a tap-to-call where they have a public number — or, when it went to the site's
 * own people, the thank-you of its kind; otherwise the server's message and a 400's field
 * messages, in the page's language.
 */
export function ResultMessage({ result, typeOfQuery }: { result: SendResult; typeOfQuery: QueryType }) {
  const t = useMessages().enquiry;
  const sent = result.outcome === "sent";
  const callers = sent ? (result.callers ?? []) : [];
  if (callers.length > 0) {
    return (
      <>
        <p className="enquiry-sent">{t.received}</p>
        <p className="enquiry-callers-title">{t.callersTitle}</p>
        <ul className="enquiry-callers" data-testid="enquiry-callers">
          {callers.map((caller) => (
            <CallerItem key={`${caller.traderName}|${caller.cityName}`} caller={caller} callNow={t.callNow} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      <p className={sent ? "enquiry-sent" : "enquiry-failed"}>{sent ? sentMessageFor(typeOfQuery, t) : say(t, result.message)}</p>
      {result.details.length > 0 && (
        <ul className="enquiry-details">
          {result.details.map((detail) => (
            <li key={detail}>{say(t, detail)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function CallerItem({ caller, callNow }: { caller: Caller; callNow: string }) {
  const tel = telHref(caller.phone);
  return (
    <li>
      <strong>{caller.traderName}</strong>
      {caller.cityName ? `, ${caller.cityName}` : ""}
      {tel && (
        <a className="enquiry-call" href={tel} aria-label={callNow.replace("{name}", caller.traderName)}>
          {formatPhone(caller.phone)}
        </a>
      )}
    </li>
  );
}
