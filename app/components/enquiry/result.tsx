import type { SendResult } from "./answer";
import { useMessages } from "#app/i18n/use-messages";
import { say } from "./say";

/** The result state's text: the server's message, and a 400's field messages as a list. */
export function ResultMessage({ result }: { result: SendResult }) {
  const t = useMessages().enquiry;
  return (
    <>
      <p className={result.outcome === "sent" ? "enquiry-sent" : "enquiry-failed"}>{say(t, result.message)}</p>
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
