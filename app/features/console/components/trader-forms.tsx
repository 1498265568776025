import { Form } from "react-router";
import type { TraderDetail } from "#app/features/console/context";
import { useWorkWords } from "#app/features/console/use-console-words";
import { fill } from "#app/shared/i18n/use-messages";
import { whatsappShareHref } from "#app/features/seo/rules/share";
import { PER_LEAD_TERMS } from "#app/shared/rules/money";
import { SITE_NAME } from "#app/shared/site";
import { CopyButton } from "./copy-button";
import { TokenField } from "./token-field";

// The forms of a trader's console page: its private lead link, its webhook, its billing terms.
// Each posts an `intent` to the page's action.

/** The shape of a webhook's address, shown in its empty field: an address, the same in every language. */
const EXAMPLE_WEBHOOK = "https://crm.example.in/ev-leads";

export function IntentForm({ intent, children, className = "console-form" }: { intent: string; children: React.ReactNode; className?: string }) {
  return (
    <Form method="post" className={className}>
      <TokenField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** A form that is one button: the action's intent, said on the button. */
export function IntentButton({ intent, kind = "", children }: { intent: string; kind?: "" | "secondary" | "danger"; children: React.ReactNode }) {
  return (
    <IntentForm intent={intent} className="">
      <button type="submit" className={kind ? `button button-${kind}` : "button"}>
        {children}
      </button>
    </IntentForm>
  );
}

export function LeadLinkForms({ trader, created }: { trader: TraderDetail; created: string | null }) {
  const t = useWorkWords().link;
  return (
    <section className="console-card" aria-labelledby="link-title">
      <h2 id="link-title">{t.title}</h2>
      <p className="muted">
        {trader.links ? fill(t.links, { n: trader.links }) : t.noLink} {t.warning}
      </p>
      {created ? (
        <div className="console-form" data-testid="new-lead-link">
          <label className="console-field">
            <span>{t.newLink}</span>
            <input type="text" readOnly value={created} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="console-actions">
            <CopyButton text={created} />
            <a
              className="button button-whatsapp"
              href={whatsappShareHref(fill(t.shareTitle, { site: SITE_NAME }), fill(t.shareText, { name: trader.traderName }), created)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.share}
            </a>
          </div>
        </div>
      ) : null}
      <div className="console-actions">
        <IntentButton intent="create-link">{t.create}</IntentButton>
        {trader.links ? (
          <IntentButton intent="revoke-links" kind="danger">
            {t.revokeAll}
          </IntentButton>
        ) : null}
      </div>
    </section>
  );
}

export function WebhookForms({ trader }: { trader: TraderDetail }) {
  const t = useWorkWords().webhook;
  return (
    <section className="console-card" aria-labelledby="webhook-title">
      <h2 id="webhook-title">{t.title}</h2>
      {trader.webhook ? (
        <dl className="console-facts">
          <dt>{t.address}</dt>
          <dd className="console-code">{trader.webhook.url}</dd>
          <dt>{t.secret}</dt>
          <dd className="console-code">{trader.webhook.secret}</dd>
        </dl>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      <IntentForm intent="set-webhook">
        <label className="console-field">
          <span>{t.addressLabel}</span>
          <input type="url" name="url" required defaultValue={trader.webhook?.url ?? ""} placeholder={EXAMPLE_WEBHOOK} />
        </label>
        <label className="console-field">
          <span>{t.secret}</span>
          <input type="text" name="secret" required minLength={24} maxLength={256} autoComplete="off" spellCheck={false} />
          <small>{t.secretHelp}</small>
        </label>
        <button type="submit" className="button">
          {trader.webhook ? t.replace : t.set}
        </button>
      </IntentForm>
      {trader.webhook ? (
        <div className="console-actions">
          <IntentButton intent="test-webhook" kind="secondary">
            {t.test}
          </IntentButton>
          <IntentButton intent="remove-webhook" kind="danger">
            {t.remove}
          </IntentButton>
        </div>
      ) : null}
    </section>
  );
}

export function TermsForm({ trader, firstLeadDate }: { trader: TraderDetail; firstLeadDate: string | null }) {
  const t = useWorkWords().terms;
  const manufacturer = trader.traderType === "Manufacturer";
  return (
    <section className="console-card" aria-labelledby="terms-title">
      <h2 id="terms-title">{t.title}</h2>
      <IntentForm intent="set-terms">
        <fieldset className="console-field">
          <legend>{t.basis}</legend>
          <label className="console-check">
            <input type="radio" name="basis" value="per-lead" defaultChecked={trader.terms.basis === "per-lead"} /> {fill(t.perLead, { fee: PER_LEAD_TERMS })}
          </label>
          <label className="console-check">
            <input type="radio" name="basis" value="commission" defaultChecked={trader.terms.basis === "commission"} /> {t.commission}
          </label>
        </fieldset>
        {manufacturer ? (
          <label className="console-field">
            <span>{t.freeFrom}</span>
            <input type="date" name="freeFrom" defaultValue={trader.terms.freeFrom} />
            <small>{firstLeadDate ? fill(t.freeFromHelpDate, { date: firstLeadDate }) : t.freeFromHelp}</small>
          </label>
        ) : (
          <input type="hidden" name="freeFrom" value="" />
        )}
        <button type="submit" className="button">
          {t.save}
        </button>
      </IntentForm>
    </section>
  );
}
