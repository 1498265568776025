import type { TraderDetail } from "#app/features/console/context";
import { useWorkWords } from "#app/features/console/use-console-words";
import { fill } from "#app/shared/i18n/use-messages";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone } from "#app/shared/rules/phone";
import { CopyButton } from "./copy-button";
import { IntentButton, IntentForm } from "./trader-forms";

// A trader's phone and CRM keys on its console page (docs/decisions/112): the mobile that receives
// each billable lead by SMS (and WhatsApp after the trader agreed), the number buyers may call,
// and the keys of the pull API. Plain forms posting an `intent`: they work without JavaScript.

/** Where a trader's CRM pulls its leads (worker/routes: the lead pull API). */
const LEADS_API_PATH = "/leads/api";

const shown = (digits: string) => (digits ? formatPhone(digits) : "");

export function PhoneForm({ trader }: { trader: TraderDetail }) {
  const t = useWorkWords().phone;
  const { notifyPhone, publicPhone, whatsappOptInAt } = trader.contact;
  return (
    <section className="console-card" aria-labelledby="phone-title">
      <h2 id="phone-title">{t.title}</h2>
      {notifyPhone ? (
        <dl className="console-facts" data-testid="trader-phone">
          <dt>{t.smsTo}</dt>
          <dd>{shown(notifyPhone)}</dd>
          <dt>{t.whatsapp}</dt>
          <dd>{whatsappOptInAt === null ? t.waNo : trader.whatsAppLeads ? fill(t.waYes, { at: formatIstDateTime(whatsappOptInAt) }) : t.waNotSetUp}</dd>
          <dt>{t.buyersCall}</dt>
          <dd>{publicPhone ? shown(publicPhone) : t.noNumber}</dd>
        </dl>
      ) : (
        <p className="muted" data-testid="trader-phone">
          {t.noMobile}
          {publicPhone ? ` ${fill(t.buyersCallNumber, { phone: shown(publicPhone) })}` : null}
        </p>
      )}
      <IntentForm intent="set-contact">
        <label className="console-field">
          <span>{t.mobile}</span>
          <input type="tel" name="notifyPhone" inputMode="tel" autoComplete="off" defaultValue={shown(notifyPhone)} placeholder="+91 98765 43210" />
          <small>{t.mobileHelp}</small>
        </label>
        <label className="console-check">
          <input type="checkbox" name="whatsapp" value="1" defaultChecked={whatsappOptInAt !== null} /> {t.waAgreed}
        </label>
        <label className="console-field">
          <span>{t.public}</span>
          <input type="tel" name="publicPhone" inputMode="tel" autoComplete="off" defaultValue={shown(publicPhone)} />
          <small>{t.publicHelp}</small>
        </label>
        <button type="submit" className="button">
          {t.save}
        </button>
      </IntentForm>
    </section>
  );
}

export function ApiKeyForms({ trader, created }: { trader: TraderDetail; created: string | null }) {
  const t = useWorkWords().keys;
  // the pull API's path is shown as code inside the sentence, wherever the language puts it
  const [before, after] = t.intro.split("{path}");
  return (
    <section className="console-card" aria-labelledby="keys-title">
      <h2 id="keys-title">{t.title}</h2>
      <p className="muted">
        {before}
        <span className="console-code">{LEADS_API_PATH}</span>
        {after}
      </p>
      {created ? (
        <div className="console-form" data-testid="new-api-key">
          <label className="console-field">
            <span>{t.newKey}</span>
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
                <span className="console-item__meta">{fill(t.made, { at: formatIstDateTime(key.createdAt) })}</span>
              </div>
              <p className="muted">{key.lastUsedAt === null ? t.neverUsed : fill(t.lastUsed, { at: formatIstDateTime(key.lastUsedAt) })}</p>
              <IntentForm intent="revoke-key" className="console-actions">
                <input type="hidden" name="id" value={key.id} />
                <button type="submit" className="button button-danger">
                  {fill(t.revoke, { hint: key.hint })}
                </button>
              </IntentForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      <div className="console-actions">
        <IntentButton intent="create-key">{t.make}</IntentButton>
      </div>
    </section>
  );
}
