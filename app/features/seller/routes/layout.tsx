import { Outlet } from "react-router";
import { sellerAccountContext, sellerSessionContext } from "#app/features/seller/context";
import { SellerHeader } from "#app/features/seller/components/seller-header";
import { LOCALE, langOfPath } from "#app/shared/i18n/lang";
import { formToken } from "#app/shared/security/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import "#app/styles/seller.css";
import type { Route } from "./+types/layout";

// The seller workspace's frame, at /seller in English and /hi/seller in Hindi: the language the
// address says, the signed-in seller (or none) with its business and staff entry, the header, and
// the anti-forgery token every form carries. Every answer under it is private and never stored or
// indexed.

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await context.get(sellerSessionContext).seller();
  const frame = seller ? await context.get(sellerAccountContext).frame(seller) : null;
  return { lang: langOfPath(new URL(request.url).pathname), seller, frame, token: formToken(context) };
}

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="seller" lang={LOCALE[loaderData.lang]}>
      <SellerHeader traderName={loaderData.frame?.traderName ?? null} />
      <Outlet />
    </div>
  );
}

/** Every seller page (its children inherit these): never stored by a cache, never indexed. */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
