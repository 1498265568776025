import { Outlet, redirect } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import type { Route } from "./+types/signed-in";

// Every workspace page but the sign-in: without a session the visitor is sent to sign in (in the
// address's language) and comes back here afterwards.

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    if (await context.get(sellerSessionContext).seller()) return;
    const url = new URL(request.url);
    const search = new URLSearchParams(url.search);
    search.delete("_routes");
    const back = url.pathname.replace(/\.data$/, "") + (search.size ? `?${search}` : "");
    throw redirect(`${pathIn(langOfPath(url.pathname), "/seller")}?next=${encodeURIComponent(back)}`);
  },
];

export default function SignedIn() {
  return <Outlet />;
}
