import type { RouterContextProvider } from "react-router";
import { type SellerAccount, gatedSeller, sellerAccountContext } from "#app/features/seller/context";
import type { Seller } from "#app/features/seller/server/session";
import type { StaffMember } from "#app/features/seller/rules/staff";
import { formIsGenuine } from "#app/shared/security/form-token";

// A form posted to a signed-in workspace page: read once, its anti-forgery token checked, with who
// posted it (the seller and their staff entry) for the action to decide what they may change.

export type SellerForm = { form: FormData; field(name: string): string; seller: Seller; account: SellerAccount; me: StaffMember | null };

/** The posted form, or null when it is not one (unreadable, or without its genuine token). */
export async function sellerForm(context: Readonly<RouterContextProvider>, request: Request): Promise<SellerForm | null> {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return null;
  const seller = await gatedSeller(context);
  const account = context.get(sellerAccountContext);
  return { form, field: (name) => String(form.get(name) ?? "").slice(0, 200), seller, account, me: await account.member(seller, seller.mobile) };
}
