import type { RouterContextProvider } from "react-router";
import { antiForgeryContext } from "#app/shared/context";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";

// Whether a posted form carries this visitor's anti-forgery token: the same check as /api's POSTs
// (Fetch Metadata, Origin, field == cookie, signature). Forms other than the enquiry page's call
// this one function, so moving the anti-forgery check is a one-line change here.

export async function formIsGenuine(context: Pick<RouterContextProvider, "get">, request: Request, form: FormData): Promise<boolean> {
  const verdict = await context.get(antiForgeryContext).check(request, String(form.get(XSRF_FIELD) ?? ""));
  return verdict.ok;
}

/** The token a rendered form carries in its hidden field. */
export const formToken = (context: Pick<RouterContextProvider, "get">) => context.get(antiForgeryContext).token;
