import { useLocation } from "react-router";
import { useNames } from "#app/i18n/names";
import { fill } from "#app/i18n/use-messages";
import { SITE_FORM } from "./site-form";
import type { ToolMessages } from "./messages";

// The town whose prices the comparison shows: a plain GET form to the page itself (works without
// JavaScript), offering the towns where any of the models is priced.

type Props = { towns: string[]; town: string | null; unknownTown: string | null; t: ToolMessages["compare"] };

export function CompareTown({ towns, town, unknownTown, t }: Props) {
  const { pathname } = useLocation();
  const names = useNames();
  if (towns.length === 0) return null;
  return (
    <form method="get" action={pathname} className="compare-with compare-town" data-testid="compare-town" {...SITE_FORM}>
      {unknownTown ? (
        <p role="alert" className="form-errors compare-town-unknown">
          {fill(t.townUnknown, { town: unknownTown })}
        </p>
      ) : null}
      <label>
        {t.townLabel}
        <select name="town" defaultValue={town ?? ""}>
          <option value="">{t.townAny}</option>
          {towns.map((name) => (
            <option key={name} value={name}>
              {names.town(name)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t.townSubmit}
      </button>
    </form>
  );
}
