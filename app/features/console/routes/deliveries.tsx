import { Form, data } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { ActionNotice } from "#app/features/console/components/notice";
import { TokenField } from "#app/features/console/components/token-field";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formIsGenuine } from "#app/shared/security/form-token";
import type { Route } from "./+types/deliveries";

// Failed deliveries: enquiries the origin never took, leads a trader's
// webhook never accepted and leads' SMS or WhatsApp messages that never reached the trader's
// phone, from the dead letters, with the last error; sent again one by one or all at once. A
// retried lead keeps its id, so it is still stored (and each message sent) once.

export async function loader({ context }: Route.LoaderArgs) {
  const console = context.get(consoleContext);
  const letters = await console.deadLetters();
  // Each letter is a buyer's enquiry, lead or message the operator may send again: the page goes
  // to the access record as the other pages of buyers' data do.
  await console.recordAccess("console.deadLetters", "view", letters.length);
  return { letters };
}

export async function action({ request, context }: Route.ActionArgs) {
  const w = work[consoleLangOf(request)];
  const t = w.deliveries;
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ ok: false, message: w.expired }, { status: 403 });
  const console = context.get(consoleContext);
  if (form.get("intent") === "retry-all") {
    const count = await console.retryAllDeadLetters();
    return { ok: true, message: count === 1 ? t.retriedOne : fill(t.retriedMany, { n: count }) };
  }
  const id = Number(form.get("id"));
  const retried = Number.isInteger(id) && id > 0 && (await console.retryDeadLetter(id));
  return data(
    retried ? { ok: true, message: fill(t.retried, { id }) } : { ok: false, message: t.already },
    { status: retried ? 200 : 409 },
  );
}

export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { letters } = loaderData;
  const t = useWorkWords().deliveries;
  return (
    <section aria-labelledby="deliveries-title">
      <h1 id="deliveries-title">{t.title}</h1>
      <p className="console-lead">{t.intro}</p>
      <ActionNotice answer={actionData} />
      {letters.length ? (
        <>
          <Form method="post" className="console-actions">
            <TokenField />
            <input type="hidden" name="intent" value="retry-all" />
            <button type="submit" className="button">
              {fill(t.retryAll, { n: letters.length })}
            </button>
          </Form>
          <ul className="console-list console-list--2" data-testid="dead-letters">
            {letters.map((letter) => (
              <li key={letter.id} className="console-item" data-testid="dead-letter">
                <div className="console-item__head">
                  <h2>{letter.toBuyer ? t.buyerSms : t.channels[letter.channel]}</h2>
                  <time className="console-item__meta">{formatIstDateTime(letter.createdAt)}</time>
                </div>
                <dl className="console-facts">
                  <dt>{t.lead}</dt>
                  <dd className="console-code">{letter.leadId || letter.call}</dd>
                  <dt>{t.attempts}</dt>
                  <dd>{letter.attempts}</dd>
                  <dt>{t.lastError}</dt>
                  <dd className="console-code">{letter.lastError}</dd>
                </dl>
                <Form method="post">
                  <TokenField />
                  <input type="hidden" name="id" value={letter.id} />
                  <button type="submit" className="button button-secondary">
                    {t.retry}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t.none}</p>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(work[consoleMetaLang(matches)].deliveries.title);
}
