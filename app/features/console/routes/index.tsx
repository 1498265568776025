import { Form, data, redirect } from "react-router";
import { consoleContext, consoleSessionContext } from "#app/features/console/context";
import { consoleMeta, safeNext } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleWords } from "#app/features/console/use-console-words";
import * as messages from "#app/features/console/messages";
import { CONSOLE_SECTIONS } from "#app/features/console/components/console-header";
import { Notice } from "#app/features/console/components/notice";
import { IntentButton } from "#app/features/console/components/trader-forms";
import { TokenField } from "#app/features/console/components/token-field";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/index";

// /admin: the sign-in form (the admin token; failed attempts are rate limited per address), or,
// once signed in, the console's front page; in the operator's language (docs/decisions/124).

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(consoleSessionContext);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (!session.operator) return { signedIn: false as const, next };
  const console = context.get(consoleContext);
  return { signedIn: true as const, next, overview: await console.overview(), mode: console.mode, remoteHost: console.remoteHost };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ refused: "expired" as const }, { status: 403 });
  const session = context.get(consoleSessionContext);
  // The front page's purge button: everything cached renewed, as POST /admin/cache/purge does.
  if (form.get("intent") === "purge" && session.operator) {
    await context.get(consoleContext).purge();
    return { purged: true as const };
  }
  const verdict = await session.signIn(String(form.get("token") ?? ""));
  if (!verdict.ok) return data({ refused: verdict.reason }, { status: verdict.reason === "locked" ? 429 : 401 });
  throw redirect(safeNext(form.get("next")), { status: 303, headers: { "Set-Cookie": verdict.cookie } });
}

export default function ConsoleHome({ loaderData, actionData }: Route.ComponentProps) {
  const t = useConsoleWords();
  const h = t.home;
  if (!loaderData.signedIn) {
    return (
      <section className="console-card console-signin" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{h.signInTitle}</h1>
        <p className="muted">{h.signInIntro}</p>
        {actionData && "refused" in actionData ? <Notice tone="error" message={h[actionData.refused]} /> : null}
        <Form method="post" className="console-form">
          <TokenField />
          <input type="hidden" name="next" value={loaderData.next} />
          <label className="console-field">
            <span>{h.token}</span>
            <input type="password" name="token" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button">
            {h.signIn}
          </button>
        </Form>
      </section>
    );
  }
  const { overview, mode, remoteHost } = loaderData;
  const figures: Record<string, string> = {
    "/admin/leads": fill(h.leadsToday, { n: overview.leadsToday }),
    "/admin/disputes": fill(h.openDisputes, { n: overview.openDisputes }),
    "/admin/deliveries": fill(h.waiting, { n: overview.openDeadLetters }),
    "/admin/pictures": fill(h.uploaded, { n: overview.uploadedPictures }),
  };
  return (
    <section aria-labelledby="console-title">
      <h1 id="console-title">{h.title}</h1>
      <p className="console-lead">{mode === "remote" ? fill(h.remoteLead, { host: remoteHost }) : h.lead}</p>
      {overview.alerts.length ? (
        <section aria-labelledby="alerts-title" data-testid="alerts">
          <h2 id="alerts-title">{h.alertsTitle}</h2>
          {overview.alerts.map((alert) => (
            <Notice
              key={`${alert.kind}:${alert.firstAt}`}
              tone="error"
              message={fill(alert.kind === "otp-budget-daily" ? h.otpBudgetDaily : h.otpBudgetHourly, { time: formatIstDateTime(alert.firstAt) })}
            />
          ))}
        </section>
      ) : null}
      <ul className="console-grid console-grid--3 console-list">
        {CONSOLE_SECTIONS.map((s) => (
          <li key={s.to}>
            <a className="console-card console-tile" href={s.to}>
              <span>{t.header.sections[s.key]}</span>
              {figures[s.to] ? <strong>{figures[s.to]}</strong> : null}
            </a>
          </li>
        ))}
      </ul>
      <section className="console-card" aria-labelledby="purge-title" data-testid="purge">
        <h2 id="purge-title">{h.purgeTitle}</h2>
        <p className="muted">{h.purgeLead}</p>
        {actionData && "purged" in actionData ? <Notice message={t.report.purged} /> : null}
        <IntentButton intent="purge">{h.purgeButton}</IntentButton>
      </section>
    </section>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const h = messages[consoleMetaLang(matches)].home;
  return consoleMeta(loaderData?.signedIn ? h.overview : h.signIn);
}
