/** A field for a 10 digit mobile, as a phone's number pad types it (+91, spaces and dashes allowed). */
export function MobileInput({ id, defaultValue, describedBy, invalid, own }: { id: string; defaultValue: string; describedBy?: string; invalid: boolean; own?: boolean }) {
  return (
    <input
      id={id}
      name="mobile"
      type="tel"
      inputMode="tel"
      // the seller's own number may be filled in by the phone; a staff member's is not the phone's
      autoComplete={own ? "tel-national" : "off"}
      maxLength={20}
      required
      defaultValue={defaultValue}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    />
  );
}
