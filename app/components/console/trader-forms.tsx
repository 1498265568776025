import { Form } from "react-router";
import type { TraderDetail } from "#app/console/context";
import { whatsappShareHref } from "#app/domain/rules/share";
import { LEAD_FEE_TERMS } from "#app/domain/billing/money";
import { SITE_NAME } from "#app/site";
import { CopyButton } from "./copy-button";
import { TokenField } from "./token-field";

// The forms of a trader's console page: its private lead link, its webhook, its billing terms.
// Each posts an `intent` to the page's action.

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
  return (
    <section className="console-card" aria-labelledby="link-title">
      <h2 id="link-title">Private lead page</h2>
      <p className="muted">
        {trader.links ? `${trader.links} active link(s).` : "No active link."} Anyone holding a link sees this trader's leads; revoke
        links that leaked.
      </p>
      {created ? (
        <div className="console-form" data-testid="new-lead-link">
          <label className="console-field">
            <span>New link (shown once)</span>
            <input type="text" readOnly value={created} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="console-actions">
            <CopyButton text={created} />
            <a
              className="button button-whatsapp"
              href={whatsappShareHref(`Your leads on ${SITE_NAME}`, `the private page of ${trader.traderName}: keep this link to yourself`, created)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share on WhatsApp
            </a>
          </div>
        </div>
      ) : null}
      <div className="console-actions">
        <IntentButton intent="create-link">
          Create a link
        </IntentButton>
        {trader.links ? (
          <IntentButton intent="revoke-links" kind="danger">
            Revoke all links
          </IntentButton>
        ) : null}
      </div>
    </section>
  );
}

export function WebhookForms({ trader }: { trader: TraderDetail }) {
  return (
    <section className="console-card" aria-labelledby="webhook-title">
      <h2 id="webhook-title">Webhook</h2>
      {trader.webhook ? (
        <dl className="console-facts">
          <dt>Address</dt>
          <dd className="console-code">{trader.webhook.url}</dd>
          <dt>Secret</dt>
          <dd className="console-code">{trader.webhook.secret}</dd>
        </dl>
      ) : (
        <p className="muted">None: this trader reads its leads on its lead page only.</p>
      )}
      <IntentForm intent="set-webhook">
        <label className="console-field">
          <span>Address (https)</span>
          <input type="url" name="url" required defaultValue={trader.webhook?.url ?? ""} placeholder="https://crm.example.in/ev-leads" />
        </label>
        <label className="console-field">
          <span>Secret</span>
          <input type="text" name="secret" required minLength={24} maxLength={256} autoComplete="off" spellCheck={false} />
          <small>24 to 256 characters without spaces, shared with the trader; shown back only as its last four.</small>
        </label>
        <button type="submit" className="button">
          {trader.webhook ? "Replace webhook" : "Set webhook"}
        </button>
      </IntentForm>
      {trader.webhook ? (
        <div className="console-actions">
          <IntentButton intent="test-webhook" kind="secondary">
            Send a test
          </IntentButton>
          <IntentButton intent="remove-webhook" kind="danger">
            Remove webhook
          </IntentButton>
        </div>
      ) : null}
    </section>
  );
}

export function TermsForm({ trader, firstLeadDate }: { trader: TraderDetail; firstLeadDate: string | null }) {
  const manufacturer = trader.traderType === "Manufacturer";
  return (
    <section className="console-card" aria-labelledby="terms-title">
      <h2 id="terms-title">Billing terms</h2>
      <IntentForm intent="set-terms">
        <fieldset className="console-field">
          <legend>Basis</legend>
          <label className="console-check">
            <input type="radio" name="basis" value="per-lead" defaultChecked={trader.terms.basis === "per-lead"} /> {LEAD_FEE_TERMS} a lead
          </label>
          <label className="console-check">
            <input type="radio" name="basis" value="commission" defaultChecked={trader.terms.basis === "commission"} /> Commission (no per-lead fee)
          </label>
        </fieldset>
        {manufacturer ? (
          <label className="console-field">
            <span>Two free weeks from (IST)</span>
            <input type="date" name="freeFrom" defaultValue={trader.terms.freeFrom} />
            <small>Empty: from the day of its first lead{firstLeadDate ? ` (${firstLeadDate})` : ""}.</small>
          </label>
        ) : (
          <input type="hidden" name="freeFrom" value="" />
        )}
        <button type="submit" className="button">
          Save terms
        </button>
      </IntentForm>
    </section>
  );
}
