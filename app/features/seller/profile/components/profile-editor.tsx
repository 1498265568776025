import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextArea } from "#app/shared/components/text-area";
import type { Lang } from "#app/shared/i18n/lang";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { TokenField } from "#app/features/seller/components/token-field";
import { formatPhone } from "#app/shared/rules/phone";
import { clockValue, parseHours } from "../rules/opening-hours";
import {
  ADDRESS_MAX,
  OFFER_MAX,
  type ProfileField,
  type ProfileForm,
  type ProfileProblem,
  type ProfileValues,
  brandsOf,
  twoLanguagesOf,
} from "../rules/profile-fields";
import type { ProfileChange } from "../rules/profile-change";
import * as words from "../words";
import { shownValue } from "./shown-value";

// The seller's profile form: one plain form for the text fields (each shown as it is live, or as
// the seller typed it when a field was refused) and one for the photo. A field with a change
// waiting says so under it.

type Props = {
  lang: Lang;
  live: ProfileValues;
  brands: string[];
  changes: ProfileChange[];
  answer?: { problems?: Partial<Record<ProfileField, ProfileProblem>>; typed?: ProfileForm } | undefined;
};

/** What the form shows: the refused form as typed, else the live values. */
function shownForm(live: ProfileValues, typed: ProfileForm | undefined): Required<ProfileForm> {
  if (typed) return { addressEn: "", addressHi: "", hoursFrom: "", hoursUntil: "", hoursDays: [], publicPhone: "", notifyPhone: "", brands: [], offerEn: "", offerHi: "", ...typed };
  const address = twoLanguagesOf(live.address);
  const offers = twoLanguagesOf(live.offers);
  const hours = parseHours(live.hours);
  return {
    addressEn: address.en,
    addressHi: address.hi,
    hoursFrom: hours ? clockValue(hours.from) : "",
    hoursUntil: hours ? clockValue(hours.until) : "",
    hoursDays: hours ? hours.open.flatMap((o, d) => (o ? [String(d)] : [])) : ["0", "1", "2", "3", "4", "5"],
    publicPhone: live.publicPhone ? formatPhone(live.publicPhone) : "",
    notifyPhone: live.notifyPhone ? formatPhone(live.notifyPhone) : "",
    brands: brandsOf(live.brands),
    offerEn: offers.en,
    offerHi: offers.hi,
  };
}

export function ProfileEditor({ lang, live, brands, changes, answer }: Props) {
  const w = words[lang];
  const form = shownForm(live, answer?.typed);
  const waiting = new Map(changes.filter((c) => c.state === "pending").map((c) => [c.field, c.newValue]));
  const at = (field: ProfileField) => ({ field, w, problem: answer?.problems?.[field], waiting: waiting.get(field) });

  return (
    <>
      <Form method="post" className="seller-form" data-testid="profile-form">
        <TokenField />
        <FieldBox {...at("address")}>
          <label>
            <span>{w.addressEn}</span>
            <TextArea name="addressEn" rows={3} maxLength={ADDRESS_MAX} defaultValue={form.addressEn} autoComplete="street-address" />
          </label>
          <label>
            <span>{w.addressHi}</span>
            <TextArea name="addressHi" rows={3} maxLength={ADDRESS_MAX} defaultValue={form.addressHi} lang="hi" />
          </label>
        </FieldBox>
        <FieldBox {...at("hours")}>
          <div className="seller-hours">
            <label>
              <span>{w.hoursFrom}</span>
              <input type="time" name="hoursFrom" defaultValue={form.hoursFrom} step={300} />
            </label>
            <label>
              <span>{w.hoursUntil}</span>
              <input type="time" name="hoursUntil" defaultValue={form.hoursUntil} step={300} />
            </label>
          </div>
          <fieldset className="seller-days">
            <legend>{w.hoursDays}</legend>
            {w.hours.days.map((day, d) => (
              <label key={day} className="seller-check">
                <input type="checkbox" name="hoursDays" value={d} defaultChecked={form.hoursDays.includes(String(d))} />
                <span>{day}</span>
              </label>
            ))}
          </fieldset>
          <p className="seller-field__hint">{w.hoursHint}</p>
        </FieldBox>
        <FieldBox {...at("publicPhone")}>
          <input type="tel" name="publicPhone" inputMode="tel" autoComplete="tel" defaultValue={form.publicPhone} aria-label={w.fields.publicPhone} placeholder="+91 98765 43210" />
          <p className="seller-field__hint">{w.phoneHint}</p>
        </FieldBox>
        <FieldBox {...at("notifyPhone")}>
          <input type="tel" name="notifyPhone" inputMode="tel" autoComplete="tel" defaultValue={form.notifyPhone} aria-label={w.fields.notifyPhone} placeholder="+91 98765 43210" />
          <p className="seller-field__hint">{w.phoneHint}</p>
        </FieldBox>
        <FieldBox {...at("brands")}>
          <div className="seller-brands">
            {/* the brands it deals in first, so a phone shows them without scrolling the list */}
            {[...form.brands.filter((b) => brands.includes(b)), ...brands.filter((b) => !form.brands.includes(b))].map((brand) => (
              <label key={brand} className="seller-check">
                <input type="checkbox" name="brands" value={brand} defaultChecked={form.brands.includes(brand)} />
                <span>{brand}</span>
              </label>
            ))}
          </div>
        </FieldBox>
        <FieldBox {...at("offers")}>
          <label>
            <span>{w.offerEn}</span>
            <TextArea name="offerEn" rows={2} maxLength={OFFER_MAX} defaultValue={form.offerEn} />
          </label>
          <label>
            <span>{w.offerHi}</span>
            <TextArea name="offerHi" rows={2} maxLength={OFFER_MAX} defaultValue={form.offerHi} lang="hi" />
          </label>
          <p className="seller-field__hint">{w.offerHint}</p>
        </FieldBox>
        <button type="submit" className="button">
          {w.save}
        </button>
      </Form>
      <Form method="post" action={pathIn(lang, "/seller/profile/photo")} encType="multipart/form-data" className="seller-form" data-testid="photo-form">
        <TokenField />
        <FieldBox {...at("photo")}>
          <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" aria-label={w.fields.photo} />
          <p className="seller-field__hint">{w.photoHint}</p>
        </FieldBox>
        <button type="submit" className="button button-secondary">
          {w.photoSave}
        </button>
      </Form>
    </>
  );
}

type BoxProps = { field: ProfileField; w: words.ProfileWords; problem: ProfileProblem | undefined; waiting: string | undefined; children: ReactNode };

/** A field's box: its name, its inputs, its problem beside it and the value waiting for approval. */
function FieldBox({ field, w, problem, waiting, children }: BoxProps) {
  return (
    <fieldset className={problem ? "seller-field seller-field--problem" : "seller-field"} data-field={field} aria-describedby={problem ? `${field}-problem` : undefined}>
      <legend>{w.fields[field]}</legend>
      {children}
      {problem ? (
        <p id={`${field}-problem`} className="seller-field__problem" role="alert">
          {w.problems[problem]}
        </p>
      ) : null}
      {waiting !== undefined ? <p className="seller-field__waiting">{fill(w.waiting, { value: shownValue(field, waiting, w) })}</p> : null}
    </fieldset>
  );
}
