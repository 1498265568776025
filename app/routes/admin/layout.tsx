import { Outlet } from "react-router";
import { consoleSessionContext } from "#app/console/context";
import { consoleLangOf } from "#app/console/lang";
import { consoleMeta } from "#app/console/meta";
import { ConsoleHeader } from "#app/components/console/console-header";
import * as messages from "#app/components/console/messages";
import { LOCALE } from "#app/i18n/lang";
import { formToken } from "#app/lib/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/seo/private-page";
import "#app/styles/console.css";
import type { Route } from "./+types/layout";

// The operator console's frame: its header, the anti-forgery token every form carries
// and the operator's language. Every /admin answer is private, never stored and never indexed
// (worker/admin/gate.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  // the operator's language for the console (app/console/lang.ts)
  return { signedIn: context.get(consoleSessionContext).operator !== null, token: formToken(context), lang: consoleLangOf(request) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="console" lang={LOCALE[loaderData.lang]}>
      <ConsoleHeader signedIn={loaderData.signedIn} />
      <Outlet />
    </div>
  );
}

/** Every console page (its children inherit these): never stored by a cache, never indexed. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(messages[loaderData?.lang ?? "en"].home.signIn);
}
