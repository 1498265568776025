import { crumbNames } from "#app/shared/lib/crumb-names";
import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import { antiForgeryContext } from "#app/shared/context";
import { enquiriesContext } from "#app/features/enquiry/context";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";
import { readAnswer } from "#app/features/enquiry/components/answer";
import { saidOf } from "#app/features/enquiry/components/say";
import { newEnquiryId } from "#app/features/enquiry/components/subject";
import { enquiryInputFromQuery } from "#app/features/enquiry/components/query-input";
import { checkEntry, serverFieldErrors } from "#app/features/enquiry/components/payloads";
import { EnquiryPage, type PageAction } from "#app/features/enquiry/components/page";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { safeSitePath } from "#app/shared/rules/safe-url";
import { checkCode, sendCode } from "#app/features/enquiry/server/enquiry-otp";
import { pageMeta } from "#app/features/seo/rules/meta";
import type { Route } from "./+types/enquiry";
import type { PageHandle } from "#app/shared/rules/page-query";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import { metaMessages } from "#app/shared/i18n/use-messages";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { NOT_STORED } from "#app/shared/lib/section-data";

// The enquiry without JavaScript (every EnquiryButton links here): the dialog's fields in a plain
// form, posted to this route's action with the visitor's anti-forgery token in a hidden field,
// checked with the same schemas and sent through the same BFF path (ADR 032).


/** What an EnquiryButton's link names (components/enquiry/query-input.ts). */
export const handle: PageHandle & MessagesHandle = {
  messages: ["enquiry", "privacy"],
  query: { typeOfQuery: "text", brandName: "text", modelName: "text", traderName: "text", cityName: "text" },
  // The breadcrumb names the page by its heading for a general enquiry, in the page's language.
  ...crumbNames((_, t) => [{ segment: "enquiry", label: t.enquiry.crumb }]),
};

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    {
      input: enquiryInputFromQuery(url.searchParams),
      // The token this visitor's cookie holds — or the one this very response sets.
      token: context.get(antiForgeryContext).token,
      // One id per rendered form: a second submission of the same form is the same lead.
      id: newEnquiryId(),
      back: backPath(request),
      url: canonicalUrl(context, request),
    },
    { headers: NOT_STORED },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // Anything but a form (a JSON body, a scanner's junk) is bad input: the expired-form answer,
  // with a fresh form and token, rather than an error.
  const form = await request.formData().catch(() => null);
  if (!form) return reply({ state: "expired" }, 400);
  const field = (name: string) => String(form.get(name) ?? "");
  const verdict = await context.get(antiForgeryContext).check(request, field(XSRF_FIELD));
  if (!verdict.ok) return reply({ state: "expired" }, 403);
  const lang = langOfPath(new URL(request.url).pathname);
  const home = pathIn(lang, "/");

  // The code that confirms the number of an accepted enquiry: checked, or sent again.
  const intent = field("intent");
  if (intent === "verify" || intent === "resend") {
    const enquiries = context.get(enquiriesContext);
    const asked = { challenge: field("challenge"), answer: field("answer") };
    const { status, otp } = intent === "verify" ? await checkCode(enquiries, field("mobile"), field("otp")) : await sendCode(enquiries, field("mobile"), lang, asked, field("codeOut") === "1");
    return reply({ state: "otp", otp, back: safeBack(field("back"), home) }, status);
  }

  const values = { mobile: field("mobile"), pincode: field("pincode"), chkBox: field("chkBox") === "true" };
  const fields = new URLSearchParams([...form].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  const checked = checkEntry({ id: field("id"), input: enquiryInputFromQuery(fields), values, now: Date.now(), notice: field("notice") });
  if (!checked.ok) return reply({ state: "invalid", errors: checked.errors, values }, 400);

  const enquiries = context.get(enquiriesContext);
  // Registration first; its failure is ignored and the enquiry is sent anyway.
  await enquiries.submit("addCustomer", checked.payloads.customer).catch(() => undefined);
  const answer = await enquiries.submit("addQuery", checked.payloads.query);
  // What only the server can check (a pincode India does not have) is shown beside its field.
  const fieldErrors = answer.status === 400 ? serverFieldErrors(answer.issues) : null;
  if (fieldErrors) return reply({ state: "invalid", errors: fieldErrors, values }, 400);
  // An accepted enquiry answers JSON: its message and who will call (app/features/leads/rules/callers.ts).
  const result = answer.status < 300
    ? readAnswer(answer.status, answer.json !== undefined ? JSON.stringify(answer.json) : answer.message)
    : { outcome: "failed" as const, message: saidOf(answer), details: (answer.issues ?? []).map(saidOf) };
  // An accepted enquiry is offered a code by SMS at once (docs/decisions/109).
  const otp = result.outcome === "sent" ? (await sendCode(enquiries, checked.payloads.query.mobile, lang)).otp : null;
  return reply({ state: "result", result, back: safeBack(field("back"), home), otp }, answer.status);
}

function reply(action: PageAction, status: number) {
  return data(action, { status, headers: NOT_STORED });
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryPage {...loaderData} action={actionData} />;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaMessages(matches)?.enquiry;
  return pageMeta({
    title: t?.title ?? "",
    description: t?.description ?? "",
    url: loaderData?.url ?? "/enquiry",
    noindex: true,
  });
}

export function headers() {
  return NOT_STORED;
}

/** A refused (expired) form gets a fresh token from the loader; other failures keep the page. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as PageAction | undefined)?.state === "expired" || defaultShouldRevalidate;
}

/** Where OK leads after the enquiry: the page the visitor came from, when it is on this site. */
function backPath(request: Request): string {
  // A Referer is whatever the client sent: one that is no URL ("http://[") means no way back.
  const lang = langOfPath(new URL(request.url).pathname);
  const home = pathIn(lang, "/");
  const from = URL.parse(request.headers.get("Referer") ?? "", request.url);
  if (!from) return home;
  const self = new URL(request.url);
  return from.origin === self.origin && from.pathname !== self.pathname ? safeBack(from.pathname + from.search, home) : home;
}

/** Only a path of this site (app/shared/rules/safe-url.ts), else the home page. */
function safeBack(path: string, home: string): string {
  return safeSitePath(path) ?? home;
}
