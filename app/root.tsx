import { useEffect } from "react";
import { Links, Meta, Outlet, type ShouldRevalidateFunctionArgs, redirectDocument, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { BreadcrumbNav } from "./features/seo/components/breadcrumb-nav";
import { ErrorScreen } from "./shared/shell/error-screen";
import { NavigationProgress } from "./shared/shell/navigation-progress";
import { ScriptsOnFirstUse } from "./shared/shell/scripts-on-first-use";
import { ScrollRestorationOnceHydrated } from "./shared/shell/scroll-restoration-once-hydrated";
import { SiteFooter } from "./shell/site-footer";
import { SiteHeader } from "./shell/site-header";
import { PictureVersionsProvider } from "./shared/components/picture-versions";
import { apiContext, cloudflareContext, siteOriginContext } from "./shared/context";
import { picturesContext } from "#app/features/pictures/context";
import { townsContext } from "#app/features/town/context";
import { pathHasNonAscii } from "./shared/rules/ascii";
import { LOCALE, langOfPath } from "./shared/i18n/lang";
import { modulesOfMatches } from "./shared/i18n/message-modules";
import { I18nProvider, MESSAGES_BLOCK_ID, completeMessages, messagesIn } from "./shared/i18n/use-messages";
import { notFound } from "./shared/lib/route-errors";
import { isLeadLinkPath } from "./shared/rules/request-path";
import { hasOwnHeader, socialLinks } from "./shared/site";
import { privacySettings } from "./features/privacy/rules/settings";
import "./styles.css";

/**
 * A non-ASCII route parameter renders the error screen with a 404. The rule is about
 * route parameters: a query string (a campaign link's Hindi tag, a console filter) never leads to
 * the error page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    if (pathHasNonAscii(new URL(request.url).pathname)) notFound();
  },
];

/**
 * A page carries only the message modules it reads (app/shared/i18n/message-modules.ts): before a client
 * navigation the browser completes its language's modules, once, so the next page never lacks
 * its words. Where they cannot be fetched, the page is loaded as a document, which brings its own.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const url = new URL(request.url);
    await completeMessages(langOfPath(url.pathname)).catch(() => {
      throw redirectDocument(url.pathname + url.search);
    });
  },
];

/**
 * The type list the breadcrumb needs, the versions of uploaded pictures (both KV cached), the
 * footer's configured social links and grievance contact, and the retention the notice states. A failure only loses the category prefix, or shows pictures
 * at their unversioned address. And the page's language: the layout places that language's
 * messages in the page as a data block, so only its words reach the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const [types, pictureVersions, town] = await Promise.all([
    context.get(apiContext).call("getTypeByOrder", {}).catch(() => []),
    context.get(picturesContext).versions().catch(() => ({})),
    context.get(townsContext).chosen(),
  ]);
  return {
    types: types.map(({ typeName, categoryName }) => ({ typeName, categoryName })),
    origin: context.get(siteOriginContext),
    pictureVersions,
    social: socialLinks(context.get(cloudflareContext).env),
    // The retention period the privacy notice states and the footer's grievance contact (docs/decisions/152, 153).
    privacy: privacySettings(context.get(cloudflareContext).env),
    lang,
    // The header's town (docs/decisions/115); a page with one is never in the shared cache.
    town: town ? { name: town.name } : null,
  };
}

/**
 * The type list does not depend on the page: load it once per visit, not per navigation; again
 * only when the language changes or after a form post.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname)) return true;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const pictureVersions = root?.pictureVersions ?? {};
  // The address decides the language; the messages are left out only when the root middleware
  // refused the request, and then the error screen stands alone. The page gets the modules its
  // routes name in `handle.messages`, besides the shell's.
  const lang = root?.lang ?? langOfPath(pathname);
  const text = root ? messagesIn(lang, modulesOfMatches(matches)) : undefined;
  const messages = text?.messages ?? null;
  // Marks the document once React has hydrated it, error screens included (browser tests wait
  // for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={LOCALE[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b7a43" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider value={{ lang, messages }}>
          {messages ? (
            <a href="#main" className="skip-link">
              {messages.shell.skipLink}
            </a>
          ) : null}
          <NavigationProgress />
          {hasOwnHeader(pathname) || !messages ? null : <SiteHeader />}
          <main id="main">
            <PictureVersionsProvider versions={pictureVersions}>{children}</PictureVersionsProvider>
          </main>
          {messages ? <SiteFooter /> : null}
        </I18nProvider>
        {text ? (
          // JSON the browser never runs (a data block): the page's words for hydration and meta,
          // the modules it reads and no others.
          <script type="application/json" id={MESSAGES_BLOCK_ID} data-lang={lang} dangerouslySetInnerHTML={{ __html: text.json }} />
        ) : null}
        <ScrollRestorationOnceHydrated />
        <ScriptsOnFirstUse />
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
      {hasOwnHeader(pathname) || isLeadLinkPath(pathname) ? null : <BreadcrumbNav />}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
