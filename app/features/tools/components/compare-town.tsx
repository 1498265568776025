import { useLocation } from "react-router";
import { useNames } from "#app/shared/i18n/names";
import { fill } from "#app/shared/i18n/use-messages";
import { SITE_FORM } from "./site-form";
import type { ToolMessages } from "../messages";

// The town whose prices the comparison shows: a plain GET form to the page itself (works without
// JavaScript). Any town or PIN code the pincode directory knows is taken (each model at its own
// price there, or the nearest priced town's); the towns where any of the models is priced are
// suggested. Words that name no town are said beside the field, kept as typed.

type Props = { towns: string[]; town: string | null; unknownTown: string | null; t: ToolMessages["compare"] };

export function CompareTown({ towns, town, unknownTown, t }: Props) {
  const { pathname } = useLocation();
  const names = useNames();
  if (towns.length === 0) return null;
  return (
    <form method="get" action={pathname} className="compare-with compare-town" data-testid="compare-town" {...SITE_FORM}>
      <label>
        {t.townLabel}
        <input
          name="town"
          list="compare-towns"
          autoComplete="off"
          maxLength={80}
          placeholder={t.townPlaceholder}
          defaultValue={town ?? ""}
          aria-invalid={unknownTown ? true : undefined}
          aria-describedby={unknownTown ? "compare-town-error" : undefined}
        />
        <datalist id="compare-towns">
          {towns.map((name) => (
            <option key={name} value={names.town(name)} />
          ))}
        </datalist>
      </label>
      {unknownTown ? (
        <p id="compare-town-error" role="alert" className="form-errors compare-town-unknown" data-testid="compare-town-error">
          {fill(t.townUnknown, { town: unknownTown })}
        </p>
      ) : null}
      <button type="submit" className="button">
        {t.townSubmit}
      </button>
    </form>
  );
}
