import { redirect } from "react-router";
import { consoleLangCookie } from "#app/features/console/lang";
import { safeNext } from "#app/features/console/meta";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/language";

// POST /admin/language: the console header's language switch keeps the operator's choice in a
// cookie (app/features/console/lang.ts) and goes back to the page it was made on. A form, like signing out.

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const next = safeNext(form?.get("next"));
  if (!form || !(await formIsGenuine(context, request, form))) return redirect(next, 303);
  const lang = form.get("lang") === "hi" ? "hi" : "en";
  return redirect(next, { status: 303, headers: { "Set-Cookie": consoleLangCookie(lang, new URL(request.url)) } });
}
