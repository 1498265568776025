import { data } from "react-router";
import { type Outcome, consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ActionNotice } from "#app/components/console/notice";
import { LeadLinkForms, TermsForm, WebhookForms } from "#app/components/console/trader-forms";
import { ApiKeyForms, PhoneForm } from "#app/components/console/trader-phone-forms";
import { istDate } from "#app/domain/rules/format";
import { formIsGenuine } from "#app/lib/form-token";
import { notFound } from "#app/lib/route-errors";
import type { Route } from "./+types/trader";

// One dealer or manufacturer (issue 17, points 2-3): create, copy, share on WhatsApp and revoke
// its private lead link; set, test and remove its webhook; its billing terms; the phone its leads
// are sent to and the number buyers call; the keys its CRM pulls leads with.

export async function loader({ params, context }: Route.LoaderArgs) {
  const trader = await context.get(consoleContext).trader(params.tName);
  if (!trader) notFound();
  return { trader, firstLeadDate: trader.firstLeadAt === null ? null : istDate(trader.firstLeadAt) };
}

type Answer = { ok: boolean; message: string; issues?: { path: string; message: string }[]; link?: string; key?: string };

const said = <T,>(outcome: Outcome<T>, message: (value: T) => string, extra: (value: T) => Partial<Answer> = () => ({})): Answer =>
  outcome.ok ? { ok: true, message: message(outcome.value), ...extra(outcome.value) } : { ok: false, message: outcome.message, issues: outcome.issues };

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data<Answer>({ ok: false, message: "The form had expired. Please try again." }, { status: 403 });
  }
  const console = context.get(consoleContext);
  const field = (name: string) => String(form.get(name) ?? "");
  const tName = params.tName;
  let answer: Answer;
  switch (field("intent")) {
    case "create-link":
      answer = said(await console.createLeadLink(tName), () => "A new lead link was created: copy it or share it now, it is shown once.", (v) => ({ link: v.url }));
      break;
    case "revoke-links":
      answer = said(await console.revokeLeadLinks(tName), (n) => `${n} link(s) revoked: they open nothing now.`);
      break;
    case "set-webhook":
      answer = said(await console.setWebhook(tName, { url: field("url"), secret: field("secret") }), (v) => `Webhook saved: ${v.url}`);
      break;
    case "test-webhook": {
      const tested = await console.testWebhook(tName);
      answer = !tested.ok
        ? said(tested, () => "")
        : tested.value.delivered
          ? { ok: true, message: "The test was delivered: the receiver answered 2xx." }
          : { ok: false, message: `The test was not delivered: ${tested.value.answer}` };
      break;
    }
    case "remove-webhook":
      answer = said(await console.removeWebhook(tName), (removed) => (removed ? "Webhook removed." : "There was no webhook."));
      break;
    case "set-contact":
      answer = said(
        await console.setContact(tName, { notifyPhone: field("notifyPhone"), publicPhone: field("publicPhone"), whatsapp: field("whatsapp") === "1" }),
        (c) => (c.notifyPhone ? "Phone saved: each billable lead is sent to it." : "Phone saved: no mobile for leads, so no messages."),
      );
      break;
    case "create-key":
      answer = said(await console.createApiKey(tName), (k) => `Key ${k.hint} made: copy it now, it is shown once.`, (k) => ({ key: k.key }));
      break;
    case "revoke-key": {
      const id = Number(field("id"));
      answer = Number.isInteger(id) && id > 0 ? said(await console.revokeApiKeys(tName, id), (n) => (n ? "Key revoked: it no longer works." : "That key was already revoked.")) : { ok: false, message: "Unknown key." };
      break;
    }
    case "set-terms":
      answer = said(await console.setTerms(tName, { basis: field("basis"), freeFrom: field("freeFrom") }), (t) => `Terms saved: ${t.basis === "commission" ? "commission" : "per lead"}.`);
      break;
    default:
      answer = { ok: false, message: "Unknown action." };
  }
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function Trader({ loaderData, actionData }: Route.ComponentProps) {
  const { trader, firstLeadDate } = loaderData;
  return (
    <section aria-labelledby="trader-title">
      <h1 id="trader-title">{trader.traderName}</h1>
      <p className="console-lead">
        {trader.traderType} · <span className="console-code">{trader.tName}</span> ·{" "}
        <a href={`/admin/leads?tName=${encodeURIComponent(trader.tName)}`}>Leads</a>
        {firstLeadDate ? ` · first lead ${firstLeadDate}` : ""}
      </p>
      <ActionNotice answer={actionData} />
      <div className="console-grid">
        <LeadLinkForms trader={trader} created={actionData?.link ?? null} />
        <WebhookForms trader={trader} />
        <TermsForm trader={trader} firstLeadDate={firstLeadDate} />
        <PhoneForm trader={trader} />
        <ApiKeyForms trader={trader} created={actionData?.key ?? null} />
      </div>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.trader.traderName ?? "Trader");
}
