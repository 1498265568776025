import { Outlet } from "react-router";
import { consoleSessionContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { ConsoleHeader } from "#app/features/console/components/console-header";
import * as messages from "#app/features/console/messages";
import { LOCALE } from "#app/shared/i18n/lang";
import { formToken } from "#app/shared/security/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import "#app/styles/console.css";
import type { Route } from "./+types/layout";

// The operator console's frame: its header, the anti-forgery token every form carries
// and the operator's language. Every /admin answer is private, never stored and never indexed
// (app/features/console/server/gate.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  // the operator's language for the console (app/features/console/lang.ts)
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
