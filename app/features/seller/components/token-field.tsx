import { useRouteLoaderData } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { SELLER_LAYOUT_ID } from "#app/features/seller/use-seller-words";

/** The anti-forgery field every workspace form carries: the layout's token. */
export function TokenField() {
  const token = useRouteLoaderData<{ token?: string }>(SELLER_LAYOUT_ID)?.token ?? "";
  return <input type="hidden" name={XSRF_FIELD} value={token} />;
}
