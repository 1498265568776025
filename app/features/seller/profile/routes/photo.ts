import { redirect } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { sellerProfileContext } from "#app/features/seller/profile/context";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/photo";

// The seller's photo form (docs/decisions/168): the file waits for approval; the answer is a
// redirect to the profile page, whose address says what became of it (a plain form, no JavaScript).

export async function action({ request, context }: Route.ActionArgs) {
  const profile = pathIn(langOfPath(new URL(request.url).pathname), "/seller/profile");
  const seller = await context.get(sellerSessionContext).seller();
  if (!seller) throw redirect("/seller");
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return redirect(`${profile}?photo=expired`, 303);
  const file = form.get("photo");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
  const asked = await context.get(sellerProfileContext).askPhoto(seller.tName, seller.mobile, bytes);
  const said = asked.ok ? (asked.asked ? "sent" : "same") : asked.reason;
  return redirect(`${profile}?photo=${said}`, 303);
}

/** A GET of the upload's address is the profile page's business. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathIn(langOfPath(new URL(request.url).pathname), "/seller/profile"));
}
