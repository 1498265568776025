import { isbot } from "isbot";
import { data } from "react-router";
import { LeadPageView } from "#app/components/leads/lead-page-view";
import { leadBookContext } from "#app/context";
import { formIsGenuine, formToken } from "#app/lib/form-token";
import { notFound } from "#app/lib/route-errors";
import { PRIVATE_PAGE_HEADERS } from "#app/seo/private-page";
import type { Route } from "./+types/leads";

// A trader's private lead page, /leads/{token} (issue 16, point 5): no account, the link is the
// key. Newest first, tap-to-call and WhatsApp, "mark contacted" as a plain form, CSV download.
// Never cached, never indexed, in no sitemap (app/seo/private-page.ts).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  // A link preview (a chat app fetching the link) is not the trader seeing the leads.
  const seen = !isbot(request.headers.get("User-Agent") ?? "");
  const page = await context.get(leadBookContext).page(params.token, { before, seen });
  if (!page) notFound();
  return data({ ...page, token: formToken(context), before: before ?? null }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data({ marked: null, expired: true }, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  }
  const leadId = String(form.get("lead") ?? "");
  const marked = await context.get(leadBookContext).markContacted(params.token, leadId);
  if (!marked) notFound();
  return data({ marked: leadId, expired: false }, { headers: PRIVATE_PAGE_HEADERS });
}

export default function Leads({ loaderData, actionData, params }: Route.ComponentProps) {
  return <LeadPageView {...loaderData} expired={actionData?.expired ?? false} csvHref={`/leads/${params.token}/leads.csv`} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Leads for ${loaderData.traderName} | EV Catalogue India` : "Leads | EV Catalogue India" },
    { name: "robots", content: "noindex, nofollow" },
    // Not "no-referrer": a form posted under it carries `Origin: null`, which anti-forgery refuses.
    { name: "referrer", content: "same-origin" },
  ];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
