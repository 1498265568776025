import { useId } from "react";
import { PHONE_PREFIX } from "#app/shared/rules/phone";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";
import { say } from "./say";

// The enquiry's entry fields, shared by the dialog and the plain enquiry page. A field with an
// error is marked invalid and described by its message.

type FieldProps = {
  error?: string;
  defaultValue?: string;
  /** The dialog clears a field's message as soon as the visitor edits it. */
  onEdit?: () => void;
};

const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function MobileField({ error, defaultValue, onEdit }: FieldProps) {
  const id = useId();
  const t = useMessages().enquiry;
  return (
    <div className="enquiry-field">
      <label htmlFor={id}>{t.mobile}</label>
      <div className="enquiry-phone">
        <span className="enquiry-prefix" id={`${id}-prefix`}>
          {PHONE_PREFIX}
        </span>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobilePlaceholder}
          required
          defaultValue={defaultValue}
          onInput={onEdit}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(`${id}-prefix`, error && `${id}-error`)}
        />
      </div>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

export function PincodeField({ error, defaultValue, onEdit }: FieldProps) {
  const id = useId();
  const t = useMessages().enquiry;
  return (
    <div className="enquiry-field">
      <label htmlFor={id}>{t.pincode}</label>
      <input
        id={id}
        name="pincode"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t.pincodePlaceholder}
        required
        defaultValue={defaultValue}
        onInput={onEdit}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(error && `${id}-error`)}
      />
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

/** Labelled "Read and Agree on Terms of Use", the terms in a new tab, not required. */
export function TermsField({ defaultChecked }: { defaultChecked?: boolean }) {
  const t = useMessages().enquiry;
  return (
    <label className="enquiry-terms">
      <input type="checkbox" name="chkBox" value="true" defaultChecked={defaultChecked} /> {t.termsBefore}{" "}
      <a href={pathIn(useLang(), "/Terms-of-Use")} target="_blank" rel="noopener">
        {t.terms}
      </a>
    </label>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  const t = useMessages().enquiry;
  return (
    <p id={id} className="enquiry-error">
      {say(t, message)}
    </p>
  );
}
