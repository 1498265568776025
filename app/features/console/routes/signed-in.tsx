import { Outlet, redirect } from "react-router";
import { consoleSessionContext } from "#app/features/console/context";
import type { Route } from "./+types/signed-in";

// Every console page but the sign-in: without a session (or the admin token as a bearer token)
// the visitor is sent to sign in, and comes back here afterwards.

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    if (context.get(consoleSessionContext).operator) return;
    const url = new URL(request.url);
    const search = new URLSearchParams(url.search);
    search.delete("_routes");
    const query = search.size ? `?${search}` : "";
    throw redirect(`/admin?next=${encodeURIComponent(url.pathname.replace(/\.data$/, "") + query)}`);
  },
];

export default function SignedIn() {
  return <Outlet />;
}
