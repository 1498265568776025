import { data } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { DisputeItem } from "#app/components/console/dispute-item";
import { ActionNotice } from "#app/components/console/notice";
import { DISPUTE_STATES, type DisputeState } from "#app/domain/billing/disputes";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/disputes";

// Traders' disputes (docs/decisions/111): open ones oldest first, to accept or reject with an
// optional note; accepted and rejected ones newest first. An accepted dispute takes the lead off
// its month's statement, or credits it on this month's when its month was already issued.

const TABS: Record<DisputeState, string> = { open: "Open", accepted: "Accepted", rejected: "Rejected" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("state") ?? "open";
  const state: DisputeState = (DISPUTE_STATES as readonly string[]).includes(asked) ? (asked as DisputeState) : "open";
  return { state, disputes: await context.get(consoleContext).disputes(state) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: "The form had expired. Please try again." }, { status: 403 });
  const leadId = String(form.get("lead") ?? "");
  const decision = String(form.get("decision") ?? "");
  const decided = await context.get(consoleContext).decideDispute(leadId, { decision, note: String(form.get("note") ?? "") });
  if (!decided.ok) return data({ ok: false, message: decided.message, issues: decided.issues }, { status: decided.status });
  const message =
    decided.value.state === "accepted"
      ? `Dispute of lead ${leadId} accepted: the trader is not charged for it.`
      : `Dispute of lead ${leadId} rejected: the lead stays charged.`;
  return { ok: true, message };
}

export default function Disputes({ loaderData, actionData }: Route.ComponentProps) {
  const { state, disputes } = loaderData;
  return (
    <section aria-labelledby="disputes-title">
      <h1 id="disputes-title">Disputes</h1>
      <p className="console-lead">
        Traders dispute a charged lead from their lead page within 7 days. Accept: the trader is not charged (the lead leaves its
        month&apos;s statement, or is a credit on this month&apos;s when its month is over). Reject: the lead stays charged.
      </p>
      <ActionNotice answer={actionData} />
      <ul className="console-counts" aria-label="Disputes by state">
        {DISPUTE_STATES.map((s) => (
          <li key={s}>
            <a href={`?state=${s}`} aria-current={s === state ? "true" : undefined}>
              {TABS[s]}
            </a>
          </li>
        ))}
      </ul>
      {disputes.length ? (
        <ul className="console-list console-list--2" data-testid="disputes">
          {disputes.map((d) => (
            <DisputeItem key={d.leadId} dispute={d} />
          ))}
        </ul>
      ) : (
        <p className="muted">{state === "open" ? "No open disputes." : `No ${TABS[state].toLowerCase()} disputes.`}</p>
      )}
    </section>
  );
}

export function meta() {
  return consoleMeta("Disputes");
}
