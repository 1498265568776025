import { Form } from "react-router";
import { cellOf } from "#app/features/console/rules/csv";
import { type CatalogueEntity, type CatalogueItem, type Field, catalogueEntities, englishFieldOf, fieldsOf } from "#app/features/catalogue/rules/entities";
import type { FieldProblem } from "#app/features/console/rules/field-problems";
import { isMultiline } from "#app/features/catalogue/rules/limits";
import { isSpecValueField } from "#app/shared/product-fields";
import { hindiSpecValue } from "#app/shared/i18n/spec-values-hi";
import { withUnit } from "#app/features/catalogue/rules/spec-units";
import { problemWords } from "#app/features/console/problem-words";
import { useConsoleLang, useConsoleWords } from "#app/features/console/use-console-words";
import { fill } from "#app/shared/i18n/use-messages";
import { fieldText } from "./field-words";
import { TokenField } from "./token-field";
import { TextArea } from "#app/shared/components/text-area";

// One catalogue record as a form: a field per spec field, written as its CSV cell (whole numbers,
// true/false, JSON lists), so a saved form is checked exactly as an imported row is. Each field is
// named in plain words with its help and unit (field-words/), never by its storage name, which
// stays the input's name; brands, categories, types, towns and states are chosen from the
// catalogue's own names. The server checks the form (no browser checks: its messages would not be
// in the console's language) and a refused field says why beside it, keeping what was typed.

export type RecordFormProps = {
  entity: CatalogueEntity;
  item: CatalogueItem | null;
  isNew: boolean;
  /** The catalogue's names each choice field offers: [value, display name]. */
  options: Record<string, [string, string][]>;
  /** What was typed, after a refused save; else the stored record is shown. */
  typed: Record<string, string> | null;
  problems: Record<string, FieldProblem>;
};

/** A field edited in a text area: lists, the fields that may span lines (limits.ts) and long values. */
const isLong = (entity: CatalogueEntity, field: Field, value: string) =>
  field.kind === "list" || isMultiline(entity, field.name) || value.length > 100 || value.includes("\n");

type InputProps = {
  entity: CatalogueEntity;
  field: Field;
  value: string;
  locked: boolean;
  options: [string, string][] | undefined;
  describedBy: string;
  invalid: boolean;
  /** What an empty field shows instead (a specification value's glossary Hindi). */
  placeholder?: string;
};

function FieldInput({ entity, field, value, locked, options, describedBy, invalid, placeholder }: InputProps) {
  const t = useConsoleWords().edit;
  const words = fieldText(useConsoleLang(), entity, field.name);
  // a Hindi version is typed and spell-checked as Hindi
  const hindi = englishFieldOf(entity, field.name) ? { lang: "hi" } : {};
  const aria = { "aria-describedby": describedBy, ...(invalid ? { "aria-invalid": true } : {}) };
  const common = { name: field.name, id: `field-${field.name}`, defaultValue: value, readOnly: locked, "aria-required": field.required || undefined, ...aria, ...hindi, ...(placeholder ? { placeholder } : {}) };
  if (field.kind === "boolean") {
    return (
      <label className="console-check">
        <input type="hidden" name={field.name} value="false" />
        <input type="checkbox" name={field.name} value="true" defaultChecked={value === "true"} id={`field-${field.name}`} {...aria} /> {words.label}
      </label>
    );
  }
  const choices: [string, string][] | undefined = options ?? (field.kind === "choice" ? field.choices.map((c): [string, string] => [c, words.options[c] ?? c]) : undefined);
  if (choices) {
    // no empty choice where the schema has a fixed set (it has a default)
    const empty = field.kind === "choice" ? null : <option value="">{field.required ? t.chooseOne : t.none}</option>;
    return (
      <select {...common} disabled={locked}>
        {empty}
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    );
  }
  if (isLong(entity, field, value)) {
    return <TextArea {...common} rows={field.kind === "list" ? 3 : 6} spellCheck={field.kind !== "list"} />;
  }
  return <input {...common} type="text" {...(field.kind === "integer" ? { inputMode: "numeric" as const } : {})} />;
}

/** The glossary's Hindi of a specification value as the form holds it, or nothing where it lacks a word. */
const glossaryHindi = (field: string, value: string) => (value.trim() ? (hindiSpecValue(withUnit(field, value)) ?? undefined) : undefined);

export function RecordForm({ entity, item, isNew, options, typed, problems }: RecordFormProps) {
  const lang = useConsoleLang();
  const t = useConsoleWords();
  const key: readonly string[] = catalogueEntities[entity].key;
  return (
    <Form method="post" className="console-form console-record-form console-card" data-testid="record-form" noValidate>
      <TokenField />
      {fieldsOf(entity).map((field) => {
        const stored = item ? cellOf(field, item[field.name]) : field.kind === "integer" ? "0" : field.kind === "list" ? "[]" : "";
        const value = typed?.[field.name] ?? stored;
        const locked = !isNew && key.includes(field.name);
        const words = fieldText(lang, entity, field.name);
        const id = `field-${field.name}`;
        const problem = problems[field.name];
        const describedBy = problem ? `${id}-problem ${id}-help` : `${id}-help`;
        const label = words.unit ? fill(t.edit.labelWithUnit, { label: words.label, unit: words.unit }) : words.label;
        const english = englishFieldOf(entity, field.name);
        const placeholder = entity === "models" && english && isSpecValueField(english) ? glossaryHindi(english, typed?.[english] ?? (item ? cellOf(field, item[english]) : "")) : undefined;
        const input = (
          <FieldInput entity={entity} field={field} value={value} locked={locked} options={options[field.name]} describedBy={describedBy} invalid={!!problem} placeholder={placeholder} />
        );
        const isChoice = field.kind === "choice" || !!options[field.name];
        return (
          <div key={field.name} className={`console-field${isLong(entity, field, value) && !isChoice ? " console-field--wide" : ""}`}>
            {field.kind === "boolean" ? null : (
              <label htmlFor={id}>
                {label}
                {field.required ? <span className="console-required"> {t.edit.requiredMark}</span> : null}
              </label>
            )}
            {input}
            <small id={`${id}-help`}>
              {[words.help, field.kind === "list" ? t.edit.listHelp : "", locked ? t.edit.locked : ""].filter(Boolean).join(" ")}
            </small>
            {problem ? (
              <p id={`${id}-problem`} className="console-problem">
                {problemWords(t, problem)}
              </p>
            ) : null}
            {/* a disabled select is not sent: carry the locked value */}
            {locked && isChoice ? <input type="hidden" name={field.name} value={value} /> : null}
          </div>
        );
      })}
      <button type="submit" className="button">
        {t.edit.save}
      </button>
    </Form>
  );
}
