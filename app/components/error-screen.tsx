import { isRouteErrorResponse } from "react-router";
import { pathIn } from "#app/i18n/lang";
import { useLang, useOptionalMessages } from "#app/i18n/use-messages";

// The one error screen (spec §2 /error, §8): every 404 — /error itself, unmatched URLs, unknown
// names, empty lookups — and any other failure, chosen by the answer's status; in the page's
// language (a Hindi address gets the Hindi 404). Its words come with the page's messages; where
// the root loader did not run (see useOptionalMessages) it shows the status alone.

export function ErrorScreen({ error }: { error: unknown }) {
  const lang = useLang();
  const t = useOptionalMessages()?.shell;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <section className="error-page" data-status={status}>
      <title>{t ? (notFound ? t.notFoundTitle : t.unavailableTitle) : String(status)}</title>
      <meta name="robots" content="noindex" />
      {!t ? (
        <p>{status}</p>
      ) : notFound ? (
        <p>
          {t.notFoundBefore} <a href={pathIn(lang, "/")}>{t.notFoundLink}</a> {t.notFoundAfter}
        </p>
      ) : (
        <p>{t.unavailableBody}</p>
      )}
    </section>
  );
}
