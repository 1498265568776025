import type { TraderDetail } from "#app/console/context";
import { formatIstDateTime, formatPhone } from "#app/domain/rules/format";
import { CopyButton } from "./copy-button";
import { IntentButton, IntentForm } from "./trader-forms";

// A trader's phone and CRM keys on its console page (docs/decisions/112): the mobile that receives
// each billable lead by SMS (and WhatsApp after the trader agreed), the number buyers may call,
// and the keys of the pull API. Plain forms posting an `intent`: they work without JavaScript.

const shown = (digits: string) => (digits ? formatPhone(digits) : "");

export function PhoneForm({ trader }: { trader: TraderDetail }) {
  const { notifyPhone, publicPhone, whatsappOptInAt } = trader.contact;
  return (
    <section className="console-card" aria-labelledby="phone-title">
      <h2 id="phone-title">Phone</h2>
      {notifyPhone ? (
        <dl className="console-facts" data-testid="trader-phone">
          <dt>Leads by SMS to</dt>
          <dd>{shown(notifyPhone)}</dd>
          <dt>WhatsApp</dt>
          <dd>{whatsappOptInAt === null ? "no" : trader.whatsAppLeads ? `yes, agreed ${formatIstDateTime(whatsappOptInAt)}` : "agreed, but WhatsApp is not set up"}</dd>
          <dt>Buyers call</dt>
          <dd>{publicPhone ? shown(publicPhone) : "no number shown"}</dd>
        </dl>
      ) : (
        <p className="muted" data-testid="trader-phone">
          No mobile for leads: this trader gets no SMS or WhatsApp message; its leads wait on its lead page.
          {publicPhone ? ` Buyers call ${shown(publicPhone)}.` : ""}
        </p>
      )}
      <IntentForm intent="set-contact">
        <label className="console-field">
          <span>Mobile that receives leads</span>
          <input type="tel" name="notifyPhone" inputMode="tel" autoComplete="off" defaultValue={shown(notifyPhone)} placeholder="+91 98765 43210" />
          <small>Each billable lead is sent to it by SMS, once. Empty: no messages.</small>
        </label>
        <label className="console-check">
          <input type="checkbox" name="whatsapp" value="1" defaultChecked={whatsappOptInAt !== null} /> The trader agreed to get leads on WhatsApp at
          this mobile
        </label>
        <label className="console-field">
          <span>Number buyers may call</span>
          <input type="tel" name="publicPhone" inputMode="tel" autoComplete="off" defaultValue={shown(publicPhone)} />
          <small>Shown, with a call button, to a buyer whose enquiry went to this trader. Empty: none shown.</small>
        </label>
        <button type="submit" className="button">
          Save phone
        </button>
      </IntentForm>
    </section>
  );
}

export function ApiKeyForms({ trader, created }: { trader: TraderDetail; created: string | null }) {
  return (
    <section className="console-card" aria-labelledby="keys-title">
      <h2 id="keys-title">CRM keys</h2>
      <p className="muted">
        A key lets the trader's CRM fetch its leads from <span className="console-code">/leads/api</span>. Make a new key before revoking the
        old one to change keys without a gap.
      </p>
      {created ? (
        <div className="console-form" data-testid="new-api-key">
          <label className="console-field">
            <span>New key (shown once)</span>
            <input type="text" readOnly value={created} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="console-actions">
            <CopyButton text={created} />
          </div>
        </div>
      ) : null}
      {trader.apiKeys.length ? (
        <ul className="console-list" data-testid="api-keys">
          {trader.apiKeys.map((key) => (
            <li key={key.id} className="console-item">
              <div className="console-item__head">
                <span className="console-code">{key.hint}</span>
                <span className="console-item__meta">made {formatIstDateTime(key.createdAt)}</span>
              </div>
              <p className="muted">{key.lastUsedAt === null ? "Never used." : `Last used ${formatIstDateTime(key.lastUsedAt)}.`}</p>
              <IntentForm intent="revoke-key" className="console-actions">
                <input type="hidden" name="id" value={key.id} />
                <button type="submit" className="button button-danger">
                  Revoke {key.hint}
                </button>
              </IntentForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No key: no CRM can fetch this trader's leads.</p>
      )}
      <div className="console-actions">
        <IntentButton intent="create-key">Make a key</IntentButton>
      </div>
    </section>
  );
}
