import { data } from "react-router";
import { type NotifyChoice, gatedSeller, sellerAccountContext } from "#app/features/seller/context";
import { SettingsView, type SettingsAnswer } from "#app/features/seller/components/settings-view";
import { settingsOfForm } from "#app/features/seller/rules/settings";
import { mayManageStaff } from "#app/features/seller/rules/staff";
import { sellerMetaWords } from "#app/features/seller/use-seller-words";
import { sellerForm } from "#app/features/seller/server/form";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/settings";

// The trader's settings, /seller/settings (docs/decisions/164): which staff numbers get new-lead
// SMS and WhatsApp, quiet hours in IST and the language of the trader's messages, stored in
// trader_staff and trader_settings for the senders to read. The owner changes them all; anyone
// else on the staff their own number's messages. And signing out everywhere.


export async function loader({ context }: Route.LoaderArgs) {
  const seller = await gatedSeller(context);
  const account = context.get(sellerAccountContext);
  const [staff, settings, frame] = await Promise.all([account.staff(seller), account.settings(seller), account.frame(seller)]);
  return data({ staff, settings, me: seller.mobile, owner: mayManageStaff(frame.member) }, { headers: PRIVATE_PAGE_HEADERS });
}

const reply = (answer: SettingsAnswer, status = 200) => data(answer, { status, headers: PRIVATE_PAGE_HEADERS });

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await sellerForm(context, request);
  if (!posted) return reply({ refusal: "expired" }, 403);
  const { form, field, seller, account, me } = posted;
  const owner = me !== null && mayManageStaff(me);

  if (field("intent") === "notify") {
    // Only numbers on this trader's staff, and for anyone but the owner only their own.
    const staff = new Set((await account.staff(seller)).map((m) => m.mobile));
    const asked = new Set(form.getAll("mobile").map(String));
    const choices: NotifyChoice[] = [...asked]
      .filter((mobile) => staff.has(mobile) && (owner || mobile === seller.mobile))
      .map((mobile) => ({ mobile, sms: form.get(`sms:${mobile}`) === "on", whatsapp: form.get(`whatsapp:${mobile}`) === "on" }));
    await account.saveNotifyChoices(seller, choices);
    return reply({ saved: "notify" });
  }
  if (field("intent") === "trader") {
    if (!owner) return reply({ refusal: "not-owner" }, 403);
    const read = settingsOfForm(field);
    if (!read.ok) return reply({ refusal: read.refusal, typed: { quietFrom: field("quietFrom"), quietUntil: field("quietUntil") } }, 400);
    await account.saveSettings(seller, read.settings);
    return reply({ saved: "trader" });
  }
  return reply({ refusal: "expired" }, 400);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsView {...loaderData} answer={actionData ?? null} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: sellerMetaWords(matches).settings.title }, { name: "robots", content: "noindex, nofollow" }];
}
