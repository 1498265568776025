import { useEffect } from "react";
import { Links, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunctionArgs, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { BreadcrumbNav } from "./components/breadcrumb-nav";
import { ErrorScreen } from "./components/error-screen";
import { NavigationProgress } from "./components/navigation-progress";
import { ScriptsAfterFirstPaint } from "./components/scripts-after-first-paint";
import { usePageLinkNavigation } from "./components/page-link";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { PictureVersionsProvider } from "./components/picture-versions";
import { apiContext, cloudflareContext, picturesContext, siteOriginContext } from "./context";
import { pathHasNonAscii } from "./domain/rules/ascii";
import { notFound } from "./lib/route-errors";
import { isPrivatePath } from "./seo/private-page";
import { hasOwnHeader, socialLinks } from "./site";
import "./styles.css";

/**
 * Spec §5: a non-ASCII route parameter renders the error screen with a 404. The rule is about
 * route parameters: a query string (a campaign link's Hindi tag, a console filter) never leads to
 * the error page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (pathHasNonAscii(new URL(request.url).pathname)) notFound();
  },
];

/**
 * The type list the breadcrumb needs, the versions of uploaded pictures (both KV cached) and the
 * footer's configured social links. A
 * failure only loses the category prefix, or shows pictures at their unversioned address.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [types, pictureVersions] = await Promise.all([
    context.get(apiContext).call("getTypeByOrder", {}).catch(() => []),
    context.get(picturesContext).versions().catch(() => ({})),
  ]);
  return {
    types: types.map(({ typeName, categoryName }) => ({ typeName, categoryName })),
    origin: context.get(siteOriginContext),
    pictureVersions,
    social: socialLinks(context.get(cloudflareContext).env),
  };
}

/** The type list does not depend on the page: load it once per visit, not per navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const pictureVersions = useRouteLoaderData<typeof loader>("root")?.pictureVersions ?? {};
  // Marks the document once React has hydrated it, error screens included (browser tests wait
  // for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  usePageLinkNavigation();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a43" />
        <Meta />
        <Links />
        {/* A section that streamed in after the first bytes is swapped into place by a script; without
            JavaScript it stays at the end of the page, so show it there rather than not at all. */}
        <noscript>
          <style>{"div[hidden][id^='S:']{display:block}"}</style>
        </noscript>
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <NavigationProgress />
        {hasOwnHeader(pathname) ? null : <SiteHeader />}
        <main id="main">
          <PictureVersionsProvider versions={pictureVersions}>{children}</PictureVersionsProvider>
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <ScriptsAfterFirstPaint />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <>
      {/* Dealer and manufacturer pages place the breadcrumb under their own header; private pages
          (a trader's lead page) have none: their address is a key, not a place in the site. */}
      {hasOwnHeader(pathname) || isPrivatePath(pathname) ? null : <BreadcrumbNav />}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
