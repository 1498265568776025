import { formatIstDateTime } from "#app/shared/i18n/dates";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import type { ProfileChange } from "../rules/profile-change";
import * as words from "../words";
import { shownValue } from "./shown-value";

// The seller's changes: what waits for approval and what was decided, with the operator's note.

export function ChangeList({ lang, changes }: { lang: Lang; changes: ProfileChange[] }) {
  const w = words[lang];
  return (
    <section className="seller-changes" aria-labelledby="changes-title">
      <h2 id="changes-title">{w.changes}</h2>
      {changes.length === 0 ? <p>{w.noChanges}</p> : null}
      <ul data-testid="profile-changes">
        {changes.map((c) => (
          <li key={c.id} className={`seller-change seller-change--${c.state}`} data-state={c.state}>
            <p className="seller-change__head">
              <b>{w.fields[c.field]}</b> · <span className="seller-change__state">{w.states[c.state]}</span>
            </p>
            <dl>
              <dt>{w.from}</dt>
              <dd>{c.field === "photo" ? (c.oldValue ? w.live : w.none) : shownValue(c.field, c.oldValue, w)}</dd>
              <dt>{w.to}</dt>
              <dd>{shownValue(c.field, c.newValue, w)}</dd>
            </dl>
            <p className="seller-change__when">
              {c.decidedAt !== null
                ? fill(w.decided, { state: w.states[c.state], at: formatIstDateTime(c.decidedAt, lang) })
                : fill(w.asked, { at: formatIstDateTime(c.askedAt, lang) })}
            </p>
            {c.decidedNote ? <p className="seller-change__note">{fill(w.note, { note: c.decidedNote })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
