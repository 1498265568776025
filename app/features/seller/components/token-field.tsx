import { useRouteLoaderData } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { SELLER_LAYOUT_ID } from "#app/features/seller/use-seller-words";

/** The workspace's anti-forgery token, handed out once by its layout. */
export function useSellerToken(): string {
  return useRouteLoaderData<{ token?: string }>(SELLER_LAYOUT_ID)?.token ?? "";
}

/** The anti-forgery field every workspace form carries: the layout's token. */
export function TokenField() {
  return <input type="hidden" name={XSRF_FIELD} value={useSellerToken()} />;
}

/** A workspace form's hidden part: the anti-forgery field and the form's own fixed values (its intent…). */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return (
    <>
      <TokenField />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
