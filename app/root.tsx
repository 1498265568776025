import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { EnquiryButton } from "./components/enquiry-button";
import { hasNonAscii, pathHasNonAscii } from "./domain/rules/ascii";
import { queryTypeFor } from "./domain/rules/query-type";
import "./styles.css";

/** Spec §5: a non-ASCII route or query parameter renders the error screen with a 404. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    const url = new URL(request.url);
    if (pathHasNonAscii(url.pathname) || hasNonAscii(url.searchParams)) {
      throw data({ code: "not_found" }, { status: 404 });
    }
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <header className="site-header">
          <a href="/" className="logo">EV Catalogue India</a>
          <EnquiryButton input={{ typeOfQuery: queryTypeFor({ from: "header" }) }} className="button header-contact">Contact Us</EnquiryButton>
        </header>
        <main>{children}</main>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <section className="error-page">
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <p>
          You entered a wrong url. <a href="/">Click Here</a> to go Home Page.
        </p>
      </section>
    );
  }
  return (
    <section className="error-page">
      <title>Temporarily unavailable</title>
      <meta name="robots" content="noindex" />
      <p>This page is temporarily unavailable. Please try again in a minute.</p>
    </section>
  );
}
