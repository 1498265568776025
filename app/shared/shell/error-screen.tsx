import { isRouteErrorResponse } from "react-router";
import { pathIn } from "#app/shared/i18n/lang";
import { useLang, useOptionalMessages } from "#app/shared/i18n/use-messages";

// The one error screen: every 404 — /error itself, unmatched URLs, unknown
// names, empty lookups — and any other failure, chosen by the answer's status; in the page's
// language (a Hindi address gets the Hindi 404). Its words come with the page's messages; where
// the root loader did not run (see useOptionalMessages) it shows the status alone. A heading to
// land on, and each body links home.

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
        <h1>{status}</h1>
      ) : notFound ? (
        <>
          <h1>{t.notFoundTitle}</h1>
          <p>
            {t.notFoundBefore} <a href={pathIn(lang, "/")}>{t.notFoundLink}</a> {t.notFoundAfter}
          </p>
        </>
      ) : (
        <>
          <h1>{t.unavailableTitle}</h1>
          <p>
            {t.unavailableBody} <a href={pathIn(lang, "/")}>{t.homeLabel}</a>
          </p>
        </>
      )}
    </section>
  );
}
