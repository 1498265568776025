import { redirect } from "react-router";
import { consoleSessionContext } from "#app/features/console/context";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/sign-out";

// POST /admin/sign-out ends the session (its row is deleted, the cookie cleared). A GET only
// shows where to go: signing out is a form, so no link or image can sign anyone out.

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return redirect("/admin/leads", 303);
  const cookie = await context.get(consoleSessionContext).signOut();
  return redirect("/admin", { status: 303, headers: { "Set-Cookie": cookie } });
}
