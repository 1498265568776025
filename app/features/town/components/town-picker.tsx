import { pathIn } from "#app/shared/i18n/lang";
import { fill, useLang, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import { apart } from "#app/shared/components/apart";
import { PageLink } from "#app/shared/components/page-link";

// "Your city or pincode" (docs/decisions/115-your-town-first.md): a GET form to /town, which
// remembers the town in a cookie and answers 303 to the town's page (or back where the visitor
// was, or to the type in view in that town: docs/decisions/147). It works without JavaScript; the towns with dealers are suggested by the browser's own
// list. "Use my location" is the enquiry's detection (app/features/enquiry/components/use-location.ts),
// its code fetched apart from the page's first load, and shown only once it can work.

export const TownDetect = apart(() => import("./town-detect").then((m) => m.TownDetect));

const INPUT_ID = "town-q";
const ERROR_ID = "town-error";

type Props = {
  /** Suggested towns, as shown in the list. */
  towns: readonly string[];
  typed?: string;
  notFound?: boolean;
  /** The page to come back to; none from home, where the town's own page follows. */
  back?: string | null;
  /** The vehicle type in view where the picker was opened: the chosen town's page of it follows (docs/decisions/147). */
  type?: string | null;
  /** The visitor's town already chosen, and the address of its own page: one tap back to it. */
  current?: { name: string; path: string } | null;
};

export function TownPicker({ towns, typed = "", notFound = false, back = null, type = null, current = null }: Props) {
  const t = useMessages().town.picker;
  const lang = useLang();
  const names = useNames();
  return (
    <form method="get" action={pathIn(lang, "/town")} className="town-picker" aria-labelledby="town-picker-title" data-testid="town-picker">
      <h2 id="town-picker-title" className="town-picker-title">
        {t.heading}
      </h2>
      {current ? (
        <p className="town-picker-hint">
          <PageLink to={current.path} className="town-open" data-testid="town-open">
            {fill(t.open, { town: names.town(current.name) })}
          </PageLink>
        </p>
      ) : (
        <p className="town-picker-hint">{t.hint}</p>
      )}
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <label className="field-label" htmlFor={INPUT_ID}>
        {t.label}
      </label>
      <div className="town-picker-row">
        <input
          id={INPUT_ID}
          name="q"
          className="field-input"
          list="town-suggestions"
          autoComplete="off"
          placeholder={t.placeholder}
          defaultValue={typed}
          required
          maxLength={80}
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? ERROR_ID : undefined}
        />
        <button type="submit" className="button town-submit">
          {t.submit}
        </button>
      </div>
      {notFound ? (
        <p id={ERROR_ID} className="field-error" role="alert">
          {fill(t.notFound, { typed })}
        </p>
      ) : null}
      <datalist id="town-suggestions" aria-label={t.towns}>
        {towns.map((town) => (
          <option key={town} value={town} />
        ))}
      </datalist>
      <TownDetect inputId={INPUT_ID} />
    </form>
  );
}
