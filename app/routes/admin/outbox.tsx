import { type OutboxEntry, consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { formatIstDateTime, formatPhone } from "#app/domain/rules/format";
import type { Route } from "./+types/outbox";

// /admin/outbox: the messages kept instead of sent while no SMS or WhatsApp service is configured
// (docs/decisions/109-verified-numbers.md), newest first — a one-time code as the SMS would have
// carried it, so people running `npm start` and the browser tests can read it. A plain GET form
// narrows the list to one mobile.

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = (new URL(request.url).searchParams.get("to") ?? "").replace(/[^\d+ ]/g, "").slice(0, 16);
  return { to, ...(await context.get(consoleContext).outbox(to || undefined)) };
}

const SERVICES = { kaleyra: "Kaleyra", cloud: "the WhatsApp Cloud API" } as const;
const KINDS = { otp: "One-time code", lead: "Lead for a dealer", "": "Message" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { to, messages, routes } = loaderData;
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outbox</h1>
      <p className="console-lead" data-testid="message-routes">
        SMS: {routes.sms === "local" ? "kept here, not sent (no SMS service is configured)" : `sent through ${SERVICES[routes.sms]}`}. WhatsApp:{" "}
        {routes.whatsapp === "local" ? "kept here, not sent" : `sent through ${SERVICES[routes.whatsapp]}`}.
      </p>
      <form method="get" className="console-form console-form--inline" aria-label="Messages to one mobile">
        <label className="console-field">
          <span>Mobile</span>
          <input type="tel" name="to" inputMode="numeric" defaultValue={to} placeholder="9876543210" maxLength={16} />
        </label>
        <button type="submit" className="button button-secondary">
          Show
        </button>
        {to ? (
          <a className="button button-secondary" href="/admin/outbox">
            All messages
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
        <p className="muted">No messages{to ? " to this number" : ""} in the last seven days.</p>
      )}
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxEntry }) {
  return (
    <li className="console-item" data-testid="outbox-message">
      <div className="console-item__head">
        <h2>
          {message.channel === "sms" ? "SMS" : "WhatsApp"} to {formatPhone(message.to)}
        </h2>
        <time className="console-item__meta" dateTime={new Date(message.createdAt).toISOString()}>
          {formatIstDateTime(message.createdAt)}
        </time>
      </div>
      <dl className="console-facts">
        <dt>Kind</dt>
        <dd>{KINDS[message.kind]}</dd>
        {message.text ? (
          <>
            <dt>Text</dt>
            <dd className="console-message-text">{message.text}</dd>
          </>
        ) : null}
        <dt>{message.channel === "sms" ? "DLT template" : "Template"}</dt>
        <dd className="console-code">{message.template || "— (not configured)"}</dd>
        {message.params.length ? (
          <>
            <dt>Values</dt>
            <dd>{message.params.join(" · ")}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function meta() {
  return consoleMeta("Outbox");
}
