import { Outlet } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { LOCALE, langOfPath } from "#app/shared/i18n/lang";
import { formToken } from "#app/shared/security/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/layout";

// The seller workspace's frame, at /seller in English and /hi/seller in Hindi: the language the
// address says, the signed-in seller (or none) and the anti-forgery token every form carries.
// Every answer under it is private and never stored or indexed.

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await context.get(sellerSessionContext).seller();
  return { lang: langOfPath(new URL(request.url).pathname), seller, token: formToken(context) };
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="seller" lang={LOCALE[loaderData.lang]}>
      <Outlet />
    </div>
  );
}

/** Every seller page (its children inherit these): never stored by a cache, never indexed. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
