import { Link } from "react-router";
import { handedOver, leadModel } from "#app/features/leads/rules/lead";
import { formatDayIn, formatIstDateTime } from "#app/shared/i18n/dates";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { whatsappChatHref } from "#app/features/seo/rules/share";
import type { BoardLead } from "../server/board";
import type { QueryType } from "#app/shared/enquiry";
import { titleFor } from "#app/features/enquiry/components/kind-words";
import * as ENQUIRY_WORDS from "#app/features/enquiry/messages";
import { useBoardWords } from "../words";
import { chargeText, greetingText } from "./format";
import { useSellerToken } from "#app/features/seller/components/token-field";

// One lead on the board: who, where, what, its stage and charge, and call / WhatsApp at a tap.
// The taps go through /seller/leads/:id/call, which records the first contact and sends the
// phone on to the dialler or WhatsApp: a plain link, so it works without JavaScript.

export function contactHref(lang: "en" | "hi", lead: BoardLead, via: "tel" | "whatsapp", token: string): string | null {
  const direct = via === "tel" ? telHref(lead.mobile) : whatsappChatHref(lead.mobile, greetingText(lead));
  if (!direct || lead.verifiedAt === null) return null;
  return `${pathIn(lang, `/seller/leads/${encodeURIComponent(lead.id)}/call`)}?via=${via}&t=${encodeURIComponent(token)}`;
}

/** `opened`: shown on the lead's own page, where a link to open it would lead nowhere new. */
export function BoardLeadCard({ lead, opened = false }: { lead: BoardLead; opened?: boolean }) {
  const token = useSellerToken();
  const { lang, t } = useBoardWords();
  const c = t.card;
  const model = leadModel(lead);
  const call = contactHref(lang, lead, "tel", token);
  const whatsapp = contactHref(lang, lead, "whatsapp", token);
  const who = !handedOver(lead) ? c.gone : lead.name.trim() && lead.name.trim().toLowerCase() !== "customer" ? lead.name : c.noName;
  return (
    <li className="board-lead" data-testid="board-lead" data-stage={lead.stage}>
      <div className="board-lead__head">
        <h2 className="board-lead__who">
          <Link to={pathIn(lang, `/seller/leads/${encodeURIComponent(lead.id)}`)}>{who}</Link>
        </h2>
        <span className={`board-stage board-stage--${lead.stage}`}>{t.stages[lead.stage]}</span>
      </div>
      <dl className="board-lead__facts">
        <dt>{c.mobile}</dt>
        <dd>
          {formatPhone(lead.mobile) || "—"} <span className="board-muted">{lead.verifiedAt !== null ? c.verified : c.unverified}</span>
        </dd>
        <dt>{c.town}</dt>
        <dd>
          {[lead.areaName, lead.cityName].filter(Boolean).join(", ") || "—"}
          {lead.pincode ? ` · ${lead.pincode}` : ""}
          {lead.distanceKm !== null ? ` · ${fill(c.distance, { km: lead.distanceKm })}` : ""}
        </dd>
        <dt>{c.model}</dt>
        <dd>{model || "—"}</dd>
        <dt>{c.kind}</dt>
        <dd>{titleFor(lead.typeOfQuery as QueryType, ENQUIRY_WORDS[lang])}</dd>
        <dt>{c.received}</dt>
        <dd>
          <time dateTime={new Date(lead.receivedAt).toISOString()}>{formatIstDateTime(lead.receivedAt, lang)}</time>
        </dd>
      </dl>
      <p className="board-lead__charge">{chargeText(t, lead.charge)}</p>
      {lead.followUp ? <p className="board-lead__follow">{fill(c.followUp, { day: formatDayIn(lang, lead.followUp) })}</p> : null}
      <div className="board-lead__actions">
        {call ? (
          <a className="button" href={call} data-testid="board-call">
            {c.call}
          </a>
        ) : null}
        {whatsapp ? (
          <a className="button button-whatsapp" href={whatsapp} data-testid="board-whatsapp">
            {c.whatsapp}
          </a>
        ) : null}
        {opened ? null : (
          <Link className="button button-secondary" to={pathIn(lang, `/seller/leads/${encodeURIComponent(lead.id)}`)}>
            {c.open}
          </Link>
        )}
      </div>
    </li>
  );
}
