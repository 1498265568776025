import { Form, Link } from "react-router";
import { TokenField, useSellerToken } from "#app/features/seller/components/token-field";
import { DISPUTE_REFUSALS, type Dispute, type DisputeRefusal } from "#app/features/leads/billing/disputes";
import { DisputeBadge, DisputeForm } from "#app/features/leads/components/lead-dispute";
import { leadPageWords } from "#app/features/leads/messages";
import { formatDayIn, formatIstDateTime, istDate } from "#app/shared/i18n/dates";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import type { BoardLead } from "../server/board";
import type { History } from "../server/changes";
import type { Staff } from "../server/leads-board";
import { LOST_REASONS, NOTE_MAX, SETTABLE_STAGES, type StageRefusal, type LostReason } from "../rules/stages";
import { type BoardWords, useBoardWords } from "../words";
import { BoardLeadCard } from "./board-lead";
import { whoText } from "./format";
import { TextArea } from "#app/shared/components/text-area";

// One lead: its card, then the stage form, its history with "undo the last change", the notes and
// the follow-up day. Every form is a plain POST with the anti-forgery field, so the page works
// without JavaScript; a refused form keeps what was typed and says why beside the field.

export type LeadNotice =
  | { kind: "done"; done: keyof BoardWords["notice"] | "disputed" }
  | { kind: "error"; error: StageRefusal | "note" | "day" | "expired" | DisputeRefusal };

type Props = {
  lead: BoardLead;
  history: History;
  staff: Staff[];
  dispute: Dispute | null;
  disputableUntil: number | null;
  notice: LeadNotice | null;
  values: Record<string, string>;
};

/** The notice's words: the board's own, and a dispute's in the words of the lead page it shares its form with. */
function noticeText(notice: LeadNotice, t: BoardWords, d: (typeof leadPageWords)["en"]["dispute"]): string {
  if (notice.kind === "done") return notice.done === "disputed" ? d.taken : t.notice[notice.done];
  if (notice.error === "expired") return t.notice.expired;
  return DISPUTE_REFUSALS.includes(notice.error as DisputeRefusal) ? d.refusals[notice.error as DisputeRefusal] : t.error[notice.error as Exclude<typeof notice.error, DisputeRefusal | "expired">];
}


/** A form of one button that asks for one change (undo, remove the follow-up). */
function IntentButton({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post">
      <TokenField />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button-secondary">
        {label}
      </button>
    </Form>
  );
}

