import { Form } from "react-router";
import { TextArea } from "#app/shared/components/text-area";
import { TokenField } from "./token-field";

// An operator's decision on what a trader asked (a dispute, a profile change): an optional note
// and two buttons, yes and no, in a plain form that works without JavaScript.

type Props = {
  /** what the decision is about, sent as hidden fields */
  about: Record<string, string | number>;
  noteLabel: string;
  noteMax: number;
  yes: { value: string; label: string };
  no: { value: string; label: string };
};

export function DecisionForm({ about, noteLabel, noteMax, yes, no }: Props) {
  return (
    <Form method="post" className="console-form">
      <TokenField />
      {Object.entries(about).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="console-field">
        <span>{noteLabel}</span>
        <TextArea name="note" rows={2} maxLength={noteMax} />
      </label>
      <div className="console-actions">
        <button type="submit" name="decision" value={yes.value} className="button">
          {yes.label}
        </button>
        <button type="submit" name="decision" value={no.value} className="button button-secondary">
          {no.label}
        </button>
      </div>
    </Form>
  );
}
