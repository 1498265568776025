import type { SendResult } from "./answer";

/** The result state's text: the server's message, and a 400's field messages as a list. */
export function ResultMessage({ result }: { result: SendResult }) {
  return (
    <>
      <p className={result.outcome === "sent" ? "enquiry-sent" : "enquiry-failed"}>{result.message}</p>
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
