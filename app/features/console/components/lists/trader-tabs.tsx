import type { TraderDetail } from "#app/features/console/context";
import { editHref, publicHref } from "#app/features/console/record-links";
import type { ConsoleLead } from "#app/features/console/rules/leads-csv";
import { LeadItem } from "../lead-item";
import { LeadLinkForms, TermsForm, WebhookForms } from "../trader-forms";
import { ApiKeyForms, PhoneForm } from "../trader-phone-forms";
import { useListWords } from "#app/features/console/use-console-words";

// A trader's console page as one screen with tabs (docs/decisions/126): links that the server
// answers (`?tab=`), so a tab opens without JavaScript and its address can be shared. An action
// answers on the tab of its form, so what it shows once (a new link, a new key) is on screen.

export const TRADER_TABS = ["profile", "phones", "leads", "billing"] as const;
export type TraderTab = (typeof TRADER_TABS)[number];

/** The tab an address asks for; the profile when it names none or one that does not exist. */
export const traderTab = (asked: string | null): TraderTab => (TRADER_TABS as readonly string[]).includes(asked ?? "") ? (asked as TraderTab) : "profile";

const INTENT_TABS: Record<string, TraderTab> = {
  "create-link": "profile",
  "revoke-links": "profile",
  "set-webhook": "phones",
  "test-webhook": "phones",
  "remove-webhook": "phones",
  "set-contact": "phones",
  "create-key": "phones",
  "revoke-key": "phones",
  "set-terms": "billing",
};
/** The tab of the form that posted an intent. */
export const tabOfIntent = (intent: string): TraderTab => INTENT_TABS[intent] ?? "profile";

export function TraderTabBar({ current }: { current: TraderTab }) {
  const t = useListWords();
  return (
    <nav aria-label={t.tabs}>
      <ul className="console-tabs">
        {TRADER_TABS.map((tab) => (
          <li key={tab}>
            <a href={`?tab=${tab}`} aria-current={tab === current ? "page" : undefined}>
              {t[tab]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Props = { tab: TraderTab; trader: TraderDetail; firstLeadDate: string | null; created: { link: string | null; key: string | null }; leads: ConsoleLead[] };

export function TraderTabBody({ tab, trader, firstLeadDate, created, leads }: Props) {
  const t = useListWords();
  switch (tab) {
    case "profile":
      return (
        <div className="console-grid">
          <section className="console-card" aria-labelledby="profile-title">
            <h2 id="profile-title">{t.profile}</h2>
            <dl className="console-facts">
              <dt>{t.kind}</dt>
              <dd>{t[trader.traderType]}</dd>
              <dt>{t.firstLead}</dt>
              <dd>{firstLeadDate ?? t.noLeadYet}</dd>
            </dl>
            <p className="console-actions">
              <a href={publicHref("traders", trader) ?? "#"}>{t.publicPage}</a>
              <a href={editHref("traders", trader)}>{t.editRecord}</a>
            </p>
          </section>
          <LeadLinkForms trader={trader} created={created.link} />
        </div>
      );
    case "phones":
      return (
        <div className="console-grid">
          <PhoneForm trader={trader} />
          <WebhookForms trader={trader} />
          <ApiKeyForms trader={trader} created={created.key} />
        </div>
      );
    case "leads":
      return (
        <section aria-labelledby="recent-leads">
          <h2 id="recent-leads">{t.recentLeads}</h2>
          {leads.length ? (
            <ol className="console-list console-list--2" data-testid="console-leads">
              {leads.map((lead) => (
                <LeadItem key={lead.id} lead={lead} />
              ))}
            </ol>
          ) : (
            <p className="muted">{t.noLeads}</p>
          )}
          <p className="console-actions">
            <a href={`/admin/leads?tName=${encodeURIComponent(trader.tName)}`}>{t.allLeads}</a>
          </p>
        </section>
      );
    case "billing":
      return (
        <div className="console-grid">
          <TermsForm trader={trader} firstLeadDate={firstLeadDate} />
          <p className="console-actions">
            <a href="/admin/billing">{t.statements}</a>
          </p>
        </div>
      );
  }
}
