import type { QueryType } from "#app/domain/enquiry";
import type { SendResult } from "./answer";
import { useMessages } from "#app/i18n/use-messages";
import { sentMessageFor } from "./kind-words";
import { say } from "./say";

/**
 * The result state's text: for an accepted enquiry the thank-you of its kind (a general contact
 * is not answered by "the dealer"), otherwise the server's message and a 400's field messages,
 * in the page's language.
 */
export function ResultMessage({ result, typeOfQuery }: { result: SendResult; typeOfQuery: QueryType }) {
  const t = useMessages().enquiry;
  const sent = result.outcome === "sent";
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
