import { data, redirect } from "react-router";
import { MyEnquiriesView, type MyEnquiriesAnswer } from "#app/features/privacy/components/my-enquiries";
import { saidOf } from "#app/features/enquiry/components/say";
import { parseVerifyAnswer } from "#app/features/enquiry/components/otp-state";
import { buyerAccountContext } from "#app/features/privacy/context";
import { enquiriesContext } from "#app/features/enquiry/context";
import { OTP_RESEND_AFTER_MS } from "#app/shared/verification";
import { nationalMobile } from "#app/shared/rules/mobile";
import type { PageHandle } from "#app/shared/rules/page-query";
import { langOfPath, pathIn } from "#app/shared/i18n/lang";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";
import { metaMessages } from "#app/shared/i18n/use-messages";
import { crumbNames } from "#app/shared/lib/crumb-names";
import { formIsGenuine, formToken } from "#app/shared/security/form-token";
import { canonicalUrl } from "#app/shared/lib/site-url";
import { pageMeta } from "#app/features/seo/rules/meta";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/my-enquiries";

// "My enquiries" (docs/decisions/152): a buyer opens, with the mobile and a one-time code sent by
// SMS (the sendOtp and verify calls the enquiry uses: same providers, limits and outbox), every
// enquiry sent from that number and the sellers that received it; withdraws consent for one or
// all; erases everything. Plain forms with the anti-forgery field, so it works without JavaScript.
// Private: never cached, never indexed.

export const handle: PageHandle & MessagesHandle = {
  messages: ["privacy", "enquiry"],
  query: {},
  ...crumbNames((_, t) => [{ segment: "my-enquiries", label: t.privacy.my.crumb }]),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(buyerAccountContext);
  const mobile = await account.signedIn();
  return data(
    {
      mobile,
      enquiries: mobile ? await account.enquiries(mobile) : [],
      token: formToken(context),
      url: canonicalUrl(context, request),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

const reply = (answer: MyEnquiriesAnswer, status = 200) => data(answer, { status, headers: PRIVATE_PAGE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return reply({ expired: true }, 403);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  const lang = langOfPath(new URL(request.url).pathname);
  const here = pathIn(lang, "/my-enquiries");
  const account = context.get(buyerAccountContext);
  const enquiries = context.get(enquiriesContext);
  const intent = field("intent");

  if (intent === "send") {
    const mobile = field("mobile");
    // The code's SMS in the page's language; a busy address's answer to its question, where asked.
    const asked = field("challenge") ? { challenge: field("challenge"), answer: field("answer") } : {};
    const answer = await enquiries.submit("sendOtp", { mobile, lang, purpose: "sign-in", ...asked });
    // A number that is no mobile is told so beside its field, keeping what was typed.
    if (answer.status === 400) return reply({ step: { mobile, message: saidOf(answer.issues?.[0] ?? answer), sent: false } }, 400);
    if (answer.challenge) return reply({ step: { mobile, message: saidOf(answer), sent: false, challenge: answer.challenge } }, answer.status);
    const wait = answer.status === 200 ? OTP_RESEND_AFTER_MS / 1000 : (answer.retryAfter ?? 0);
    const told = answer.status === 200 ? saidOf({ message: answer.message, messageKey: parseVerifyAnswer(answer.json)?.messageKey }) : saidOf(answer);
    return reply({ step: { mobile: nationalMobile(mobile) ?? mobile, message: told || "otpNotSent", sent: true, waitSeconds: wait } }, answer.status);
  }
  if (intent === "verify") {
    const mobile = field("mobile");
    const answer = await enquiries.submit("verify", { mobile, otp: field("otp"), purpose: "sign-in" });
    const result = answer.status === 200 ? parseVerifyAnswer(answer.json) : null;
    // The right code proves the number, in the one form the ledger keeps it.
    const proved = result?.Status === "Success" ? nationalMobile(mobile) : null;
    if (proved) return redirect(here, { status: 303, headers: { ...PRIVATE_PAGE_HEADERS, "Set-Cookie": await account.signIn(proved) } });
    const message = result ? saidOf({ message: result.Details, messageKey: result.messageKey }) : saidOf(answer.issues?.[0] ?? answer);
    return reply({ step: { mobile, message, sent: true } }, answer.status === 200 ? 400 : answer.status);
  }
  if (intent === "sign-out") return redirect(here, { status: 303, headers: { ...PRIVATE_PAGE_HEADERS, "Set-Cookie": account.signOut() } });

  // What follows acts on the signed-in number's enquiries only.
  const mobile = await account.signedIn();
  if (!mobile) return reply({ signInAgain: true }, 401);
  if (intent === "withdraw") {
    const which = field("enquiry");
    const changed = await account.withdraw(mobile, which === "all" ? null : [which]);
    return reply({ done: changed === 0 ? "nothingWithdrawn" : "withdrawn", n: changed });
  }
  if (intent === "erase-ask") return reply({ confirmErase: true });
  if (intent === "erase") {
    const { erased, waiting } = await account.erase(mobile);
    return reply({ done: erased + waiting === 0 ? "nothingErased" : "erased", n: erased, waiting });
  }
  return reply({ done: "unknown" }, 400);
}

export default function MyEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  return <MyEnquiriesView {...loaderData} answer={actionData} />;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaMessages(matches)?.privacy.my;
  return pageMeta({ title: t?.title ?? "", description: t?.description ?? "", url: loaderData?.url ?? "/my-enquiries", noindex: true });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
