import { data } from "react-router";
import { type Outcome, consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useListWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { ActionNotice } from "#app/features/console/components/notice";
import { TraderTabBar, TraderTabBody, tabOfIntent, traderTab } from "#app/features/console/components/lists/trader-tabs";
import { lastWeek } from "#app/features/console/rules/lead-filter";
import { istDate } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/trader";

// One dealer or manufacturer on one screen with tabs (docs/decisions/126): its profile and private
// lead link (create, copy, share on WhatsApp, revoke); its phones and notifications (the phone its
// leads are sent to, the number buyers call, its webhook, the keys its CRM pulls leads with); its
// last week's leads; its billing terms.

/** The tab's leads: the newest of the last seven days (the lead list has them all). */
const RECENT_LEADS = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const console = context.get(consoleContext);
  const trader = await console.trader(params.tName);
  if (!trader) notFound();
  const tab = traderTab(new URL(request.url).searchParams.get("tab"));
  const leads = tab === "leads" ? (await console.leads({ ...lastWeek(Date.now()), tName: trader.tName, city: undefined, typeName: undefined, state: undefined })).leads.slice(0, RECENT_LEADS) : [];
  // What the tab shows of buyers' details goes to the access record (docs/decisions/153).
  await console.recordAccess("console.leads", "view", leads.length);
  return { trader, tab, leads, firstLeadDate: trader.firstLeadAt === null ? null : istDate(trader.firstLeadAt) };
}

type Answer = { ok: boolean; message: string; issues?: { path: string; message: string }[]; link?: string; key?: string; tab?: string };

const said = <T,>(outcome: Outcome<T>, message: (value: T) => string, extra: (value: T) => Partial<Answer> = () => ({})): Answer =>
  outcome.ok ? { ok: true, message: message(outcome.value), ...extra(outcome.value) } : { ok: false, message: outcome.message, issues: outcome.issues };

export async function action({ params, request, context }: Route.ActionArgs) {
  const w = work[consoleLangOf(request)];
  const t = w.trader;
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data<Answer>({ ok: false, message: w.expired }, { status: 403 });
  }
  const console = context.get(consoleContext);
  const field = (name: string) => String(form.get(name) ?? "");
  const tName = params.tName;
  let answer: Answer;
  switch (field("intent")) {
    case "create-link":
      answer = said(await console.createLeadLink(tName), () => t.linkCreated, (v) => ({ link: v.url }));
      break;
    case "revoke-links":
      answer = said(await console.revokeLeadLinks(tName), (n) => fill(t.linksRevoked, { n }));
      break;
    case "set-webhook":
      answer = said(await console.setWebhook(tName, { url: field("url"), secret: field("secret") }), (v) => fill(t.webhookSaved, { url: v.url }));
      break;
    case "test-webhook": {
      const tested = await console.testWebhook(tName);
      answer = !tested.ok
        ? said(tested, () => "")
        : tested.value.delivered
          ? { ok: true, message: t.testDelivered }
          : { ok: false, message: fill(t.testFailed, { answer: tested.value.answer }) };
      break;
    }
    case "remove-webhook":
      answer = said(await console.removeWebhook(tName), (removed) => (removed ? t.webhookRemoved : t.noWebhook));
      break;
    case "set-contact":
      answer = said(
        await console.setContact(tName, { notifyPhone: field("notifyPhone"), publicPhone: field("publicPhone"), whatsapp: field("whatsapp") === "1" }),
        (c) => (c.notifyPhone ? t.phoneSaved : t.phoneSavedNone),
      );
      break;
    case "create-key":
      answer = said(await console.createApiKey(tName), (k) => fill(t.keyMade, { hint: k.hint }), (k) => ({ key: k.key }));
      break;
    case "revoke-key": {
      const id = Number(field("id"));
      answer = Number.isInteger(id) && id > 0 ? said(await console.revokeApiKeys(tName, id), (n) => (n ? t.keyRevoked : t.keyAlready)) : { ok: false, message: t.unknownKey };
      break;
    }
    case "set-terms":
      answer = said(await console.setTerms(tName, { basis: field("basis"), freeFrom: field("freeFrom") }), (terms) => (terms.basis === "commission" ? t.termsCommission : t.termsPerLead));
      break;
    default:
      answer = { ok: false, message: t.unknownAction };
  }
  return data({ ...answer, tab: tabOfIntent(field("intent")) }, { status: answer.ok ? 200 : 400 });
}

export default function Trader({ loaderData, actionData }: Route.ComponentProps) {
  const t = useListWords();
  const { trader, firstLeadDate, leads } = loaderData;
  // An answer shows the tab of the form that asked, so a link or key shown once is on screen.
  const tab = actionData?.tab ? traderTab(actionData.tab) : loaderData.tab;
  return (
    <section aria-labelledby="trader-title">
      <h1 id="trader-title">{trader.traderName}</h1>
      <p className="console-lead">
        {t[trader.traderType]} · <span className="console-code">{trader.tName}</span>
      </p>
      <TraderTabBar current={tab} />
      <ActionNotice answer={actionData} />
      <TraderTabBody tab={tab} trader={trader} firstLeadDate={firstLeadDate} created={{ link: actionData?.link ?? null, key: actionData?.key ?? null }} leads={leads} />
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return consoleMeta(loaderData?.trader.traderName ?? work[consoleMetaLang(matches)].trader.meta);
}
