import type { Lead } from "#app/features/leads/rules/lead";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import type { PrivacyWords } from "#app/features/console/components/privacy/messages";

// A lead's consent and where it stands (docs/decisions/152), as the console and a trader's lead
// page show it: the notice and purposes it was sent under, when, the sellers it covers, and its
// withdrawal or erasure. The words come from the caller: the console's language, or the lead
// page's English.

type Words = PrivacyWords["consent"];

/** "notice 2026-12-07, to the sellers, confirm by SMS, billing, 07-12-2026 10:00 am", or that none was recorded. */
export function consentText(lead: Pick<Lead, "consent">, t: Words): string {
  const { notice, purposes, at } = lead.consent;
  if (!notice) return t.none;
  return fill(t.line, { notice, purposes: purposes.map((p) => t.purposes[p]).join(", "), at: formatIstDateTime(at) });
}

/** Withdrawn, waiting for a dispute, or erased (and why); null while consent stands. */
export function privacyState(lead: Pick<Lead, "withdrawnAt" | "erasureAskedAt" | "erasedAt" | "erasedBy">, t: Words): string | null {
  if (lead.erasedAt !== null) return fill(t.erased, { at: formatIstDateTime(lead.erasedAt), why: t.why[lead.erasedBy || "retention"] });
  if (lead.erasureAskedAt !== null) return fill(t.waiting, { at: formatIstDateTime(lead.erasureAskedAt) });
  if (lead.withdrawnAt !== null) return fill(t.withdrawn, { at: formatIstDateTime(lead.withdrawnAt) });
  return null;
}

type FactsProps = {
  lead: Pick<Lead, "consent" | "withdrawnAt" | "erasureAskedAt" | "erasedAt" | "erasedBy">;
  t: Words;
  /** Where a withdrawal or erasure stands; left out where the card's heading says it already. */
  withState?: boolean;
};

export function ConsentFacts({ lead, t, withState = true }: FactsProps) {
  const state = withState ? privacyState(lead, t) : null;
  return (
    <>
      <dt>{t.title}</dt>
      <dd data-testid="lead-consent">{consentText(lead, t)}</dd>
      <dt>{t.sellers}</dt>
      <dd>{lead.consent.sellers.length ? lead.consent.sellers.join(", ") : t.noSellers}</dd>
      {state ? (
        <>
          <dt />
          <dd data-testid="lead-privacy-state">
            <strong>{state}</strong>
          </dd>
        </>
      ) : null}
    </>
  );
}
