import { data, redirect } from "react-router";
import { enquiriesContext } from "#app/features/enquiry/context";
import { parseVerifyAnswer } from "#app/features/enquiry/components/otp-state";
import { sellerAccountContext, sellerSessionContext } from "#app/features/seller/context";
import { SignInView, type SignInStep } from "#app/features/seller/components/sign-in-view";
import { afterSend, afterVerify } from "#app/features/seller/rules/sign-in";
import { sellerNext } from "#app/features/seller/rules/next";
import { sellerMetaWords } from "#app/features/seller/use-seller-words";
import { langOfPath } from "#app/shared/i18n/lang";
import { nationalMobile } from "#app/shared/rules/mobile";
import { formIsGenuine } from "#app/shared/security/form-token";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/sign-in";

// Sign-in for sellers, /seller and /hi/seller (docs/decisions/164): a mobile on a trader's staff
// gets a one-time code by SMS through the buyers' code machinery (the sendOtp and verify calls:
// the same providers, limits, budget and local outbox); the right code opens a session for the
// trader, or first asks which trader when the number is on several staffs. Plain forms: it works
// without JavaScript. Signed in already, the seller goes straight on.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = url.searchParams.get("next");
  if (await context.get(sellerSessionContext).seller()) throw redirect(sellerNext(langOfPath(url.pathname), next));
  return { next: next ?? "" };
}

const reply = (step: SignInStep, status = 200) => data(step, { status, headers: PRIVATE_PAGE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return reply({ step: "mobile", mobile: "", say: "expired" }, 403);
  const field = (name: string) => String(form.get(name) ?? "").slice(0, 200);
  const account = context.get(sellerAccountContext);
  const enquiries = context.get(enquiriesContext);
  const next = field("next");
  const intent = field("intent");
  const signedIn = (cookie: string) => redirect(sellerNext(lang, next), { status: 303, headers: { ...PRIVATE_PAGE_HEADERS, "Set-Cookie": cookie } });

  if (intent === "send") {
    const typed = field("mobile");
    const asked = field("challenge") ? { challenge: field("challenge"), answer: field("answer") } : {};
    const answer = await enquiries.submit("sendOtp", { mobile: typed, lang, purpose: "seller-sign-in", ...asked });
    const told = afterSend(answer);
    const mobile = nationalMobile(typed) ?? typed;
    if (answer.challenge) return reply({ step: "mobile", mobile, say: told.say, challenge: answer.challenge }, answer.status);
    return reply(told.sent ? { step: "code", mobile, say: told.say, seconds: told.seconds } : { step: "mobile", mobile, say: told.say }, answer.status);
  }
  if (intent === "verify") {
    const typed = field("mobile");
    const answer = await enquiries.submit("verify", { mobile: typed, otp: field("otp"), purpose: "seller-sign-in" });
    const verified = answer.status === 200 && parseVerifyAnswer(answer.json)?.Status === "Success";
    const mobile = verified ? nationalMobile(typed) : null;
    if (!mobile) {
      const say = afterVerify({ ...answer, verified: false }) ?? "codeWrong";
      return reply({ step: "code", mobile: typed, say }, answer.status === 200 ? 400 : answer.status);
    }
    const traders = await account.tradersOf(mobile);
    if (traders.length === 0) return reply({ step: "mobile", mobile, say: "noTrader" }, 403);
    if (traders.length === 1) return signedIn((await account.signIn(traders[0]!.tName, mobile))!);
    return reply({ step: "pick", mobile, proof: await account.proof(mobile), traders });
  }
  if (intent === "pick") {
    const mobile = await account.proved(field("proof"));
    const cookie = mobile ? await account.signIn(field("tName"), mobile) : null;
    if (cookie) return signedIn(cookie);
    return reply({ step: "mobile", mobile: mobile ?? "", say: "proofExpired" }, 400);
  }
  return reply({ step: "mobile", mobile: "", say: "expired" }, 400);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInView next={loaderData.next} step={actionData ?? { step: "mobile", mobile: "" }} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: sellerMetaWords(matches).signIn.title }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}
