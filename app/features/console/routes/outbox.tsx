import { type OutboxEntry, consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { fill } from "#app/shared/i18n/use-messages";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone } from "#app/shared/rules/phone";
import type { Route } from "./+types/outbox";

// /admin/outbox: the messages kept instead of sent while no SMS or WhatsApp service is configured
// (docs/decisions/109-verified-numbers.md), newest first — a one-time code as the SMS would have
// carried it, so people running `npm start` and the browser tests can read it. A plain GET form
// narrows the list to one mobile.

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = (new URL(request.url).searchParams.get("to") ?? "").replace(/[^\d+ ]/g, "").slice(0, 16);
  const console = context.get(consoleContext);
  const outbox = await console.outbox(to || undefined);
  // Messages hold buyers' numbers and codes: what the page shows goes to the access record.
  await console.recordAccess("console.outbox", "view", outbox.messages.length);
  return { to, ...outbox };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { to, messages, routes } = loaderData;
  const t = useWorkWords().outbox;
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t.title}</h1>
      <p className="console-lead" data-testid="message-routes">
        {routes.sms === "local" ? t.smsLocal : fill(t.smsVia, { service: t[routes.sms] })}{" "}
        {routes.whatsapp === "local" ? t.waLocal : fill(t.waVia, { service: t[routes.whatsapp] })}
      </p>
      <form method="get" className="console-form console-form--inline" aria-label={t.filter}>
        <label className="console-field">
          <span>{t.mobile}</span>
          <input type="tel" name="to" inputMode="numeric" defaultValue={to} placeholder="9876543210" maxLength={16} />
        </label>
        <button type="submit" className="button button-secondary">
          {t.show}
        </button>
        {to ? (
          <a className="button button-secondary" href="/admin/outbox">
            {t.all}
          </a>
        ) : null}
      </form>
      {messages.length ? (
        <ol className="console-list console-list--2" data-testid="outbox">
          {messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ol>
      ) : (
        <p className="muted">{to ? t.noneTo : t.none}</p>
      )}
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxEntry }) {
  const t = useWorkWords().outbox;
  return (
    <li className="console-item" data-testid="outbox-message">
      <div className="console-item__head">
        <h2>
          {fill(message.channel === "sms" ? t.smsTo : t.waTo, { phone: formatPhone(message.to) })}
        </h2>
        <time className="console-item__meta" dateTime={new Date(message.createdAt).toISOString()}>
          {formatIstDateTime(message.createdAt)}
        </time>
      </div>
      <dl className="console-facts">
        <dt>{t.kind}</dt>
        <dd>{message.kind === "otp" ? t.otp : message.kind === "lead" ? t.lead : message.kind === "notice" ? t.notice : t.message}</dd>
        {message.text ? (
          <>
            <dt>{t.text}</dt>
            <dd className="console-message-text">{message.text}</dd>
          </>
        ) : null}
        <dt>{message.channel === "sms" ? t.dltTemplate : t.template}</dt>
        <dd className="console-code">{message.template || t.notConfigured}</dd>
        {message.params.length ? (
          <>
            <dt>{t.values}</dt>
            <dd>{message.params.join(" · ")}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(work[consoleMetaLang(matches)].outbox.title);
}
