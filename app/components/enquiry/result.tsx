import type { QueryType } from "#app/domain/enquiry";
import type { SendResult } from "./answer";
import { sentMessageFor } from "./messages";

/**
 * The result state's text: for an accepted enquiry the thank-you of its kind (a general contact
 * is not answered by "the dealer"), otherwise the server's message and a 400's field messages.
 */
export function ResultMessage({ result, typeOfQuery }: { result: SendResult; typeOfQuery: QueryType }) {
  const sent = result.outcome === "sent";
  return (
    <>
      <p className={sent ? "enquiry-sent" : "enquiry-failed"}>{sent ? sentMessageFor(typeOfQuery) : result.message}</p>
      {result.details.length > 0 && (
        <ul className="enquiry-details">
          {result.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </>
  );
}
