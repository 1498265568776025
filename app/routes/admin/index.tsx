import { Form, data, redirect } from "react-router";
import { consoleContext, consoleSessionContext } from "#app/console/context";
import { consoleMeta, safeNext } from "#app/console/meta";
import { CONSOLE_SECTIONS } from "#app/components/console/console-header";
import { Notice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/index";

// /admin: the sign-in form (the admin token; failed attempts are rate limited per address), or,
// once signed in, the console's front page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(consoleSessionContext);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (!session.operator) return { signedIn: false as const, next };
  const console = context.get(consoleContext);
  return { signedIn: true as const, next, overview: await console.overview(), mode: console.mode, remoteHost: console.remoteHost };
}

const REFUSALS = {
  expired: "The form had expired. Please sign in again.",
  wrong: "That is not the admin token.",
  locked: "Too many failed attempts from this address. Wait a minute, then try again.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ refused: "expired" as const }, { status: 403 });
  const verdict = await context.get(consoleSessionContext).signIn(String(form.get("token") ?? ""));
  if (!verdict.ok) return data({ refused: verdict.reason }, { status: verdict.reason === "locked" ? 429 : 401 });
  throw redirect(safeNext(form.get("next")), { status: 303, headers: { "Set-Cookie": verdict.cookie } });
}

export default function ConsoleHome({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <section className="console-card console-signin" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Operator sign-in</h1>
        <p className="muted">For the people who run the site. Sign in with the admin token; you stay signed in for 8 hours.</p>
        {actionData ? <Notice tone="error" message={REFUSALS[actionData.refused]} /> : null}
        <Form method="post" className="console-form">
          <TokenField />
          <input type="hidden" name="next" value={loaderData.next} />
          <label className="console-field">
            <span>Admin token</span>
            <input type="password" name="token" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button">
            Sign in
          </button>
        </Form>
      </section>
    );
  }
  const { overview, mode, remoteHost } = loaderData;
  const figures: Record<string, string> = {
    "/admin/leads": `${overview.leadsToday} today`,
    "/admin/disputes": `${overview.openDisputes} open`,
    "/admin/deliveries": `${overview.openDeadLetters} waiting`,
    "/admin/pictures": `${overview.uploadedPictures} uploaded`,
  };
  return (
    <section aria-labelledby="console-title">
      <h1 id="console-title">Operator console</h1>
      <p className="console-lead">
        {mode === "remote" ? `The catalogue belongs to the remote origin (${remoteHost}); leads, billing and pictures are kept here.` : "Leads, billing, deliveries, the catalogue and its pictures."}
      </p>
      <ul className="console-grid console-grid--3 console-list">
        {CONSOLE_SECTIONS.map((s) => (
          <li key={s.to}>
            <a className="console-card console-tile" href={s.to}>
              <span>{s.label}</span>
              {figures[s.to] ? <strong>{figures[s.to]}</strong> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData?.signedIn ? "Overview" : "Sign in");
}
