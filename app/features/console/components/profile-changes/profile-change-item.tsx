import { useConsoleLang } from "#app/features/console/use-console-words";
import { DecisionForm } from "#app/features/console/components/decision-form";
import type { ProfileChange } from "#app/features/seller/profile/context";
import { shownValue } from "#app/features/seller/profile/components/shown-value";
import { NOTE_MAX } from "#app/features/seller/profile/rules/profile-change";
import * as profileWords from "#app/features/seller/profile/words";
import { traderLogo } from "#app/shared/images";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { fill } from "#app/shared/i18n/use-messages";
import { formatPhone } from "#app/shared/rules/phone";
import * as queueWords from "./words";

// One seller's asked change: the live value and the new one side by side (a photo as pictures),
// who asked and when, and — while it waits — approve or reject with a note (a plain form).

export function ProfileChangeItem({ change }: { change: ProfileChange & { traderName: string } }) {
  const lang = useConsoleLang();
  const w = queueWords[lang];
  const p = profileWords[lang];
  const photo = change.field === "photo";
  return (
    <li className="console-item" data-testid="profile-change" data-field={change.field}>
      <div className="console-item__head">
        <h2>
          {change.traderName} · {p.fields[change.field]}
        </h2>
        <span className="console-item__meta">{fill(w.askedBy, { mobile: formatPhone(change.askedBy), at: formatIstDateTime(change.askedAt, lang) })}</span>
      </div>
      <div className="profile-change__sides">
        <div className="profile-change__side" data-testid="old-value">
          <h3>{w.live}</h3>
          {photo ? (
            change.oldValue ? <img src={traderLogo(change.tName)} alt="" width={175} height={110} /> : <p>{p.none}</p>
          ) : (
            <p className="console-message-text">{shownValue(change.field, change.oldValue, p)}</p>
          )}
        </div>
        <div className="profile-change__side" data-testid="new-value">
          <h3>{w.asked}</h3>
          {photo ? (
            <img src={`/admin/profile-changes/${change.id}/photo`} alt={w.newPhoto} width={175} height={110} />
          ) : (
            <p className="console-message-text">{shownValue(change.field, change.newValue, p)}</p>
          )}
        </div>
      </div>
      {change.state !== "pending" ? (
        <p>
          {fill(w.decided, { state: w.states[change.state], at: change.decidedAt ? formatIstDateTime(change.decidedAt, lang) : "" })}
          {change.decidedNote ? ` · ${w.yourNote}: ${change.decidedNote}` : ""}
        </p>
      ) : (
        <DecisionForm
          about={{ id: change.id, tName: change.tName }}
          noteLabel={w.note}
          noteMax={NOTE_MAX}
          yes={{ value: "approve", label: w.approve }}
          no={{ value: "reject", label: w.reject }}
        />
      )}
    </li>
  );
}
