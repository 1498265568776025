import { Form } from "react-router";
import type { StaffMember, StaffRefusal } from "#app/features/seller/rules/staff";
import { STAFF_NAME_MAX } from "#app/features/seller/rules/staff";
import { fill } from "#app/shared/i18n/use-messages";
import { formatIstDateTime } from "#app/shared/i18n/dates";
import { formatPhone, telHref } from "#app/shared/rules/phone";
import { useSellerLang, useSellerWords } from "#app/features/seller/use-seller-words";
import { HiddenFields } from "./token-field";
import { MobileInput } from "./mobile-input";

// The staff page: each number that may sign in, the owner first; for the owner, a plain form to add
// a number and a button to remove each other one.

export type StaffAnswer = { added?: string; removed?: string; refusal?: StaffRefusal | "expired"; typed?: { mobile: string; name: string } };

type Props = { staff: StaffMember[]; me: string; traderName: string; owner: string; ownerOnly: boolean; answer: StaffAnswer | null };

export function StaffView({ staff, me, traderName, owner, ownerOnly, answer }: Props) {
  const lang = useSellerLang();
  const t = useSellerWords().staff;
  const expired = useSellerWords().signIn.expired;
  const refusal = answer?.refusal ? (answer.refusal === "expired" ? expired : t.refusals[answer.refusal]) : null;
  const roleOf = (m: StaffMember) => (m.role === "owner" ? t.owner : t.member);
  const fieldRefusal = answer?.refusal === "mobile" || answer?.refusal === "name" || answer?.refusal === "already" || answer?.refusal === "full";
  return (
    <section className="seller-page" aria-labelledby="seller-staff-title">
      <h1 id="seller-staff-title">{t.title}</h1>
      {ownerOnly ? (
        <p className="seller-said" role="alert" data-testid="seller-owner-only">
          {fill(t.ownerOnly, { trader: traderName, owner: formatPhone(owner) })}
        </p>
      ) : (
        <>
          <p>{fill(t.intro, { trader: traderName })}</p>
          {answer?.added ? <p className="seller-said seller-said--ok" role="status">{fill(t.addedOk, { mobile: formatPhone(answer.added) })}</p> : null}
          {answer?.removed ? <p className="seller-said seller-said--ok" role="status">{fill(t.removedOk, { mobile: formatPhone(answer.removed) })}</p> : null}
          {refusal && !fieldRefusal ? <p className="seller-said" role="alert">{refusal}</p> : null}
          <ul className="seller-staff" data-testid="seller-staff">
            {staff.map((m) => (
              <li key={m.mobile} className="seller-staff__member">
                <div>
                  {/* named by the owner, else by the role */}
                  <strong>{m.name || roleOf(m)}</strong>
                  {m.mobile === me ? ` (${t.you})` : null}
                  <br />
                  <a href={telHref(m.mobile) ?? undefined}>{formatPhone(m.mobile)}</a>
                  {m.name ? ` · ${roleOf(m)}` : null}
                  <br />
                  <span className="seller-hint">{fill(t.added, { at: formatIstDateTime(m.addedAt, lang) })}</span>
                </div>
                {m.role === "staff" && m.mobile !== me ? (
                  <Form method="post" reloadDocument>
                    <HiddenFields values={{ intent: "remove", mobile: m.mobile }} />
                    <button type="submit" className="button button-secondary" aria-label={`${t.remove} ${formatPhone(m.mobile)}`}>
                      {t.remove}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          <h2>{t.add}</h2>
          <Form method="post" className="seller-form" reloadDocument>
            <HiddenFields values={{ intent: "add" }} />
            <label htmlFor="staff-mobile">{t.mobile}</label>
            <MobileInput
              id="staff-mobile"
              defaultValue={answer?.typed?.mobile ?? ""}
              describedBy={fieldRefusal ? "staff-said" : undefined}
              invalid={answer?.refusal === "mobile" || answer?.refusal === "already"}
            />
            <label htmlFor="staff-name">{t.name}</label>
            <input id="staff-name" name="name" maxLength={STAFF_NAME_MAX} defaultValue={answer?.typed?.name ?? ""} aria-invalid={answer?.refusal === "name" ? true : undefined} />
            {fieldRefusal ? (
              <p id="staff-said" className="seller-said" role="alert">
                {refusal}
              </p>
            ) : null}
            <button type="submit" className="button">
              {t.addButton}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
