import { data, redirect } from "react-router";
import { sellerMetaLang, sellerPageMeta, useSellerLang } from "#app/features/seller/use-seller-words";
import { sellerSessionContext } from "#app/features/seller/context";
import { sellerProfileContext } from "#app/features/seller/profile/context";
import type { ProfileField, ProfileForm, ProfileProblem } from "#app/features/seller/profile/rules/profile-fields";
import { ProfileEditor } from "#app/features/seller/profile/components/profile-editor";
import { ChangeList } from "#app/features/seller/profile/components/change-list";
import * as words from "#app/features/seller/profile/words";
import { type Lang, langOfPath } from "#app/shared/i18n/lang";
import { formIsGenuine } from "#app/shared/security/form-token";
import { fill } from "#app/shared/i18n/use-messages";
import type { PageHandle } from "#app/shared/rules/page-query";
import type { Route } from "./+types/profile";
import "#app/styles/seller-profile.css";

// The seller's own profile (docs/decisions/168): address, hours, phones, brands and offers in one
// form, the photo in a form of its own; each field that differs from what is live is sent to the
// operator's queue, and the seller sees what waits and what was decided. Nothing here changes the
// public page.

/** The photo upload's answer comes back in the address, so the page says it without JavaScript. */
export const handle = { query: { photo: "text" } } satisfies PageHandle;

const signedIn = async (context: Route.LoaderArgs["context"]) => {
  const seller = await context.get(sellerSessionContext).seller();
  // the signed-in layout sent a visitor without a session to sign in
  if (!seller) throw redirect("/seller");
  return seller;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await signedIn(context);
  const view = await context.get(sellerProfileContext).view(seller.tName);
  const photo = new URL(request.url).searchParams.get("photo");
  return { ...view, photo };
}

type Answer = { ok: boolean; message: string; problems?: Partial<Record<ProfileField, ProfileProblem>>; typed?: ProfileForm };

export async function action({ request, context }: Route.ActionArgs) {
  const w = words[langOfPath(new URL(request.url).pathname)];
  const seller = await signedIn(context);
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data<Answer>({ ok: false, message: w.expired }, { status: 403 });
  const text = (name: string) => String(form.get(name) ?? "");
  const typed: ProfileForm = {
    addressEn: text("addressEn"),
    addressHi: text("addressHi"),
    hoursFrom: text("hoursFrom"),
    hoursUntil: text("hoursUntil"),
    hoursDays: form.getAll("hoursDays").map(String),
    publicPhone: text("publicPhone"),
    notifyPhone: text("notifyPhone"),
    brands: form.getAll("brands").map(String),
    offerEn: text("offerEn"),
    offerHi: text("offerHi"),
  };
  const asked = await context.get(sellerProfileContext).ask(seller.tName, seller.mobile, typed);
  if (!asked.ok) return data<Answer>({ ok: false, message: w.fix, problems: asked.problems, typed }, { status: 400 });
  return data<Answer>({ ok: true, message: asked.filed ? fill(w.sent, { n: asked.filed }) : w.nothingChanged });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useSellerLang();
  const w = words[lang];
  const photoNotice = photoAnswer(w, loaderData.photo);
  const notice = actionData ?? photoNotice;
  return (
    <main className="seller-profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{w.title}</h1>
      <p className="seller-profile__intro">{w.intro}</p>
      {notice ? (
        <p className={notice.ok ? "seller-notice" : "seller-notice seller-notice--problem"} role={notice.ok ? "status" : "alert"} data-testid="profile-notice">
          {notice.message}
        </p>
      ) : null}
      <ProfileEditor lang={lang} live={loaderData.live} brands={loaderData.brands} changes={loaderData.changes} answer={actionData} />
      <ChangeList lang={lang} changes={loaderData.changes} />
    </main>
  );
}

/** What the photo form's redirect says (./photo.ts); anything else in the address says nothing. */
function photoAnswer(w: words.ProfileWords, said: string | null): { ok: boolean; message: string } | null {
  if (said === "sent") return { ok: true, message: w.photoSent };
  if (said === "same") return { ok: true, message: w.photoSame };
  if (said === "expired") return { ok: false, message: w.expired };
  const problem = w.photoProblems[said as keyof typeof w.photoProblems];
  return problem ? { ok: false, message: problem } : null;
}

export function meta({ matches }: Route.MetaArgs) {
  return sellerPageMeta(words[sellerMetaLang(matches)].title);
}