export function LeadDetail({ lead, history, staff, dispute, disputableUntil, notice, values }: Props) {
  const { lang, t } = useBoardWords();
  const d = leadPageWords[lang].dispute;
  const token = useSellerToken();
  const l = t.lead;
  const error = notice?.kind === "error" ? notice.error : null;
  const stageError = error === "unknown-stage" || error === "reason-needed" || error === "reason-unknown" ? t.error[error] : null;
  const canUndo = history.events.some((e) => e.undoneAt === null);
  const at = (ms: number) => formatIstDateTime(ms, lang);
  return (
    <section className="board board-detail" aria-labelledby="lead-title">
      <p>
        <Link to={pathIn(lang, "/seller/leads")}>← {l.back}</Link>
      </p>
      <h1 id="lead-title" className="visually-hidden">
        {t.title}
      </h1>
      {notice ? (
        <p className={notice.kind === "done" ? "board-notice" : "board-notice board-notice--error"} role={notice.kind === "done" ? "status" : "alert"}>
          {noticeText(notice, t, d)}
        </p>
      ) : null}
      <ul className="board-list">
        <BoardLeadCard lead={lead} opened />
      </ul>
      {dispute ? (
        <p data-testid="lead-dispute">
          <DisputeBadge dispute={dispute} t={d} lang={lang} />
        </p>
      ) : disputableUntil !== null ? (
        <DisputeForm leadId={lead.id} until={disputableUntil} token={token} t={d} lang={lang} />
      ) : null}

      <Form method="post" className="board-form" aria-labelledby="stage-legend">
        <TokenField />
        <input type="hidden" name="intent" value="stage" />
        <h2 id="stage-legend">{l.stageLegend}</h2>
        <label htmlFor="lead-stage">{t.card.stage}</label>
        <select id="lead-stage" name="stage" defaultValue={values.stage ?? (lead.stage === "new" ? "contacted" : lead.stage)} aria-invalid={error === "unknown-stage" || undefined}>
            {SETTABLE_STAGES.map((s) => (
              <option key={s} value={s}>
                {t.stages[s]}
              </option>
            ))}
        </select>
        <label htmlFor="lead-reason">{l.reason}</label>
        <select id="lead-reason" name="reason" defaultValue={values.reason ?? lead.lostReason} aria-invalid={error === "reason-needed" || error === "reason-unknown" || undefined}>
            <option value="">{l.reasonNone}</option>
            {LOST_REASONS.map((r) => (
              <option key={r} value={r}>
                {t.lost[r]}
              </option>
            ))}
        </select>
        {stageError ? <p className="board-field-error">{stageError}</p> : null}
        <button type="submit" className="button">
          {l.save}
        </button>
      </Form>

      <h2>{l.history}</h2>
      {history.events.length === 0 ? (
        <p className="board-muted">{l.noHistory}</p>
      ) : (
        <ol className="board-history" data-testid="board-history">
          {history.events.map((e) => (
            <li key={e.id} className={e.undoneAt === null ? undefined : "board-history--undone"}>
              <strong>
                {fill(l.change, { from: t.stages[e.fromStage], to: t.stages[e.toStage] })}
                {e.reason ? ` (${t.lost[e.reason as LostReason] ?? e.reason})` : ""}
              </strong>{" "}
              <span className="board-muted">{fill(l.by, { who: whoText(t, e.byWho, staff), at: at(e.at) })}</span>
              {e.undoneAt !== null ? <span className="board-muted"> · {fill(l.undone, { at: at(e.undoneAt) })}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {canUndo ? <IntentButton intent="undo" label={l.undo} /> : null}

      <h2>{l.notes}</h2>
      {history.notes.length === 0 ? (
        <p className="board-muted">{l.noNotes}</p>
      ) : (
        <ul className="board-notes" data-testid="board-notes">
          {history.notes.map((n) => (
            <li key={n.id}>
              <p className="board-note-text">{n.text}</p>
              <p className="board-muted">{fill(l.by, { who: whoText(t, n.byWho, staff), at: at(n.at) })}</p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="board-form">
        <TokenField />
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note">{l.noteLabel}</label>
        <TextArea id="lead-note" name="text" rows={3} maxLength={NOTE_MAX} defaultValue={values.text ?? ""} aria-invalid={error === "note" || undefined} aria-describedby="note-hint" />
        <p id="note-hint" className={error === "note" ? "board-field-error" : "board-muted"}>
          {error === "note" ? t.error.note : l.noteHint}
        </p>
        <button type="submit" className="button">
          {l.noteSave}
        </button>
      </Form>

      <h2>{l.followUp}</h2>
      {history.followUp ? (
        <p data-testid="board-follow-up">
          {fill(l.followUpSet, { day: formatDayIn(lang, history.followUp.day), who: whoText(t, history.followUp.setBy, staff) })}
          {history.followUp.sentAt !== null ? ` · ${fill(l.followUpSent, { at: at(history.followUp.sentAt) })}` : ""}
        </p>
      ) : null}
      <Form method="post" className="board-form">
        <TokenField />
        <input type="hidden" name="intent" value="follow-up" />
        <label htmlFor="lead-day">{l.followUp}</label>
        <input id="lead-day" type="date" name="day" required min={istDate(Date.now())} defaultValue={values.day ?? history.followUp?.day ?? ""} aria-invalid={error === "day" || undefined} aria-describedby="day-hint" />
        <p id="day-hint" className={error === "day" ? "board-field-error" : "board-muted"}>
          {error === "day" ? t.error.day : l.followUpHint}
        </p>
        <button type="submit" className="button">
          {l.followUpSave}
        </button>
      </Form>
      {history.followUp ? <IntentButton intent="clear-follow-up" label={l.followUpClear} /> : null}
    </section>
  );
}
