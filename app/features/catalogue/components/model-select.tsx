import { useNames } from "#app/shared/i18n/names";
import type { ModelGroup } from "#app/features/tools/server/subsidy";

// A tool form's model list, grouped by vehicle type (the subsidy check, the battery chooser); the
// value is the model's `Brand/Model` as its page address writes it.

export function ModelSelect({ groups, value, placeholder }: { groups: readonly ModelGroup[]; value: string; placeholder: string }) {
  const names = useNames();
  return (
    <select name="model" defaultValue={value} required>
      <option value="">{placeholder}</option>
      {groups.map((g) => (
        <optgroup key={g.typeName} label={names.type(g.typeName)}>
          {g.models.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
