// One assumption of a buyer tool's GET form: its label, the value as typed (or its default), and
// its default's source beneath; the running cost and the battery chooser share it.

type Props = { name: string; label: string; source: string; value: string; invalid: boolean };

export function FigureField({ name, label, source, value, invalid }: Props) {
  return (
    <label>
      <span>{label}</span>
      <input name={name} inputMode="decimal" defaultValue={value} aria-invalid={invalid || undefined} aria-describedby={`figure-src-${name}`} />
      <small id={`figure-src-${name}`} className="muted">{source}</small>
    </label>
  );
}
