import type { QueryType } from "#app/shared/enquiry";
import type { Caller } from "#app/features/leads/rules/callers";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { indianGrouping } from "#app/shared/rules/money";
import type { SendResult } from "./answer";
import { useMessages } from "#app/shared/i18n/use-messages";
import { sentMessageFor } from "./kind-words";
import { say } from "./say";

/**
 * The result state's text: for an accepted enquiry, who will call — the traders it went to, with
 * their town and a tap-to-call where they have a public number, else word that they will call —
 * and, when they are dealers found by nearness, that the next nearest is given it if none calls in
 * time — or, when it went to the site's own people, the thank-you of its kind; when no dealer was
 * within reach, that comes first. Otherwise the server's message and a 400's field messages, in the
 * page's language.
 */
export function ResultMessage({ result, typeOfQuery }: { result: SendResult; typeOfQuery: QueryType }) {
  const t = useMessages().enquiry;
  const sent = result.outcome === "sent";
  const callers = sent ? (result.callers ?? []) : [];
  const farKm = sent && result.noDealerWithinKm ? indianGrouping(result.noDealerWithinKm) : "";
  // Dealers found by nearness: the next nearest is given it when none calls in time (docs/decisions/169).
  const nextAfter = sent ? result.nextDealerAfterMinutes : undefined;
  if (callers.length > 0) {
    return (
      <>
        <p className="enquiry-sent">{t.received}</p>
        <p className="enquiry-callers-title" data-testid="enquiry-callers-title">
          {farKm ? t.noDealerNearMaker.replace("{km}", farKm) : t.callersTitle}
        </p>
        <ul className="enquiry-callers" data-testid="enquiry-callers">
          {callers.map((caller) => (
            <CallerItem key={`${caller.traderName}|${caller.cityName}`} caller={caller} callNow={t.callNow} callsYou={t.callsYou} />
          ))}
        </ul>
        {nextAfter ? (
          <p className="enquiry-next-dealer" data-testid="enquiry-next-dealer">
            {t.nextDealer.replace("{minutes}", String(nextAfter))}
          </p>
        ) : null}
      </>
    );
  }
  const thanks = farKm ? t.noDealerNearUs.replace("{km}", farKm) : sentMessageFor(typeOfQuery, t);
  return (
    <>
      <p className={sent ? "enquiry-sent" : "enquiry-failed"}>{sent ? thanks : say(t, result.message)}</p>
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

function CallerItem({ caller, callNow, callsYou }: { caller: Caller; callNow: string; callsYou: string }) {
  const tel = telHref(caller.phone);
  return (
    <li>
      <strong>{caller.traderName}</strong>
      {caller.cityName ? `, ${caller.cityName}` : ""}
      {tel ? (
        <a className="enquiry-call" href={tel} aria-label={callNow.replace("{name}", caller.traderName)}>
          {formatPhone(caller.phone)}
        </a>
      ) : (
        <span className="enquiry-calls-you">{callsYou}</span>
      )}
    </li>
  );
}
