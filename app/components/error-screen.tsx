import { isRouteErrorResponse } from "react-router";

// The one error screen (spec §2 /error, §8): every 404 — /error itself, unmatched URLs, unknown
// names, empty lookups — and any other failure, chosen by the answer's status.

type Screen = { title: string; body: React.ReactNode };

const NOT_FOUND: Screen = {
  title: "Page not found",
  body: (
    <p>
      You entered a wrong url. <a href="/">Click Here</a> to go Home Page.
    </p>
  ),
};

const UNAVAILABLE: Screen = {
  title: "Temporarily unavailable",
  body: (
    <p>
      This page is temporarily unavailable. Please try again in a minute, or go to the{" "}
      <a href="/">Home Page</a>.
    </p>
  ),
};

const BY_STATUS: Record<number, Screen> = { 404: NOT_FOUND };

export function ErrorScreen({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, body } = BY_STATUS[status] ?? UNAVAILABLE;
  return (
    <section className="error-page" data-status={status}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {/* Issue 18, point 7: a heading to land on; each body links home. */}
      <h1>{title}</h1>
      {body}
    </section>
  );
}
