import { Form } from "react-router";
import { cellOf } from "#app/domain/catalogue/csv";
import { type CatalogueEntity, type CatalogueItem, type Field, catalogueEntities, englishFieldOf, fieldsOf } from "#app/domain/catalogue/entities";
import { isMultiline } from "#app/domain/catalogue/limits";
import { TokenField } from "./token-field";

// One catalogue record as a form: a field per spec field, written as its CSV cell (whole numbers,
// true/false, JSON lists), so a saved form is checked exactly as an imported row is.

/** A field edited in a text area: lists, the fields that may span lines (limits.ts) and long values. */
const isLong = (entity: CatalogueEntity, field: Field, value: string) =>
  field.kind === "list" || isMultiline(entity, field.name) || value.length > 100 || value.includes("\n");

function FieldInput({ entity, field, value, locked }: { entity: CatalogueEntity; field: Field; value: string; locked: boolean }) {
  // a Hindi version is typed and spell-checked as Hindi
  const hindi = englishFieldOf(entity, field.name) ? { lang: "hi" } : {};
  const common = { name: field.name, id: `field-${field.name}`, defaultValue: value, readOnly: locked, required: field.required && !locked, ...hindi };
  if (field.kind === "boolean") {
    return (
      <label className="console-check">
        <input type="hidden" name={field.name} value="false" />
        <input type="checkbox" name={field.name} value="true" defaultChecked={value === "true"} /> {field.name}
      </label>
    );
  }
  if (field.kind === "choice") {
    return (
      <select {...common} disabled={locked}>
        {field.choices.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
    );
  }
  if (isLong(entity, field, value)) {
    return <textarea {...common} rows={field.kind === "list" ? 3 : 6} spellCheck={field.kind !== "list"} />;
  }
  return <input {...common} type={field.kind === "integer" ? "number" : "text"} {...(field.kind === "integer" ? { min: 0, step: 1 } : {})} />;
}

export function RecordForm({ entity, item, isNew }: { entity: CatalogueEntity; item: CatalogueItem | null; isNew: boolean }) {
  const key: readonly string[] = catalogueEntities[entity].key;
  return (
    <Form method="post" className="console-form console-record-form console-card" data-testid="record-form">
      <TokenField />
      {fieldsOf(entity).map((field) => {
        const value = item ? cellOf(field, item[field.name]) : field.kind === "integer" ? "0" : field.kind === "list" ? "[]" : "";
        const locked = !isNew && key.includes(field.name);
        const english = englishFieldOf(entity, field.name);
        if (field.kind === "boolean") return <FieldInput key={field.name} entity={entity} field={field} value={value} locked={locked} />;
        return (
          <div key={field.name} className={`console-field${isLong(entity, field, value) ? " console-field--wide" : ""}`}>
            <label htmlFor={`field-${field.name}`}>
              {field.name}
              {field.required ? " *" : ""}
              {english ? " (Hindi, optional)" : ""}
            </label>
            <FieldInput entity={entity} field={field} value={value} locked={locked} />
            {english ? <small>{`${english} in Hindi. Hindi pages show it; left empty, they show ${english}, marked as English.`}</small> : null}
            {field.kind === "list" ? <small>A JSON list, e.g. ["E Rickshaw"]</small> : null}
            {locked ? <small>Names the record: a new name is a new record.</small> : null}
            {/* a disabled select is not sent: carry the locked value */}
            {locked && field.kind === "choice" ? <input type="hidden" name={field.name} value={value} /> : null}
          </div>
        );
      })}
      <button type="submit" className="button">
        Save
      </button>
    </Form>
  );
}
