import { redirect } from "react-router";
import { sellerAccountContext, sellerSessionContext } from "#app/features/seller/context";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { formIsGenuine } from "#app/shared/security/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/sign-out";

// POST /seller/sign-out ends this browser's session; with `everywhere` every session of the
// signed-in number, on every device. A GET only goes back to the sign-in: signing out is a form,
// so no link or picture can sign anyone out.

export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathIn(langOfPath(new URL(request.url).pathname), "/seller"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return redirect(pathIn(lang, "/seller/settings"), 303);
  const account = context.get(sellerAccountContext);
  const seller = await context.get(sellerSessionContext).seller();
  const cookie = seller && form.get("everywhere") === "1" ? await account.signOutEverywhere(seller) : await account.signOut();
  return redirect(pathIn(lang, "/seller"), { status: 303, headers: { ...PRIVATE_PAGE_HEADERS, "Set-Cookie": cookie } });
}
