import { isbot } from "isbot";
import { data } from "react-router";
import { LeadPageView } from "#app/features/leads/components/lead-page-view";
import { leadBookContext } from "#app/features/leads/context";
import type { DisputeRefusal } from "#app/features/leads/billing/disputes";
import { leadPageWords } from "#app/features/leads/messages";
import { langOfPath } from "#app/shared/i18n/lang";
import { SITE_NAME } from "#app/shared/site";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine, formToken } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/leads";

// A trader's private lead page, /leads/{token} (in Hindi /hi/leads/{token}): no account, the link
// is the key, until the operator revokes it; the page offers the seller workspace's sign-in. Newest first, tap-to-call and WhatsApp, "mark contacted" and "dispute this lead" as plain
// forms (docs/decisions/111), CSV download. Never cached, never indexed, in no sitemap
// (app/features/seo/rules/private-page.ts).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  // A link preview (a chat app fetching the link) is not the trader seeing the leads.
  const seen = !isbot(request.headers.get("User-Agent") ?? "");
  const page = await context.get(leadBookContext).page(params.token, { before, seen });
  if (!page) notFound();
  const lang = langOfPath(new URL(request.url).pathname);
  return data({ ...page, token: formToken(context), before: before ?? null, lang }, { headers: PRIVATE_PAGE_HEADERS });
}

type Answer = { marked: string | null; disputed: string | null; refusal: DisputeRefusal | null; expired: boolean };
const answer = (fields: Partial<Answer>, status = 200) =>
  data<Answer>({ marked: null, disputed: null, refusal: null, expired: false, ...fields }, { status, headers: PRIVATE_PAGE_HEADERS });

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return answer({ expired: true }, 403);
  const leadId = String(form.get("lead") ?? "");
  const book = context.get(leadBookContext);
  if (form.get("intent") === "dispute") {
    const outcome = await book.dispute(params.token, leadId, { reason: String(form.get("reason") ?? ""), note: String(form.get("note") ?? "") });
    if (outcome.ok) return answer({ disputed: leadId });
    if (outcome.refusal === "not-found") notFound();
    return answer({ refusal: outcome.refusal }, outcome.refusal === "invalid" ? 400 : 409);
  }
  const marked = await book.markContacted(params.token, leadId);
  if (!marked) notFound();
  return answer({ marked: leadId });
}

export default function Leads({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = leadPageWords[loaderData.lang].dispute;
  const notice = actionData?.disputed
    ? { ok: true, message: t.taken }
    : actionData?.refusal
      ? { ok: false, message: t.refusals[actionData.refusal] }
      : null;
  return <LeadPageView {...loaderData} expired={actionData?.expired ?? false} notice={notice} csvHref={`/leads/${params.token}/leads.csv`} />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${fill(leadPageWords[loaderData.lang].page.title, { trader: loaderData.traderName })} | ${SITE_NAME}` : SITE_NAME },
    { name: "robots", content: "noindex, nofollow" },
    // Not "no-referrer": a form posted under it carries `Origin: null`, which anti-forgery refuses.
    { name: "referrer", content: "same-origin" },
  ];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
