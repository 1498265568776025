import { Form, data } from "react-router";
import { consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ActionNotice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { formatIstDateTime } from "#app/domain/rules/format";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/deliveries";

// Failed deliveries: enquiries the origin never took, leads a trader's
// webhook never accepted and leads' SMS or WhatsApp messages that never reached the trader's
// phone, from the dead letters, with the last error; sent again one by one or all at once. A
// retried lead keeps its id, so it is still stored (and each message sent) once.

export async function loader({ context }: Route.LoaderArgs) {
  return { letters: await context.get(consoleContext).deadLetters() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: "The form had expired. Please try again." }, { status: 403 });
  const console = context.get(consoleContext);
  if (form.get("intent") === "retry-all") {
    const count = await console.retryAllDeadLetters();
    return { ok: true, message: `${count} deliver${count === 1 ? "y" : "ies"} sent again.` };
  }
  const id = Number(form.get("id"));
  const retried = Number.isInteger(id) && id > 0 && (await console.retryDeadLetter(id));
  return data(
    retried ? { ok: true, message: `Delivery ${id} sent again.` } : { ok: false, message: "That delivery was already sent again." },
    { status: retried ? 200 : 409 },
  );
}

const CHANNELS = {
  origin: "Enquiry to the origin",
  webhook: "Lead to the trader's webhook",
  sms: "Lead by SMS to the trader's phone",
  whatsapp: "Lead by WhatsApp to the trader's phone",
} as const;

export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { letters } = loaderData;
  return (
    <section aria-labelledby="deliveries-title">
      <h1 id="deliveries-title">Failed deliveries</h1>
      <p className="console-lead">Deliveries that failed after every retry. Sending one again keeps its lead id: it is stored once.</p>
      <ActionNotice answer={actionData} />
      {letters.length ? (
        <>
          <Form method="post" className="console-actions">
            <TokenField />
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className="button">
              Retry all {letters.length}
            </button>
          </Form>
          <ul className="console-list console-list--2" data-testid="dead-letters">
            {letters.map((letter) => (
              <li key={letter.id} className="console-item" data-testid="dead-letter">
                <div className="console-item__head">
                  <h2>{CHANNELS[letter.channel]}</h2>
                  <time className="console-item__meta">{formatIstDateTime(letter.createdAt)}</time>
                </div>
                <dl className="console-facts">
                  <dt>Lead</dt>
                  <dd className="console-code">{letter.leadId || letter.call}</dd>
                  <dt>Attempts</dt>
                  <dd>{letter.attempts}</dd>
                  <dt>Last error</dt>
                  <dd className="console-code">{letter.lastError}</dd>
                </dl>
                <Form method="post">
                  <TokenField />
                  <input type="hidden" name="id" value={letter.id} />
                  <button type="submit" className="button button-secondary">
                    Retry
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Nothing failed: every delivery went through.</p>
      )}
    </section>
  );
}

export function meta() {
  return consoleMeta("Failed deliveries");
}
