import { Form } from "react-router";
import type { StaffMember } from "#app/features/seller/rules/staff";
import { type SettingsRefusal, type TraderSettings, clockOfMinutes } from "#app/features/seller/rules/settings";
import { fill } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";
import { formatPhone } from "#app/shared/rules/phone";
import { useSellerLang, useSellerWords } from "#app/features/seller/use-seller-words";
import { HiddenFields } from "./token-field";

// The settings page: a table of staff numbers with an SMS and a WhatsApp switch each, quiet hours
// and the language (the owner's to change), and signing out everywhere. Plain forms with
// checkboxes, radio buttons and time fields: no JavaScript needed.

export type SettingsAnswer = { saved?: "notify" | "trader"; refusal?: SettingsRefusal | "not-owner" | "expired"; typed?: { quietFrom: string; quietUntil: string } };

type Props = { staff: StaffMember[]; settings: TraderSettings; me: string; owner: boolean; answer: SettingsAnswer | null };

export function SettingsView({ staff, settings, me, owner, answer }: Props) {
  const lang = useSellerLang();
  const words = useSellerWords();
  const t = words.settings;
  const refusal = answer?.refusal ? (answer.refusal === "expired" ? words.signIn.expired : t.refusals[answer.refusal]) : null;
  const editable = staff.filter((m) => owner || m.mobile === me);
  const quietFrom = answer?.typed?.quietFrom ?? (settings.quiet ? clockOfMinutes(settings.quiet.from) : "21:00");
  const quietUntil = answer?.typed?.quietUntil ?? (settings.quiet ? clockOfMinutes(settings.quiet.until) : "08:00");
  return (
    <section className="seller-page" aria-labelledby="seller-settings-title">
      <h1 id="seller-settings-title">{t.title}</h1>
      {answer?.saved ? <p className="seller-said seller-said--ok" role="status">{t.saved}</p> : null}
      {refusal && answer?.refusal !== "quiet" ? <p className="seller-said" role="alert">{refusal}</p> : null}

      <h2>{t.notify}</h2>
      <p>{t.notifyIntro}</p>
      {owner ? null : <p className="seller-hint">{t.onlyYours}</p>}
      <Form method="post" className="seller-form" reloadDocument>
        <HiddenFields values={{ intent: "notify" }} />
        <table className="seller-notify" data-testid="seller-notify">
          <thead>
            <tr>
              <th scope="col">{words.staff.mobile}</th>
              <th scope="col">{t.sms}</th>
              <th scope="col">{t.whatsapp}</th>
            </tr>
          </thead>
          <tbody>
            {editable.map((m) => (
              <tr key={m.mobile}>
                <th scope="row">
                  <input type="hidden" name="mobile" value={m.mobile} />
                  {m.name ? <span className="seller-notify__name">{m.name}</span> : null}
                  {formatPhone(m.mobile)}
                </th>
                <td>
                  <input type="checkbox" name={`sms:${m.mobile}`} defaultChecked={m.newLeadSms} aria-label={`${t.sms} ${formatPhone(m.mobile)}`} />
                </td>
                <td>
                  <input type="checkbox" name={`whatsapp:${m.mobile}`} defaultChecked={m.newLeadWhatsapp} aria-label={`${t.whatsapp} ${formatPhone(m.mobile)}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button">
          {t.save}
        </button>
      </Form>

      <h2>{t.quiet}</h2>
      <p>{t.quietIntro}</p>
      {owner ? (
        <Form method="post" className="seller-form" reloadDocument>
          <HiddenFields values={{ intent: "trader" }} />
          <label className="seller-check">
            <input type="checkbox" name="quiet" defaultChecked={settings.quiet !== null || answer?.refusal === "quiet"} /> {t.quietOn}
          </label>
          <div className="seller-times">
            <label>
              {t.from}
              <input type="time" name="quietFrom" defaultValue={quietFrom} step={60} aria-invalid={answer?.refusal === "quiet" ? true : undefined} />
            </label>
            <label>
              {t.until}
              <input type="time" name="quietUntil" defaultValue={quietUntil} step={60} aria-invalid={answer?.refusal === "quiet" ? true : undefined} />
            </label>
          </div>
          {answer?.refusal === "quiet" ? (
            <p className="seller-said" role="alert">
              {refusal}
            </p>
          ) : null}
          <fieldset>
            <legend>{t.language}</legend>
            <p className="seller-hint">{t.languageIntro}</p>
            {(["hi", "en"] as const).map((code) => (
              <label key={code} className="seller-check">
                <input type="radio" name="language" value={code} defaultChecked={settings.language === code} required /> {t[code]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t.save}
          </button>
        </Form>
      ) : (
        <>
          <p data-testid="seller-quiet">
            {settings.quiet ? fill(t.quietRange, { from: clockOfMinutes(settings.quiet.from), until: clockOfMinutes(settings.quiet.until) }) : t.quietNone}
          </p>
          <h2>{t.language}</h2>
          <p>{t[settings.language]}</p>
          <p className="seller-hint">{t.ownerOnly}</p>
        </>
      )}

      <h2>{words.signOut.title}</h2>
      <p className="seller-hint">{words.signOut.everywhereHint}</p>
      <Form method="post" action={pathIn(lang, "/seller/sign-out")} className="seller-form" reloadDocument>
        <HiddenFields values={{ everywhere: "1" }} />
        <button type="submit" className="button button-secondary">
          {words.signOut.everywhere}
        </button>
      </Form>
    </section>
  );
}
