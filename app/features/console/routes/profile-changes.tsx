import { data } from "react-router";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang } from "#app/features/console/use-console-words";
import { ActionNotice } from "#app/features/console/components/notice";
import { ProfileChangeItem } from "#app/features/console/components/profile-changes/profile-change-item";
import * as queueWords from "#app/features/console/components/profile-changes/words";
import { type ChangeState, profileReviewContext } from "#app/features/seller/profile/context";
import { CHANGE_STATES } from "#app/features/seller/profile/rules/profile-change";
import * as profileWords from "#app/features/seller/profile/words";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/profile-changes";

// Sellers' profile changes (docs/decisions/168): the waiting ones oldest first, each with the live
// value it would replace beside it, to approve or reject with a note; the decided ones newest first.

const stateOf = (value: string | null): ChangeState => (CHANGE_STATES as readonly string[]).includes(value ?? "") ? (value as ChangeState) : "pending";

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = stateOf(new URL(request.url).searchParams.get("state"));
  return { state, changes: await context.get(profileReviewContext).queue(state) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = consoleLangOf(request);
  const w = queueWords[lang];
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: w.expired }, { status: 403 });
  const id = Number(form.get("id"));
  const input = { id: Number.isInteger(id) ? id : 0, tName: String(form.get("tName") ?? ""), decision: String(form.get("decision") ?? ""), note: String(form.get("note") ?? "") };
  const decided = await context.get(profileReviewContext).decide(input);
  if (!decided.ok) return data({ ok: false, message: w.refusals[decided.code] ?? decided.message }, { status: decided.status });
  const field = profileWords[lang].fields[decided.value.field];
  return { ok: true, message: fill(decided.value.state === "approved" ? w.approved : w.rejected, { field, name: decided.value.traderName }) };
}

export default function ProfileChanges({ loaderData, actionData }: Route.ComponentProps) {
  const w = queueWords[useConsoleLang()];
  const { state, changes } = loaderData;
  return (
    <section aria-labelledby="profile-changes-title">
      <h1 id="profile-changes-title">{w.title}</h1>
      <p className="console-lead">{w.intro}</p>
      <ul className="console-tabs">
        {CHANGE_STATES.map((s) => (
          <li key={s}>
            <a href={`?state=${s}`} aria-current={s === state ? "page" : undefined}>
              {w.states[s]}
            </a>
          </li>
        ))}
      </ul>
      <ActionNotice answer={actionData} />
      {changes.length === 0 ? <p>{w.empty}</p> : null}
      <ul className="console-list" data-testid="profile-changes">
        {changes.map((change) => (
          <ProfileChangeItem key={change.id} change={change} />
        ))}
      </ul>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(queueWords[consoleMetaLang(matches)].title);
}
