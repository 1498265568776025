import { Outlet } from "react-router";
import { consoleSessionContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ConsoleHeader } from "#app/components/console/console-header";
import { formToken } from "#app/lib/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/seo/private-page";
import "#app/styles/console.css";
import type { Route } from "./+types/layout";

// The operator console's frame (issue 17): its header and the anti-forgery token every form
// carries. Every /admin answer is private, never stored and never indexed (worker/admin/gate.ts).

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: context.get(consoleSessionContext).operator !== null, token: formToken(context) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="console">
      <ConsoleHeader signedIn={loaderData.signedIn} />
      <Outlet />
    </div>
  );
}

/** Every console page (its children inherit these): never stored by a cache, never indexed. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return consoleMeta("Sign in");
}
