import { data } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useListWords, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { DisputeItem } from "#app/features/console/components/dispute-item";
import { ConsoleList } from "#app/features/console/components/lists/console-list";
import { ActionNotice } from "#app/features/console/components/notice";
import { DISPUTE_STATES } from "#app/features/leads/billing/disputes";
import { readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS } from "#app/features/console/rules/lists";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/disputes";

// Traders' disputes (docs/decisions/111): open ones oldest first, to accept or reject with an
// optional note; accepted and rejected ones newest first. An accepted dispute takes the lead off
// its month's statement, or credits it on this month's when its month was already issued.

// A page of disputes at a time, found by trader, buyer or lead (docs/decisions/126); an address
// that names no state asks for the open ones, the operator's queue.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("state")) params.set("state", "open");
  const query = readListQuery(params, LIST_FILTERS.disputes);
  const console = context.get(consoleContext);
  const page = await console.lists.disputes(query);
  // Each dispute shows its lead's buyer: what the page shows goes to the access record.
  await console.recordAccess("console.disputes", "view", page.rows.length);
  return { query, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const w = work[consoleLangOf(request)];
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: w.expired }, { status: 403 });
  const leadId = String(form.get("lead") ?? "");
  const decision = String(form.get("decision") ?? "");
  const decided = await context.get(consoleContext).decideDispute(leadId, { decision, note: String(form.get("note") ?? "") });
  if (!decided.ok) return data({ ok: false, message: decided.message, issues: decided.issues }, { status: decided.status });
  const message = fill(decided.value.state === "accepted" ? w.disputes.accepted : w.disputes.rejected, { id: leadId });
  return { ok: true, message };
}

export default function Disputes({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  const t = useListWords();
  const words = useWorkWords().disputes;
  return (
    <section aria-labelledby="disputes-title">
      <h1 id="disputes-title">{words.title}</h1>
      <p className="console-lead">{words.intro}</p>
      <ActionNotice answer={actionData} />
      <ConsoleList query={query} page={page} searchLabel={t.findDispute} fields={[{ name: "state", label: t.state, choices: DISPUTE_STATES.map((s) => [s, t[s]] as const) }]}>
        <ul className="console-list console-list--2" data-testid="disputes">
          {page.rows.map((d) => (
            <DisputeItem key={d.leadId} dispute={d} />
          ))}
        </ul>
      </ConsoleList>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(work[consoleMetaLang(matches)].disputes.title);
}
